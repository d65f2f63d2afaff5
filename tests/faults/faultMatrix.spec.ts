import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { FunnelCallPolicy } from '../../engine/config/types';
import { faultMatrix, faults, rowName } from './faultMatrix';
import { runFaultCell, takeSnapshots, type Snapshots } from './runFaultCell';

/**
 * The whole fault matrix (issue #13): one test per cell, run by `npm run test:faults` (tests/faults/runFaultMatrix.ts
 * starts the sandbox of the test config and prints the matrix from the results written here).
 */
const baseURL = process.env.FAULTS_BASE_URL;
const calls = JSON.parse(process.env.FAULTS_CALLS ?? 'null') as FunnelCallPolicy | null;
const resultsDir = process.env.FAULTS_RESULTS_DIR;

test.describe.configure({ mode: 'parallel', timeout: 180_000 });

let snapshots: Snapshots;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  if (!baseURL || !calls || !resultsDir) throw new Error('Run the fault matrix with `npm run test:faults` (it starts the sandbox of the test config).');
  snapshots = await takeSnapshots(browser, baseURL);
});

faultMatrix.forEach((row, rowIndex) => {
  for (const [faultIndex, fault] of faults.entries()) {
    test(`${rowName(row)} at "${row.step}" × ${fault}`, async ({ browser }) => {
      const result = await runFaultCell({ browser, baseURL: baseURL!, snapshots, row, fault, calls: calls!, index: rowIndex * faults.length + faultIndex });
      mkdirSync(resultsDir!, { recursive: true });
      writeFileSync(join(resultsDir!, `${rowIndex}-${faultIndex}.json`), JSON.stringify(result));
      expect(result.pass, `expected ${result.expected}, saw ${result.observed}: ${result.detail}`).toBe(true);
    });
  }
});
