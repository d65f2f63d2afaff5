/**
 * Group commit on PGlite (issue #12, api/sandbox/db/createGroupedTransactions.ts): transactions that queue up while
 * one runs are committed together, and each still commits or fails as if it ran alone. A failing one leaves nothing
 * behind and the others commit; one that caught a statement error fails; a refusal caused by an earlier one's write
 * names what stays written; a COMMIT that fails for the group runs the others again, so only the one that broke it
 * fails; each sees the writes of those before it; answers come in order.
 * (PGlite only: a PostgreSQL server runs transactions side by side on its own connections.)
 */
import { TransactionAbortedError } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createPgliteDatabase } from '../../../api/sandbox/db/createPgliteDatabase';
import type { SandboxDatabase, SqlRunner } from '../../../api/sandbox/db/SandboxDatabase';

let db: SandboxDatabase;
beforeAll(async () => {
  db = await createPgliteDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteDumpFile'))]) });
  await db.query('CREATE TABLE grouped_test (name text PRIMARY KEY, made bigint NOT NULL)');
  // Checked at COMMIT: a violation fails the commit, not the statement.
  await db.query(
    'CREATE TABLE grouped_deferred (name text, CONSTRAINT grouped_deferred_unique UNIQUE (name) DEFERRABLE INITIALLY DEFERRED)',
  );
}, 60_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  await db.query('DELETE FROM grouped_test');
  await db.query('DELETE FROM grouped_deferred');
});

const names = async (): Promise<string[]> => (await db.query<{ name: string }>('SELECT name FROM grouped_test ORDER BY name')).map((row) => row.name);
const insert = (tx: SqlRunner, name: string) => tx.query('INSERT INTO grouped_test (name, made) VALUES ($1, txid_current())', [name]);

/** What one of the concurrent transactions does. */
type Step = 'write' | 'write-then-throw' | 'catch-statement-error' | 'throw-before-writing' | 'read';

const workOf = (step: Step, name: string) => async (tx: SqlRunner) => {
  if (step === 'throw-before-writing') throw new Error(`refused ${name}`);
  if (step === 'read') return (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM grouped_test'))[0]!.count;
  await insert(tx, name);
  if (step === 'write-then-throw') throw new Error(`refused ${name}`);
  if (step === 'catch-statement-error') {
    // A duplicate key: the work swallows the error and resolves, but the transaction cannot commit.
    await insert(tx, name).catch(() => undefined);
  }
  return name;
};

describe('concurrent transactions each commit or fail as on their own', () => {
  it.each([
    { steps: ['write', 'write', 'write', 'write'], kept: ['a', 'b', 'c', 'd'], failed: [] },
    { steps: ['write', 'write-then-throw', 'write', 'write'], kept: ['a', 'c', 'd'], failed: ['b'] },
    { steps: ['write-then-throw', 'write', 'write'], kept: ['b', 'c'], failed: ['a'] },
    { steps: ['write', 'write', 'write-then-throw'], kept: ['a', 'b'], failed: ['c'] },
    { steps: ['write', 'catch-statement-error', 'write'], kept: ['a', 'c'], failed: ['b'] },
    { steps: ['write', 'write-then-throw', 'write', 'write-then-throw', 'write'], kept: ['a', 'c', 'e'], failed: ['b', 'd'] },
    { steps: ['write', 'throw-before-writing', 'write'], kept: ['a', 'c'], failed: ['b'] },
    { steps: ['write', 'catch-statement-error', 'write-then-throw', 'write'], kept: ['a', 'd'], failed: ['b', 'c'] },
  ].map((row) => ({ ...row, name: row.steps.join(', ') })) as { name: string; steps: Step[]; kept: string[]; failed: string[] }[])('$name', async ({ steps, kept, failed }) => {
    // One transaction runs first, so the others queue up behind it (on PGlite: one group).
    const first = db.transaction(async (tx) => insert(tx, 'first'));
    const outcomes = await Promise.allSettled(steps.map((step, index) => db.transaction(workOf(step, String.fromCharCode(97 + index)))));
    await first;
    const names_ = steps.map((_, index) => String.fromCharCode(97 + index));
    expect(names_.filter((_, index) => outcomes[index]!.status === 'rejected')).toEqual(failed);
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') expect(outcome.value).toBe(names_[index]);
      else if (steps[index] === 'catch-statement-error') expect(outcome.reason).toBeInstanceOf(TransactionAbortedError);
      else expect(String(outcome.reason)).toContain(`refused ${names_[index]}`);
    }
    expect(await names()).toEqual(['first', ...kept].sort());
  });

  it('a transaction sees the writes of those before it, and answers come back in order', async () => {
    await db.transaction((tx) => insert(tx, 'first'));
    const blocker = db.transaction(async (tx) => insert(tx, 'blocker'));
    const counts = await Promise.all([0, 1, 2, 3].map((index) => db.transaction(async (tx) => {
      await insert(tx, `n${index}`);
      return (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM grouped_test'))[0]!.count;
    })));
    await blocker;
    expect(counts).toEqual([3, 4, 5, 6]);
  });

  it('a refusal that comes from what an earlier one wrote names what stays written', async () => {
    const blocker = db.transaction(async (tx) => insert(tx, 'blocker'));
    const [a, b] = await Promise.allSettled([
      db.transaction(async (tx) => (await tx.query<{ made: string }>("INSERT INTO grouped_test (name, made) VALUES ('a', nextval('saved_session_seq')) RETURNING made::text AS made"))[0]!.made),
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ made: string }>("SELECT made::text AS made FROM grouped_test WHERE name = 'a'");
        throw new Error(`a is taken (number ${row?.made})`);
      }),
    ]);
    await blocker;
    const [kept] = await db.query<{ made: string }>("SELECT made::text AS made FROM grouped_test WHERE name = 'a'");
    expect(a).toEqual({ status: 'fulfilled', value: kept!.made });
    expect(String((b as PromiseRejectedResult).reason)).toContain(`a is taken (number ${kept!.made})`);
  });

  it('a COMMIT that fails (a deferred constraint) fails only the transaction that broke it', async () => {
    const blocker = db.transaction(async (tx) => insert(tx, 'blocker'));
    const outcomes = await Promise.allSettled(
      ['x', 'dup', 'y', 'dup'].map((name) => db.transaction(async (tx) => {
        await tx.query('INSERT INTO grouped_deferred (name) VALUES ($1)', [name]);
        return name;
      })),
    );
    await blocker;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(String((outcomes[3] as PromiseRejectedResult).reason)).toMatch(/grouped_deferred_unique/);
    const rows = await db.query<{ name: string }>('SELECT name FROM grouped_deferred ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(['dup', 'x', 'y']);
  });

  it('the transactions that queued up share one commit', async () => {
    const blocker = db.transaction(async (tx) => insert(tx, 'blocker'));
    await Promise.all(['p', 'q', 'r'].map((name) => db.transaction((tx) => insert(tx, name))));
    await blocker;
    const made = await db.query<{ made: string }>("SELECT made::text AS made FROM grouped_test WHERE name IN ('p', 'q', 'r')");
    expect(made).toHaveLength(3);
    expect(new Set(made.map((row) => row.made)).size).toBe(1);
  });
});
