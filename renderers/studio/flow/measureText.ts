/** The width (px) a text takes in a CSS font. */
export type MeasureText = (text: string, font: string) => number;

/**
 * Measures with a canvas (the browser's own text metrics, so labels get exactly the room they need); where there is no
 * canvas (tests in jsdom), estimates from the font size: a generous 0.6 em per character.
 */
export function createMeasureText(): MeasureText {
  const context = typeof document !== 'undefined' ? document.createElement('canvas').getContext?.('2d') : null;
  const cache = new Map<string, number>();
  return (text, font) => {
    const key = `${font}|${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      if (context) {
        context.font = font;
        width = context.measureText(text).width;
      } else {
        const size = Number(/(\d+)px/.exec(font)?.[1] ?? 12);
        width = text.length * size * 0.6;
      }
      cache.set(key, width);
    }
    return width;
  };
}

/** A text cut to fit `max` px, ending with an ellipsis when cut. */
export function fitText(text: string, max: number, font: string, measure: MeasureText): string {
  if (measure(text, font) <= max) return text;
  let end = text.length;
  while (end > 1 && measure(`${text.slice(0, end).trimEnd()}…`, font) > max) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** A text wrapped at spaces into lines of at most `max` px, at most `maxLines` (the last cut with an ellipsis). */
export function wrapText(text: string, max: number, font: string, measure: MeasureText, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, font) <= max || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    if (lines.length === maxLines - 1) {
      lines.push(fitText(words.slice(index).join(' '), max, font, measure));
      return lines;
    }
    line = word;
  }
  if (line) lines.push(fitText(line, max, font, measure));
  return lines;
}
