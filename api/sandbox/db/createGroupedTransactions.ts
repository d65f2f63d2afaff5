import { TransactionAbortedError, type Mutex } from '@electric-sql/pglite';
import type { SqlRunner } from './SandboxDatabase';

/** What one statement answers: its rows and its command tag (`ROLLBACK` when a COMMIT could not commit). */
export interface StatementResult {
  rows: unknown[];
  command?: string;
}

/**
 * Runs one statement in one round trip into PostgreSQL, after the statements of `prefix` (BEGIN, SAVEPOINT, RELEASE…:
 * no parameters), which go in the same round trip. Throws the statement's error (or a prefix statement's).
 */
export type RunStatement = (sql: string, params: readonly unknown[], options: { inTransaction: boolean; prefix?: string[] }) => Promise<StatementResult | undefined>;

/** A transaction waiting for its turn, and how to answer its caller. */
interface Waiting {
  work: (tx: SqlRunner) => Promise<unknown>;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/** Each transaction's savepoint (released before the next one's is set: one name, so its statements stay prepared). */
const savepoint = 'grouped';

/** The most transactions committed together: the first of a group waits for the others' statements (~0.25 ms each). */
const maxGroupSize = 32;

/**
 * Group commit for the embedded database, which runs one transaction at a time on one connection (issue #12: a
 * COMMIT, with its write of the WAL, was a third of a save's cost). Transactions that queue up while another runs are
 * run together, in the order they came, inside one transaction (BEGIN … COMMIT):
 *
 * - a transaction whose work throws, or that met a statement error (its work caught it), fails as on its own (the
 *   work's error; TransactionAbortedError) and leaves nothing behind: the group is rolled back and runs again, this
 *   time each transaction in a savepoint of its own, which a failing one is rolled back to;
 * - the others are answered only once the group's COMMIT succeeded: an answered transaction is committed, as before.
 *   When the COMMIT fails, each of them runs again on its own (a work must not keep state across attempts, as on
 *   PostgreSQL, where a deadlock runs it again);
 * - a transaction that finds none waiting runs alone, exactly as without grouping.
 *
 * Each transaction sees the writes of those before it in the group, as it would have once they committed. BEGIN,
 * SAVEPOINT and RELEASE go in the round trip of the next statement. `turn` is held while a group runs, so statements
 * outside a transaction run between groups.
 */
export function createGroupedTransactions(execute: RunStatement, turn: Mutex): <T>(work: (tx: SqlRunner) => Promise<T>) => Promise<T> {
  const waiting: Waiting[] = [];
  let scheduled = false;

  const schedule = (): void => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    // After the I/O callbacks of this turn of the event loop (setImmediate): the requests that arrived together queue
    // up first. Started at once, a transaction would be done before the next request was read (its statements run
    // without a macrotask in between), and no group would ever form.
    setImmediate(() => void turn.runExclusive(async () => {
      const group = waiting.splice(0, maxGroupSize);
      try {
        if (group.length === 1) await runAlone(group[0]!);
        else await runGroup(group);
      } finally {
        scheduled = false;
        schedule();
      }
    }));
  };

  /** One transaction on its own: BEGIN with its first statement, COMMIT or ROLLBACK after its work. */
  const runAlone = async (job: Waiting): Promise<void> => {
    const prefix = ['BEGIN'];
    let sent = false;
    const runner: SqlRunner = {
      query: async <Row>(sql: string, params: readonly unknown[] = []) => {
        const sending = prefix.splice(0);
        sent = true;
        return ((await execute(sql, params, { inTransaction: true, prefix: sending }))?.rows ?? []) as Row[];
      },
    };
    let result: unknown;
    try {
      result = await job.work(runner);
    } catch (error) {
      if (sent) await execute('ROLLBACK', [], { inTransaction: false }).catch(() => undefined);
      job.reject(error);
      return;
    }
    if (!sent) {
      job.resolve(result);
      return;
    }
    try {
      // A transaction that failed (a statement's error the work caught) ends in a rollback, not a commit.
      const committed = await execute('COMMIT', [], { inTransaction: false });
      if (committed?.command === 'ROLLBACK') job.reject(new TransactionAbortedError());
      else job.resolve(result);
    } catch (error) {
      job.reject(error);
    }
  };

  /**
   * Several transactions in one; see createGroupedTransactions. First without savepoints (each costs a subtransaction:
   * ~15% of a save): when one fails after running a statement, the group is rolled back and runs again from its first
   * transaction not yet answered, with a savepoint each.
   */
  const runGroup = async (group: Waiting[], withSavepoints = false): Promise<void> => {
    const prefix: string[] = ['BEGIN'];
    let sentAny = false;
    const done: { job: Waiting; result: unknown }[] = [];
    const settled = new Set<Waiting>();
    try {
      for (const [index, job] of group.entries()) {
        if (withSavepoints) prefix.push(`SAVEPOINT ${savepoint}`);
        const state = { sent: false, failed: false };
        const runner: SqlRunner = {
          query: async <Row>(sql: string, params: readonly unknown[] = []) => {
            const sending = prefix.splice(0);
            state.sent = true;
            sentAny = true;
            try {
              return ((await execute(sql, params, { inTransaction: true, prefix: sending }))?.rows ?? []) as Row[];
            } catch (error) {
              state.failed = true;
              throw error;
            }
          },
        };
        let outcome: { result: unknown } | { error: unknown };
        try {
          outcome = { result: await job.work(runner) };
        } catch (error) {
          outcome = { error };
        }
        // Its SAVEPOINT was not sent when it ran no statement: nothing to release or roll back.
        if (withSavepoints && !state.sent) prefix.pop();
        if ('result' in outcome && !state.failed) {
          if (withSavepoints && state.sent) prefix.push(`RELEASE SAVEPOINT ${savepoint}`);
          done.push({ job, result: outcome.result });
          continue;
        }
        const failure = 'error' in outcome ? outcome.error : new TransactionAbortedError();
        // One that failed before running a statement failed whatever the others wrote.
        if (withSavepoints || !state.sent) {
          if (state.sent) prefix.push(`ROLLBACK TO SAVEPOINT ${savepoint}`, `RELEASE SAVEPOINT ${savepoint}`);
          settled.add(job);
          job.reject(failure);
          continue;
        }
        // Without savepoints its writes cannot be undone alone: the group is rolled back and runs again, this one too,
        // each in a savepoint. (Its failure may come from what those before it wrote, which must then stay: a 409
        // naming an order another request made names one that exists.)
        await execute('ROLLBACK', [], { inTransaction: false }).catch(() => undefined);
        const again = [...done.map((entry) => entry.job), ...group.slice(index)];
        for (const other of again) settled.add(other);
        await runGroup(again, true);
        return;
      }
      let committed = !sentAny;
      if (sentAny) {
        try {
          committed = (await execute('COMMIT', [], { inTransaction: false, prefix: prefix.splice(0) }))?.command !== 'ROLLBACK';
        } catch {
          await execute('ROLLBACK', [], { inTransaction: false }).catch(() => undefined);
        }
      }
      for (const { job, result } of done) {
        settled.add(job);
        if (committed) job.resolve(result);
        // The group could not commit: each of its transactions runs again, on its own.
        else await runAlone(job);
      }
    } catch (error) {
      for (const job of group) if (!settled.has(job)) job.reject(error);
    }
  };

  return <T>(work: (tx: SqlRunner) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (result: unknown) => void, reject });
      schedule();
    });
}
