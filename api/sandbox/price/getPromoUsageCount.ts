import type { SqlRunner } from '../db/SandboxDatabase';

/**
 * How many submitted orders used a promo: rows of promo_usages with its visible code (the order service writes them
 * upper case), not counting the order `eon` itself so that re-checking a submitted order's own promo does not use it up.
 */
export async function getPromoUsageCount(db: SqlRunner, code: string, eon: string | null): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM promo_usages WHERE upper(promo_code) = $1 AND ($2::text IS NULL OR eon <> $2::text)',
    [code.toUpperCase(), eon],
  );
  return rows[0]?.count ?? 0;
}
