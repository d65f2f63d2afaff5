import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFaultSandbox } from './faultSandbox';
import { formatFaultMatrix } from './formatFaultMatrix';
import type { CellResult } from './runFaultCell';

/**
 * `npm run test:faults` (issue #13): builds the test copy of the config (short timeouts, tests/faults/faultSandbox.ts),
 * starts its sandbox (on FAULTS_PORT, else a free port), runs every cell of the fault matrix in Chromium
 * (tests/faults/faultMatrix.spec.ts; extra arguments go to Playwright, e.g. `-- --grep wipers`), prints the matrix and
 * exits with Playwright's status.
 */
async function main(): Promise<number> {
  const repoRoot = join(import.meta.dirname, '../..');
  console.log('Building the test copy of funnel-config (calls.timeoutMilliseconds 2000) and starting its sandbox…');
  const sandbox = await startFaultSandbox(Number(process.env.FAULTS_PORT ?? 0));
  const resultsDir = mkdtempSync(join(tmpdir(), 'fault-matrix-'));
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, [join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'tests/faults/playwright.config.ts', ...process.argv.slice(2)], {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, FAULTS_BASE_URL: sandbox.origin, FAULTS_CALLS: JSON.stringify(sandbox.calls), FAULTS_RESULTS_DIR: resultsDir },
      });
      child.once('error', reject);
      child.once('exit', (code) => resolve(code ?? 1));
    });
    const results = readdirSync(resultsDir).map((file) => JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as CellResult);
    console.log(`\nFault matrix (issue #13): every call of the whole journey × how it fails\n\n${formatFaultMatrix(results)}`);
    return status;
  } finally {
    rmSync(resultsDir, { recursive: true, force: true });
    await sandbox.stop();
  }
}

main().then(
  (status) => process.exit(status),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
