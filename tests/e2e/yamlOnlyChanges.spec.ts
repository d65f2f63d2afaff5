/**
 * The product's promise, tried as a product owner would (issue #10 item 6): change the funnel by editing YAML only in
 * a copy of funnel-config/, lint it, build it (FUNNEL_CONFIG_DIR), serve that build with the sandbox on the same config,
 * and walk the changed flow in Chromium. Each config is built once and served by its own sandbox process for the tests
 * of its describe block.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/cspGuard';
import { chooseReplacement } from './support/damageAndVin';
import { startWithVehicle, type VehicleChoice } from './support/funnelPage';
import { problemSummary, submitZip } from './support/questionPages';
import { avalon, noVinChoice } from './support/resumeAndHeritage';
import { buildFunnel, copyFunnelConfig, editYaml, lintConfig, startSandbox, type ConfigCopy, type RunningSandbox } from './support/yamlOnlyChanges';

/** Lint, build and serve a config copy: the slow part, once per describe block (10 to 30 s, with the machine's load). */
const prepareTimeoutMs = 180_000;

/** The sandbox's 2012 Toyota Camry: molding questions only (api/sandbox/test-values/parts.md). */
const camry: VehicleChoice = { year: '2012', make: 'Toyota', model: 'Camry', style: '4 Door Sedan' };

/** A question page a product owner adds: a required radio group, shown to every replacement before the quote. */
const tintPage = `# yaml-language-server: $schema=../schema/page.schema.json
# Added with YAML only: one more question about the windshield before the quote.
id: windshield-tint
kind: page
route: windshield-tint
title: Is your windshield tinted?
description: Some windshields have a tinted band across the top; we fit the same glass.
step: 5
prerequisites:
  all:
    - truthy: order.serviceLocation.zipCode
    - nonEmpty: user.pageData.stages
fields:
  schema:
    type: object
    required: [tint]
    properties:
      tint:
        type: string
        title: Does your windshield have a tinted band?
        oneOf:
          - const: band
            title: Yes, a tinted band across the top
          - const: none
            title: No tint
  uiSchema:
    tint:
      ui:widget: radio
  bind:
    tint: user.pageData.windshield-tint.tint
buttons:
  - scenario: back
    label: Back
navigation:
  back: { sequence: questions }
  forward: { sequence: questions }
`;

/** From /fmg/ of `origin`: `vehicle`, a windshield replacement without a VIN, estimate "none"; lands on the zip page. */
async function walkToZip(page: Page, origin: string, vehicle: VehicleChoice, zipRoute: string) {
  await startWithVehicle(page, vehicle, `${origin}/fmg/`);
  await chooseReplacement(page, ['Windshield'], false);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/estimate$/);
  await page.getByRole('radio', { name: noVinChoice }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fmg/${zipRoute}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Where should we do the work?' })).toBeVisible();
}

/**
 * Copies funnel-config, applies the edits, then lints and builds the copy while its sandbox starts (the sandbox reads
 * the config at start and looks for the build on each request).
 */
async function prepare(name: string, edit: (configDir: string) => void): Promise<{ copy: ConfigCopy; sandbox: RunningSandbox }> {
  const copy = copyFunnelConfig(name);
  edit(copy.configDir);
  const [sandbox, built] = await Promise.allSettled([startSandbox(copy), lintConfig(copy.configDir).then(() => buildFunnel(copy))]);
  if (sandbox.status === 'fulfilled' && built.status === 'fulfilled') return { copy, sandbox: sandbox.value };
  if (sandbox.status === 'fulfilled') await sandbox.value.stop();
  copy.remove();
  throw [sandbox, built].find((result) => result.status === 'rejected')!.reason;
}

test.describe('a question page added between service-zip and the quote with YAML only', () => {
  let prepared: { copy: ConfigCopy; sandbox: RunningSandbox } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(prepareTimeoutMs);
    prepared = await prepare('added-page', (configDir) => {
      writeFileSync(join(configDir, 'pages', 'windshield-tint.yaml'), tintPage);
      // The chain of question pages is declared once: the new page is its last step, for replacements.
      editYaml(
        configDir,
        'sequences.yaml',
        '        note: With capability questions.\n',
        '        note: With capability questions.\n      - page: windshield-tint\n        when: { falsy: order.damage.isRepair }\n        note: Every replacement is asked about the tint.\n',
      );
    });
  });
  test.afterAll(async () => {
    await prepared?.sandbox.stop();
    prepared?.copy.remove();
  });

  test('the new page asks its required question, goes on to the quote, and keeps the answer on the way back', async ({ page }) => {
    const { origin } = prepared!.sandbox;
    await walkToZip(page, origin, avalon, 'service-zip');
    // The 2012 Avalon asks no question of the parts API: service-zip → the new page.
    await submitZip(page, '85016');
    await expect(page).toHaveURL(/\/fmg\/windshield-tint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Is your windshield tinted?' })).toBeVisible();
    await expect(page.getByText('Some windshields have a tinted band across the top; we fit the same glass.')).toBeVisible();

    // Continue without answering: the required-field error, announced at the field, and the page stays.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const band = page.getByRole('radio', { name: 'Yes, a tinted band across the top' });
    await expect(band).toBeFocused();
    await expect(band).toHaveAttribute('aria-invalid', 'true');
    await expect(band).toHaveAccessibleDescription(/Choose an answer for .Does your windshield have a tinted band\?./);
    await expect(problemSummary(page)).toContainText('There is 1 problem on this page');
    await expect(page).toHaveURL(/\/fmg\/windshield-tint$/);

    await band.check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/quote$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();

    // Back from the quote: the last step of the chain that applies is the new page, the answer kept.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/windshield-tint$/);
    await expect(band).toBeChecked();
    // And back again: no earlier question applies, so service-zip, the zip kept.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/service-zip$/);
    await expect(page.getByLabel('Zip code')).toHaveValue('85016');
  });
});

test.describe('an optional page removed and a route renamed with YAML only', () => {
  let prepared: { copy: ConfigCopy; sandbox: RunningSandbox } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(prepareTimeoutMs);
    prepared = await prepare('removed-page', (configDir) => {
      // molding-questions goes: its file, its step of the question chain, its auto-route entry, and the
      // prerequisites that waited for its answers.
      rmSync(join(configDir, 'pages', 'molding-questions.yaml'));
      const moldingAnswered = '    - any:\n        - empty: user.pageData.stages.moldingQuestions\n        - nonEmpty: order.damage.moldingQuestionAnswers\n';
      editYaml(configDir, 'pages/quote.yaml', moldingAnswered, '');
      editYaml(configDir, 'pages/capability-questions.yaml', moldingAnswered, '');
      editYaml(configDir, 'sequences.yaml', '      - page: molding-questions\n        when: { nonEmpty: user.pageData.stages.moldingQuestions }\n        note: With molding questions.\n', '');
      editYaml(configDir, 'pages/auto-route.yaml', '  - molding-questions\n', '');
      // Its page data is no longer reset by the cascade, and the journeys that walk through it go with it (funnel lint
      // checks the journeys too).
      editYaml(configDir, 'cascades.yaml', '      - user.pageData.molding-questions\n', '');
      for (const file of readdirSync(join(configDir, 'journeys'))) {
        if (readFileSync(join(configDir, 'journeys', file), 'utf8').includes('molding-questions')) rmSync(join(configDir, 'journeys', file));
      }
      // service-zip is reached at /fmg/zip-code.
      editYaml(configDir, 'pages/service-zip.yaml', 'route: service-zip\n', 'route: zip-code\n');
    });
  });
  test.afterAll(async () => {
    await prepared?.sandbox.stop();
    prepared?.copy.remove();
  });

  test('a vehicle with molding questions goes from the renamed zip page straight to the quote, and back', async ({ page }) => {
    const { origin } = prepared!.sandbox;
    await walkToZip(page, origin, camry, 'zip-code');
    await submitZip(page, '85016');
    // With the shipped config the 2012 Camry would be asked its molding questions here.
    await expect(page).toHaveURL(/\/fmg\/quote$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
    await expect(page.getByTestId('quote-total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/zip-code$/);
    await expect(page.getByLabel('Zip code')).toHaveValue('85016');
  });
});
