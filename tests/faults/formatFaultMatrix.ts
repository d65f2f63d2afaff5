import { faultMatrix, faults, rowName } from './faultMatrix';
import type { CellResult } from './runFaultCell';

/**
 * The fault matrix as text: a row per call (where the journey makes it), a column per fault, each cell ✓ or ✗ with
 * what the visitor got (`bail+retry`…: tests/faults/faultMatrix.ts says what each means), `·` for a cell not run (rows
 * with no cell run are left out); then every failed cell with what was expected and seen.
 */
export function formatFaultMatrix(results: CellResult[]): string {
  const byCell = new Map(results.map((result) => [`${result.row}|${result.fault}`, result]));
  // The rows some cell of was run (all of them for the whole matrix; a run with --grep, or CI's cells, shows fewer).
  const run = faultMatrix.filter((row) => faults.some((fault) => byCell.has(`${rowName(row)}|${fault}`)));
  const rows = run.map((row) => {
    const name = rowName(row);
    return [
      `${name} — ${row.where}`,
      ...faults.map((fault) => {
        const result = byCell.get(`${name}|${fault}`);
        return result ? `${result.pass ? '✓' : '✗'} ${result.observed}` : '·';
      }),
    ];
  });
  const header = ['call — where the journey makes it', ...faults];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' │ ');
  const failed = results.filter((result) => !result.pass);
  const passed = results.length - failed.length;
  return [
    line(header),
    widths.map((width) => '─'.repeat(width)).join('─┼─'),
    ...rows.map(line),
    '',
    `${passed}/${results.length} cells as expected (bail: banner and the first page · page: stays on the page with the banner · fallback: SPEC §7 · silent · +retry: tried again first)`,
    ...failed.map((result) => `✗ ${result.row} × ${result.fault}: expected ${result.expected}, saw ${result.observed} — ${result.detail}`),
  ].join('\n');
}
