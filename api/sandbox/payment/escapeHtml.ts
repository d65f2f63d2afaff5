const replacements: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes any text safe to interpolate into HTML text or a quoted attribute value of the hosted payment pages. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (character) => replacements[character]!);
}
