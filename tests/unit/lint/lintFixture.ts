import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { stringify } from 'yaml';
import type { Diagnostic } from '../../../engine/config/Diagnostic';
import { decodeConfigText } from '../../../engine/config/decodeConfigText';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import { parseJourneyFile } from '../../../engine/config/parseJourneyFile';
import type { ConfigFile } from '../../../engine/config/parseFunnelConfig';
import type { FunnelConfig, NavigationRule, PageConfig, SequenceConfig } from '../../../engine/config/types';
import { lintFunnel } from '../../../engine/lint/lintFunnel';

/** tests/fixtures/configs/<name>/ as parseFunnelConfig input, decoded as every reader of config files does (decodeConfigText). */
export function readFixtureFiles(name: string): ConfigFile[] {
  const dir = join(import.meta.dirname, '../../fixtures/configs', name);
  const read = (path: string) => decodeConfigText(readFileSync(path));
  const files: ConfigFile[] = [];
  for (const file of ['funnel.yaml', 'cascades.yaml']) files.push({ path: file, text: read(join(dir, file)) });
  for (const file of ['sequences.yaml', 'actions.yaml']) {
    if (existsSync(join(dir, file))) files.push({ path: file, text: read(join(dir, file)) });
  }
  for (const file of readdirSync(join(dir, 'pages')).sort()) {
    files.push({ path: `pages/${file}`, text: read(join(dir, 'pages', file)) });
  }
  return files;
}

let baseConfig: FunnelConfig | undefined;

/**
 * A fresh copy of the minimal valid fixture config, to mutate in one table row. Its form fields' titles are left out:
 * the rows' positions follow the config written back as YAML (toConfigFiles), laid out before the fixture's fields had
 * titles (a title is a line of its own there); form-label's table writes them back where it needs them
 * (`withFieldTitles`).
 */
export function createBaseConfig(): FunnelConfig {
  if (!baseConfig) {
    const { config, diagnostics } = parseFunnelConfig(readFixtureFiles('minimal'));
    if (!config || diagnostics.length > 0) throw new Error(`minimal fixture is not valid: ${JSON.stringify(diagnostics)}`);
    for (const page of config.pages) {
      for (const field of Object.values((page.fields?.schema as { properties?: Record<string, { title?: string }> } | undefined)?.properties ?? {})) delete field.title;
    }
    baseConfig = config;
  }
  return structuredClone(baseConfig);
}

/** The minimal fixture's form fields' titles, as its files give them (createBaseConfig leaves them out). */
export function withFieldTitles(config: FunnelConfig): void {
  const { config: titled } = parseFunnelConfig(readFixtureFiles('minimal'));
  for (const page of config.pages) {
    const properties = (page.fields?.schema as { properties?: Record<string, { title?: string }> } | undefined)?.properties ?? {};
    const titles = (titled!.pages.find((other) => other.id === page.id)?.fields?.schema as { properties?: Record<string, { title?: string }> } | undefined)?.properties ?? {};
    for (const [name, field] of Object.entries(properties)) if (titles[name]?.title !== undefined) field.title = titles[name]!.title;
  }
}

/** The config written back as YAML files (yaml.stringify, so positions in expectations follow its layout). */
export function toConfigFiles(config: FunnelConfig): ConfigFile[] {
  return [
    { path: 'funnel.yaml', text: stringify(config.funnel) },
    { path: 'cascades.yaml', text: stringify({ cascades: config.cascades }) },
    ...config.pages.map((page) => ({ path: `pages/${page.id}.yaml`, text: stringify(page) })),
    ...(config.sequences && Object.keys(config.sequences).length > 0 ? [{ path: 'sequences.yaml', text: stringify({ sequences: config.sequences }) }] : []),
    ...(config.actions && Object.keys(config.actions).length > 0 ? [{ path: 'actions.yaml', text: stringify({ actions: config.actions }) }] : []),
    ...Object.entries(config.assets ?? {}).map(([path, text]) => ({ path, text })),
  ];
}

/** A diagnostic as a table row states it: 1-based `line:column`. */
export interface DiagnosticRow {
  code: string;
  file: string;
  at: string;
  message: string;
  severity: Diagnostic['severity'];
}

/** Parses and lints files (and journeys, `journeys/<index>.yaml`, checked against them); every diagnostic as a row. */
export function lintFiles(files: ConfigFile[], journeyTexts: readonly string[] = []): DiagnosticRow[] {
  const { config, diagnostics, sources } = parseFunnelConfig(files);
  const journeys = journeyTexts.map((text, index) => parseJourneyFile({ path: `journeys/${index}.yaml`, text }, sources));
  const valid = journeys.filter((journey) => journey.journey !== null);
  const all = [...diagnostics, ...journeys.flatMap((journey) => journey.diagnostics), ...(config ? lintFunnel(config, sources, undefined, valid) : [])];
  return all.map((d) => ({
    code: d.code,
    file: d.file,
    at: `${d.range.start.line + 1}:${d.range.start.character + 1}`,
    message: d.message,
    severity: d.severity,
  }));
}

/** Mutates a copy of the base config, writes it as YAML, parses and lints it (with the journeys given). */
export function lintMutated(mutate: (config: FunnelConfig) => void, journeyTexts: readonly string[] = []): DiagnosticRow[] {
  const config = createBaseConfig();
  mutate(config);
  return lintFiles(toConfigFiles(config), journeyTexts);
}

/** The page of a config by id (throws when absent, so a row's typo fails loudly). */
export function page(config: FunnelConfig, id: string): PageConfig {
  const found = config.pages.find((p) => p.id === id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
}

/**
 * Adds sequences.yaml with one sequence, `checkout` (quote when a VIN is known, then confirmation; back to vehicle
 * without a zip, else vehicle-damage), and sends vehicle-damage's forward through it.
 */
export function addSequence(config: FunnelConfig): SequenceConfig {
  const checkout: SequenceConfig = {
    steps: [{ page: 'quote', when: { truthy: 'order.vehicle.vin' }, note: 'With a VIN.' }],
    after: { to: 'confirmation' },
    before: [{ to: 'vehicle', when: { falsy: 'order.serviceLocation.zipCode' } }, { to: 'vehicle-damage' }],
  };
  config.sequences = { checkout };
  page(config, 'vehicle-damage').navigation['forward'] = { sequence: 'checkout' };
  return checkout;
}

/** The rules of a scenario as a list (throws when it goes through a sequence: the row should edit sequences). */
export function rules(config: FunnelConfig, pageId: string, scenario: string): NavigationRule[] {
  const value = page(config, pageId).navigation[scenario];
  if (!value) throw new Error(`no scenario ${scenario} on ${pageId}`);
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry) => {
    if ('sequence' in entry) throw new Error(`${pageId} ${scenario} goes through sequence ${entry.sequence}`);
    return entry;
  });
}

/** What a table row expects: a file, a 1-based position and a fragment of the message (the whole message if `exact`). */
export interface ExpectedDiagnostic {
  file: string;
  at: string;
  message: string;
  exact?: boolean;
  /** Checked when given (a rule that reports some problems as warnings). */
  severity?: 'error' | 'warning';
}

/** One row of a lint rule's table. */
export interface LintCase {
  name: string;
  mutate: (config: FunnelConfig) => void;
  /** Journey files (YAML texts) linted with the config, when the row is about what journeys use. */
  journeys?: string[];
  expected: ExpectedDiagnostic[];
}

/** Asserts that the diagnostics of one code after a row's mutation are exactly the row's, in order. */
export function expectLintCase(code: string, { mutate, journeys, expected }: LintCase): void {
  const actual = lintMutated(mutate, journeys).filter((d) => d.code === code);
  expect(actual.map(({ file, at }) => ({ file, at }))).toEqual(expected.map(({ file, at }) => ({ file, at })));
  actual.forEach((d, i) => {
    const row = expected[i]!;
    if (row.exact) expect(d.message).toBe(row.message);
    else expect(d.message).toContain(row.message);
    if (row.severity) expect(d.severity).toBe(row.severity);
  });
}
