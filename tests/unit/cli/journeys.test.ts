/**
 * `funnel test` and `funnel explain` (issue #11 journeys as data) on a copy of the minimal fixture config with journeys
 * written for it: ok/FAIL per journey, a failed step at file:line:column with the decisions so far, a journey file
 * that breaks the schema, the edge coverage with each uncovered edge, and the exit codes (DESIGN principle 7).
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../engine/cli/main';

const root = join(import.meta.dirname, '../../..');

/** Runs the command in process; resolves with its exit code and output. */
async function run(cwd: string, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, debug: false });
  return { code, stdout, stderr };
}

const header = '# yaml-language-server: $schema=../schema/journey.schema.json\n';

const passing = `${header}name: Error then restart
steps:
  - open: /fmg/error
  - expect: { page: vehicle, state: { user.hasTriggeredError: true } }
  - open: /fmg/restart
  - expect: { page: vehicle, state: { user.hasTriggeredError: false } }
`;

const failing = `${header}name: Expects the wrong page
description: The fixture's vehicle page keeps no answer, so vehicle-damage's prerequisites fail and the error page sends the visitor back.
steps:
  - open: /fmg/vehicle
  - submit: { page: vehicle }
  - expect: { page: vehicle-damage }
`;

const hiddenButton = `${header}name: Presses a button the page does not show
steps:
  - open: /fmg/vehicle
  - act: { page: vehicle, scenario: verifiedInsurance }
`;

/** The vehicle page of the copy shows a verifiedInsurance button only once a VIN is known. */
const conditionalButton = `buttons:
  - scenario: verifiedInsurance
    label: Skip to the damage
    when: { truthy: order.vehicle.vin }
`;

/** Names the config lacks: told with a "did you mean" before anything runs. */
const misspelt = `${header}name: Names a page and a scenario wrong
steps:
  - open: /fmg/vehicle
  - act: { page: vehicle, scenario: verifiedInsurence }
  - expect: { page: vehicle-damag }
`;

const invalid = `${header}steps:
  - open: /fmg/vehicle
  - clickk: { page: vehicle }
`;

/** A copy of tests/fixtures/configs/minimal with these journey files in journeys/. */
function configWith(journeys: Record<string, string>, vehiclePageTail = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'funnel-journeys-'));
  cpSync(join(root, 'tests/fixtures/configs/minimal'), dir, { recursive: true });
  if (vehiclePageTail) appendFileSync(join(dir, 'pages/vehicle.yaml'), vehiclePageTail);
  mkdirSync(join(dir, 'journeys'));
  for (const [name, text] of Object.entries(journeys)) {
    mkdirSync(dirname(join(dir, 'journeys', name)), { recursive: true });
    writeFileSync(join(dir, 'journeys', name), text);
  }
  made.push(dir);
  return dir;
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

// Each run starts the sandbox (PGlite in memory, the contract compiled): slow on a shared 2-core machine.
describe('funnel test', { timeout: 180_000 }, () => {
  it('reports a passing journey, each failure at its file:line:column with the decisions so far, a bad journey file, and the coverage', async () => {
    // A journey in a folder of journeys/ is run like the others.
    const dir = configWith({ 'restart.yaml': passing, 'payment/wrong-page.yaml': failing, 'typo.yaml': invalid, 'hidden-button.yaml': hiddenButton, 'misspelt.yaml': misspelt }, conditionalButton);
    const { code, stdout } = await run(dir, 'test', '.', '--min-coverage', '0');
    expect(code).toBe(1);
    expect(stdout).toContain('ok    Error then restart  (journeys/restart.yaml)');
    expect(stdout).toContain('FAIL  Expects the wrong page  (journeys/payment/wrong-page.yaml)');
    expect(stdout).toContain('journeys/payment/wrong-page.yaml:7:21  expected page vehicle-damage, got vehicle');
    expect(stdout).toMatch(/Decisions so far:\n\s+vehicle → forward: rule 1 → vehicle-damage\n\s+vehicle-damage: prerequisites fail → error: truthy order.vehicle.year: is not set\n\s+error: handler error → firstPage: rule 1 → vehicle/);
    expect(stdout).toMatch(/journeys\/typo\.yaml:4:5 +error +.*clickk/);
    // A button the page declares is pressed only while the page shows it.
    expect(stdout).toContain('journeys/hidden-button.yaml:5:5  vehicle does not show the verifiedInsurance button now');
    // Names the config lacks are told at their place with what was meant, and the journey is not run.
    expect(stdout).toMatch(/journeys\/misspelt\.yaml:5:37 +error +Page "vehicle" has no scenario "verifiedInsurence" in its navigation; did you mean "verifiedInsurance"\? +journey-step/);
    expect(stdout).toMatch(/journeys\/misspelt\.yaml:6:21 +error +No page "vehicle-damag"; did you mean "vehicle-damage"\? +journey-step/);
    expect(stdout).not.toContain('Names a page and a scenario wrong');
    expect(stdout).toContain('1 passed, 4 failed (5 journeys in journeys)');
    // Taken: error → vehicle (firstPage), restart → vehicle, vehicle → vehicle-damage, of the fixture's 23 edges.
    expect(stdout).toContain('Edges covered: 3/23 (13.0%)');
    expect(stdout).toMatch(/\n {2}pages\/quote\.yaml:\d+:\d+ {2}quote → confirmation \(forward\)\n/);
    expect(stdout).not.toMatch(/error → vehicle \(firstPage\)|restart → vehicle \(forward\)/);
  });

  it('exits 0 when every journey passes and the coverage reaches --min-coverage, 1 below it (default 100%)', async () => {
    const dir = configWith({ 'restart.yaml': passing });
    expect((await run(dir, 'test', '.', '--min-coverage=5')).code).toBe(0);
    const strict = await run(dir, 'test', '.');
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('Coverage 8.7% is below --min-coverage 100%');
  });

  it('explains one journey: every decision in order', async () => {
    const dir = configWith({ 'restart.yaml': passing });
    const { code, stdout } = await run(dir, 'explain', 'restart', '.');
    expect(code).toBe(0);
    expect(stdout).toMatch(/Error then restart: 2 decision\(s\)\n {2}1\. error: handler error → firstPage: rule 1 → vehicle\n {2}2\. restart: handler restart → forward: rule 1 → vehicle/);
    expect(stdout).toContain('ok    Error then restart');
  });

  it('explain with a journey name misspelt: exit 2, the name meant', async () => {
    const dir = configWith({ 'restart.yaml': passing });
    const { code, stderr } = await run(dir, 'explain', 'restrat', '.');
    expect(code).toBe(2);
    expect(stderr).toMatch(/no journey "restrat": not a file, nor in .*journeys; did you mean "restart"\?/);
  });

  it.each([
    { args: ['test', '.', '--min-coverage', 'most'], message: '--min-coverage needs a percentage from 0 to 100' },
    { args: ['test', '.', '--strict'], message: 'unknown option "--strict"' },
    { args: ['explain'], message: 'explain needs a journey' },
    { args: ['explain', 'no-such-journey', '.'], message: 'no journey "no-such-journey"' },
  ])('funnel $args → exit 2: $message', async ({ args, message }) => {
    const dir = configWith({});
    const { code, stderr } = await run(dir, ...args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});
