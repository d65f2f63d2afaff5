/**
 * The fault matrix's table (tests/faults/faultMatrix.ts, issue #13) says, cell by cell, whether a call is tried again
 * before SPEC §8's handling. That follows from the client's rule and funnel.yaml `calls`: a GET or a POST with an
 * Idempotency-Key (the order submission), failing with a status of `retries.statuses` or with no answer. This keeps the
 * table and the rule the same, so a changed funnel.yaml (or client) cannot leave the table claiming otherwise.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../../engine/domain/operations';
import { faultMatrix, faults, rowName, type Fault } from '../../faults/faultMatrix';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const { calls } = loadFunnelModel().funnel;

/** Whether the client tries a failure of this kind again (api/client/isTransientFailure with funnel.yaml statuses). */
const isTransient = (fault: Fault) => fault === 'no answer' || fault === 'reset' || calls.retries.statuses.includes(Number(fault));

describe('the fault matrix table agrees with the retry rule and funnel.yaml calls', () => {
  it.each(faultMatrix.flatMap((row) => faults.map((fault) => [rowName(row), fault, row] as const)))('%s × %s', (_name, fault, row) => {
    const mayRetry = operations[row.call].method === 'GET' || row.role === 'submit';
    expect(row.cells[fault].endsWith('+retry')).toBe(mayRetry && isTransient(fault) && calls.retries.attempts > 0);
  });

  it('lists each call of the journey once per role, and marks some cells for CI', () => {
    const names = faultMatrix.map(rowName);
    expect(new Set(names).size).toBe(names.length);
    expect(faultMatrix.flatMap((row) => row.ci ?? []).length).toBeGreaterThan(0);
  });
});
