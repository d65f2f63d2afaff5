import { defineConfig, devices } from '@playwright/test';
import { sandboxNodeOptions } from './api/sandbox/sandboxNodeOptions';

/**
 * The e2e port: the sandbox (api/sandbox/main.ts, compiled) serves the built funnel and the API there. E2E_PORT and FUNNEL_DIST_DIR let
 * several builds be tested side by side (`FUNNEL_DIST_DIR=/tmp/a npm run build`, then the same variables here).
 */
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests against the sandbox serving the production build (`npm run build` first). Chromium is Debian's
 * (/usr/bin/chromium): Playwright never downloads a browser here (DESIGN "Machine facts").
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two spec files at a time (tests within a file run in order): the suite's pages wait on the network and on the 200 ms
  // route fade more than on the CPU, so two workers on this 2-core machine take about half the time of one. Each spec
  // books time slots and names customers of its own, so they do not race each other in the shared sandbox database.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'github' : 'list',
  // Generous limits: two workers, two browsers and the sandbox share 2 noisy cores, so a journey that takes 12 s on a
  // quiet machine can take 30 s under load. Speed is measured by the bench scripts, never by these timeouts.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The compiled sandbox (api/sandbox/serve.mjs: built by `npm run build`, or now if a source changed since).
    command: ['node', ...sandboxNodeOptions, 'api/sandbox/serve.mjs'].join(' '),
    // A fresh in-memory database per run: end-to-end tests do not depend on what an earlier run saved.
    // Experiments give every device the control variation unless a test forces one (?experiments=…): stable paths.
    env: { PORT: String(port), SANDBOX_DATA_DIR: 'memory', SANDBOX_EXPERIMENTS: 'control', ...(process.env.FUNNEL_DIST_DIR ? { FUNNEL_DIST_DIR: process.env.FUNNEL_DIST_DIR } : {}) },
    url: `http://localhost:${port}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
