import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Fits a scrolling list box to whole rows (issue #14: a phone never shows a row cut in half, so the box reads as a list
 * whose further rows are a scroll away): where the stylesheet makes `list` scroll (`overflow-y: auto`, a phone), its
 * height is set to end just below its `rows`-th row (rows as they wrap at this width), padding and border included.
 * Measured again when the rows shown change (`shown`: anything that differs when they do) or change size (a turned
 * phone, a longer name wrapping). Elsewhere,
 * with no `rows`, or with no more rows than that, the list is left whole. True while the box hides rows below it.
 */
export function useWholeRowsBox(list: RefObject<HTMLElement | null>, rows: number | null, shown: string): boolean {
  const [hidesRows, setHidesRows] = useState(false);
  useLayoutEffect(() => {
    const box = list.current;
    if (!box) return;
    const fit = () => {
      const items = [...box.children] as HTMLElement[];
      const style = getComputedStyle(box);
      const last = rows !== null && style.overflowY === 'auto' && items.length > rows ? items[rows - 1] : undefined;
      if (!last) {
        box.style.maxHeight = '';
        setHidesRows(false);
        return;
      }
      // From the box's top (its border) to the row's bottom, wherever the box is scrolled, then its padding and border.
      const rowBottom = last.getBoundingClientRect().bottom - box.getBoundingClientRect().top + box.scrollTop;
      const height = rowBottom + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
      // Set through the CSSOM, which the strict CSP allows (a style attribute in markup it would not).
      box.style.maxHeight = `${Math.ceil(height)}px`;
      setHidesRows(true);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // The rows' sizes, not the box's (which this sets); measured on the next frame, never inside the observer's call.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    for (const item of box.children) observer.observe(item);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [list, rows, shown]);
  return hidesRows;
}
