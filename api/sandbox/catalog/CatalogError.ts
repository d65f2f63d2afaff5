/** A problem in the vehicle catalog file, with a code and the JSON path of the offending value (DESIGN.md "Errors"). */
export class CatalogError extends Error {
  override readonly name = 'CatalogError';

  constructor(
    readonly code: string,
    message: string,
    readonly path: ReadonlyArray<string | number>,
  ) {
    super(`${message} (at ${path.length === 0 ? '<root>' : path.join('.')})`);
  }
}
