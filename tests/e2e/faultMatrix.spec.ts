import { expect, test } from '@playwright/test';
import { faultMatrix, rowName, type Fault, type FaultRow } from '../faults/faultMatrix';
import { startFaultSandbox, type FaultSandbox } from '../faults/faultSandbox';
import { formatFaultMatrix } from '../faults/formatFaultMatrix';
import { runFaultCell, takeSnapshots, type CellResult, type Snapshots } from '../faults/runFaultCell';
import { stepIndex } from '../faults/wholeJourney';

/**
 * The fault matrix's representative cells (issue #13; the whole matrix is `npm run test:faults`): the cells
 * tests/faults/faultMatrix.ts marks `ci` — a GET that never answers bailing out after its retries, a submit staying on
 * its page after a 503 and after a connection reset, the wipers' SPEC §7 fallback after 429s, the order submission
 * never answering and answering 500 — against the test copy of the config (a 2 s timeout), built and served here.
 */
const cells: Array<{ row: FaultRow; fault: Fault; index: number }> = faultMatrix.flatMap((row, rowIndex) =>
  (row.ci ?? []).map((fault, faultIndex) => ({ row, fault, index: 1000 + rowIndex * 10 + faultIndex })),
);

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sandbox: FaultSandbox | null = null;
let snapshots: Snapshots;
const results: CellResult[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  sandbox = await startFaultSandbox();
  // The snapshots the cells start from: the journey as far as the last step a cell breaks.
  snapshots = await takeSnapshots(browser, sandbox.origin, Math.max(...cells.map(({ row }) => stepIndex(row.step))));
});

test.afterAll(async () => {
  await sandbox?.stop();
  if (results.length > 0) console.log(`\nFault matrix, the cells CI runs (npm run test:faults runs them all):\n\n${formatFaultMatrix(results)}\n`);
});

for (const { row, fault, index } of cells) {
  test(`${rowName(row)} at "${row.step}" × ${fault}: ${row.cells[fault]}`, async ({ browser }) => {
    const result = await runFaultCell({ browser, baseURL: sandbox!.origin, snapshots, row, fault, calls: sandbox!.calls, index });
    results.push(result);
    expect(result.pass, `expected ${result.expected}, saw ${result.observed}: ${result.detail}`).toBe(true);
  });
}
