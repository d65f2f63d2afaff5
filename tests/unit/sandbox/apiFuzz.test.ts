/**
 * The API fuzz (issue #13): for every operation of the contract, at least 30 malformed requests generated from the
 * contract around its sample (tests/harness/toMalformedRequests.ts: malformed JSON, wrong content types, wrong types,
 * nulls, huge text, unknown enum values, fields left out or unknown, odd characters in path and query, bad headers).
 * Not one may answer 5xx; each one the contract refuses answers 400 (414 for an over-long path segment) naming the
 * failing field; odd but well-formed ones answer below 500, and a 4xx still names a field. Runs on the test database
 * (PGlite, or PostgreSQL under `npm run test:postgres`).
 */
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../api/contract/loadContract';
import type { OperationId } from '../../../api/contract/OperationTypes';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { toMalformedRequests, type MalformedRequest } from '../../harness/toMalformedRequests';
import { contractSamples } from './samples';

const contract = loadContract();
const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });
/** The fewest refused requests an operation gets (issue #13: ≥ 30 per operation). */
const minRefusedPerOperation = 30;

/**
 * Whether the 400 names the failing field: that field, one under it, or the field holding it (a value that matches no
 * branch of an anyOf is named where the anyOf is) — never just `body` for a field of it.
 */
function isSameField(named: string, failing: string): boolean {
  const isUnder = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
  return isUnder(named, failing) || (named !== 'body' && isUnder(failing, named));
}

/** What went wrong with one answer, or null. */
function getProblem(malformed: MalformedRequest, status: number, body: unknown): string | null {
  const field = (body as { field?: unknown } | null)?.field;
  const message = (body as { message?: unknown } | null)?.message;
  if (status >= 500) return `answered ${status}`;
  const { expected } = malformed;
  if (expected) {
    if (!expected.statuses.includes(status)) return `answered ${status}, expected ${expected.statuses.join(' or ')} naming ${expected.field}`;
    const named = typeof field === 'string' && isSameField(field, expected.field);
    if (!named) return `named ${JSON.stringify(field)}, expected ${expected.field}`;
  } else if (status >= 400 && typeof field !== 'string') {
    return `answered ${status} naming no field`;
  }
  if (status >= 400 && (typeof message !== 'string' || message === '')) return `answered ${status} without a message`;
  return null;
}

describe('the API fuzz: malformed requests generated from the contract', () => {
  const operations = [...contract.operations.values()].map((operation) => [operation.operationId, operation] as const);

  it.each(operations)('%s: never 5xx, each refusal 400 naming the field', async (operationId, operation) => {
    const sample = contractSamples[operationId as OperationId];
    if (!sample) throw new Error(`No sample for ${operationId} (tests/unit/sandbox/samples)`);
    const params = typeof sample.params === 'function' ? await sample.params(sandbox) : sample.params;
    const requests = toMalformedRequests(contract, operation, params);
    expect(requests.filter((request) => request.expected !== null).length).toBeGreaterThanOrEqual(minRefusedPerOperation);

    const problems: string[] = [];
    for (const malformed of requests) {
      const response = await sandbox.app.inject(malformed.request);
      const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
      const body: unknown = isJson && response.body !== '' ? response.json() : null;
      const problem = getProblem(malformed, response.statusCode, body);
      if (problem) problems.push(`${malformed.name}: ${problem} ${JSON.stringify(body)?.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
