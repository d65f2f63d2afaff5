/**
 * SPEC §5: "A surrounding form check focuses the first invalid field (by focus-target attribute)": in the first row
 * marked invalid (document order), the first focus target that is itself invalid, else its first focus target.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  if (!root) return false;
  for (const row of root.querySelectorAll<HTMLElement>('[data-invalid="true"]')) {
    const target =
      row.querySelector<HTMLElement>('[data-focus-target][aria-invalid="true"]:not(:disabled)') ??
      row.querySelector<HTMLElement>('[data-focus-target]:not(:disabled)');
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}
