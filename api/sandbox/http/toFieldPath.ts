/** ['order', 'glassToReplace', '0', 'location'] → 'order.glassToReplace[0].location': how a 400 names a field. */
export function toFieldPath(segments: readonly string[]): string {
  return segments.reduce((path, segment) => {
    if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
    return path === '' ? segment : `${path}.${segment}`;
  }, '');
}
