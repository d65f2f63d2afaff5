import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * The fault matrix (issue #13), run by `npm run test:faults` (tests/faults/runFaultMatrix.ts): the same Chromium as
 * the e2e tests, against the sandbox the runner started with the test copy of the config (FAULTS_BASE_URL); no
 * webServer of its own.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  retries: 0,
  reporter: 'list',
  outputDir: '../../test-results/faults',
  webServer: undefined,
  use: { ...base.use, baseURL: process.env.FAULTS_BASE_URL ?? base.use?.baseURL },
});
