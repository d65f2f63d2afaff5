import { createHash } from 'node:crypto';
import type { SqlRunner } from '../db/SandboxDatabase';
import { RequestError } from './RequestError';

/** How long the sandbox keeps the answer to a request sent with an Idempotency-Key (issue #13: 24 hours). */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** The header a caller names a request's intent with (as payment providers do), and how a 409 names it. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** A request that carries an Idempotency-Key. */
export interface IdempotentRequest {
  /** The operation the key belongs to: keys are scoped per operation. */
  operation: string;
  key: string;
  /** The request body: a repeat must send the same (compared as canonical JSON, key order aside). */
  body: unknown;
  /** The sandbox's clock: the answer is kept until now + 24 hours. */
  now: Date;
}

/** What to answer: the work's own answer, or the one kept for the key (`replayed`), as the JSON text to send. */
export interface IdempotentAnswer {
  status: number;
  json: string;
  replayed: boolean;
}

/**
 * Runs `work` at most once per Idempotency-Key (issue #13), inside `tx`, the transaction `work` writes in:
 * - a new key (or one whose 24 hours are over) is claimed with a row of idempotency_keys, `work` runs, and its answer
 *   is stored in that row, as JSON text, before the transaction commits;
 * - a key already answered gets that text again, byte for byte (`replayed`), when the body is the same, and a 409
 *   naming Idempotency-Key when it is not.
 * Two first requests with one key at the same moment: the primary key makes the second one's claim wait for the
 * first transaction, then find its row (PostgreSQL); PGlite runs the transactions one after the other. When `work`
 * throws (a refused request) the transaction rolls back with the claim: nothing is kept for the key, so a retry with
 * it is answered afresh (the refused request changed nothing).
 */
export async function withIdempotencyKey(tx: SqlRunner, request: IdempotentRequest, work: () => Promise<unknown>): Promise<IdempotentAnswer> {
  const requestHash = createHash('sha256').update(toCanonicalJson(request.body)).digest('hex');
  const createdAt = request.now.toISOString();
  const expiresAt = new Date(request.now.getTime() + idempotencyKeyLifetimeMs).toISOString();
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (operation, idempotency_key, request_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)
     ON CONFLICT (operation, idempotency_key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, status_code = NULL, response = NULL,
           created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
       WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
     RETURNING idempotency_key`,
    [request.operation, request.key, requestHash, createdAt, expiresAt],
  );
  if (claimed.length > 0) {
    const json = JSON.stringify(await work());
    const status = 200;
    await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE operation = $1 AND idempotency_key = $2', [
      request.operation,
      request.key,
      status,
      json,
    ]);
    return { status, json, replayed: false };
  }

  const rows = await tx.query<{ request_hash: string; status_code: number | null; response: string | null }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE operation = $1 AND idempotency_key = $2',
    [request.operation, request.key],
  );
  const kept = rows[0];
  if (kept && kept.request_hash !== requestHash) {
    throw new RequestError(
      409,
      idempotencyKeyHeader,
      `The Idempotency-Key "${request.key}" was used with a different request; send a new key with each new request (a key is kept for 24 hours).`,
    );
  }
  if (!kept || kept.status_code === null || kept.response === null) {
    // Not reached with committed rows (an answer is stored in the claiming transaction); a clear answer all the same.
    throw new RequestError(409, idempotencyKeyHeader, `The request with Idempotency-Key "${request.key}" is still being carried out; try again.`);
  }
  return { status: kept.status_code, json: kept.response, replayed: true };
}

/** JSON with object keys sorted at every level, so two bodies that differ only in key order hash the same. */
export function toCanonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
