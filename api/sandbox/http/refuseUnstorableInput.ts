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

/** The first unstorable text or over-deep nesting in a value, depth first without recursion; null when there is none. */
function getUnstorablePlace(value: unknown): { path: string[]; kind: 'text' | 'depth' } | null {
  const stack: { node: unknown; path: string[] }[] = [{ node: value, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    const key = path.at(-1);
    if (key !== undefined && unstorableText.test(key)) return { path, kind: 'text' };
    if (typeof node === 'string') {
      if (unstorableText.test(node)) return { path, kind: 'text' };
    } else if (node !== null && typeof node === 'object' && !ArrayBuffer.isView(node)) {
      if (path.length >= maxNestingDepth) return { path, kind: 'depth' };
      const entries = Object.entries(node);
      // Pushed last to first, so the first entry is looked at first.
      for (let index = entries.length - 1; index >= 0; index -= 1) stack.push({ node: entries[index]![1], path: [...path, entries[index]![0]] });
    }
  }
  return null;
}
