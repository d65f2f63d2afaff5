/** The `{name}` segments of a SPEC §7 path template. */
const pathParamPattern = /\{([^{}]+)\}/g;

/** A call's path with its `{name}` segments filled, and the params left over for the query string or body. */
export interface RequestPath {
  path: string;
  remainingParams: Record<string, unknown>;
}

/**
 * Fills the `{name}` segments of an operation's path template from the params of the same name (URI-encoded) and
 * returns the other params (SPEC §7 "Inputs and outputs by purpose"). Throws, naming the param, when one is missing,
 * null or blank, so no request is ever sent to a half-filled path.
 */
export function toRequestPath(operation: string, template: string, params: Record<string, unknown>): RequestPath {
  const remainingParams: Record<string, unknown> = { ...params };
  const path = template.replace(pathParamPattern, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value) === '') {
      throw new Error(`Call "${operation}" needs the path param "${name}" (path ${template}); it was ${describe(value)}.`);
    }
    if (typeof value === 'object' || typeof value === 'function') {
      throw new Error(`Call "${operation}" path param "${name}" must be a string, number or boolean (path ${template}).`);
    }
    delete remainingParams[name];
    return encodeURIComponent(String(value));
  });
  return { path, remainingParams };
}

/** How a missing path param was missing, for the error message. */
function describe(value: unknown): string {
  if (value === undefined) return 'not given';
  if (value === null) return 'null';
  return 'blank';
}
