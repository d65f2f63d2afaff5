import type { FastifyRequest } from 'fastify';
import { RequestError } from './RequestError';
import { toFieldPath } from './toFieldPath';

/** How deep objects and arrays may nest in a request: far more than any schema of the contract needs. */
export const maxNestingDepth = 32;

/** Text PostgreSQL stores in neither text nor jsonb: U+0000, or a UTF-16 surrogate without its other half. */
const unstorableText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A preValidation hook for every route (DESIGN.md principle 8: 400 naming the field, never 500): refuses path params,
 * query values and JSON bodies holding text the database cannot store (U+0000, a lone surrogate; in values or keys),
 * or nesting deeper than maxNestingDepth (which would overflow the stack of the schema checks, JSON.stringify and
 * PostgreSQL's jsonb parser). Runs before the contract's schemas, so no handler ever sees such input.
 */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  const parts = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const;
  for (const [part, value] of parts) {
    const problem = getUnstorablePlace(value);
    if (!problem) continue;
    const field = toFieldPath(problem.path) || part;
    throw new RequestError(
      400,
      field,
      problem.kind === 'text'
        ? `${field} holds a character that cannot be stored (U+0000 or half of a UTF-16 surrogate pair).`
        : `The request nests objects and arrays more than ${maxNestingDepth} deep (at ${field}).`,
    );
  }
}

/**
 * The first unstorable text or over-deep nesting in a value, depth first; null when there is none. Recursion is
 * bounded (it stops at maxNestingDepth) and walks one shared path, so checking a request allocates next to nothing
 * (issue #12: it runs on every request).
 */
function getUnstorablePlace(value: unknown): { path: string[]; kind: 'text' | 'depth' } | null {
  const path: string[] = [];
  const visit = (node: unknown): 'text' | 'depth' | null => {
    if (typeof node === 'string') return unstorableText.test(node) ? 'text' : null;
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) return null;
    if (path.length >= maxNestingDepth) return 'depth';
    for (const key of Object.keys(node)) {
      path.push(key);
      if (unstorableText.test(key)) return 'text';
      const found = visit((node as Record<string, unknown>)[key]);
      if (found) return found;
      path.pop();
    }
    return null;
  };
  const kind = visit(value);
  return kind ? { path, kind } : null;
}
