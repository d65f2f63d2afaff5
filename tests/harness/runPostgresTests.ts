/**
 * `npm run test:postgres`: the sandbox's database tests again, on the PostgreSQL server POSTGRES_TEST_URL names
 * (.ci/run starts one), so the SQL is checked on both engines; `vitest run` before it used PGlite. Without
 * POSTGRES_TEST_URL there is no server to test against: it says so and exits 0.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.POSTGRES_TEST_URL;
if (!url) {
  console.log('test:postgres: POSTGRES_TEST_URL is not set, so the sandbox tests ran on PGlite only (.ci/run sets it).');
  process.exit(0);
}
console.log(`test:postgres: the sandbox tests on the PostgreSQL server at ${new URL(url).host}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'tests/unit/sandbox'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
