import { defineConfig } from 'vitest/config';

// A journey test walks the funnel against a sandbox on PGlite: about 1-2 s on a quiet machine, several times that when
// the 2 cores are shared. The limit only catches a test that hangs; speed is measured by the bench scripts. (Set in each
// project: inline projects do not inherit the root's test options.)
const testTimeout = 20_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          testTimeout,
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The route code imports the build's validators module; unit tests get an empty one.
          alias: { 'virtual:funnel-validators': new URL('./tests/fixtures/noFunnelValidators.ts', import.meta.url).pathname },
          // Sandbox tests start from a migrated PGlite dump made once per run (or a PostgreSQL server: TEST_DATABASE_URL).
          globalSetup: ['tests/harness/databaseGlobalSetup.ts'],
          setupFiles: ['tests/harness/loadLazyCode.ts'],
        },
      },
      {
        test: {
          name: 'renderers',
          testTimeout,
          include: ['tests/renderers/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The layout fetches the next pages' code ahead (renderers/app/prefetchNextPages.ts); tests build no validators.
          alias: { 'virtual:funnel-validators': new URL('./tests/fixtures/noFunnelValidators.ts', import.meta.url).pathname },
          setupFiles: ['tests/harness/loadLazyCode.ts'],
        },
      },
    ],
    pool: 'threads',
    maxWorkers: 2,
  },
});
