/**
 * SPEC §9 constants live in funnel.yaml only: no code in engine/ or renderers/ writes one of their values as a literal
 * where it means that constant. The source is read with the TypeScript scanner (so comments never count, and text in
 * strings, templates and JSX does), every number and text is compared with the constants' values (and the same
 * durations in seconds or milliseconds), and what remains must be explained by a generic rule or the allow-list below,
 * each entry with its reason. An allow-list entry that no longer matches anything fails too, so the list stays true.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { FunnelConstants } from '../../../engine/config/types';
import { loadFunnelConstants } from '../../harness/loadFunnelConstants';

const root = join(import.meta.dirname, '../../..');
const constants = loadFunnelConstants();

/** A value found in the source that equals a constant's. */
interface Finding {
  file: string;
  line: number;
  /** The source line, trimmed. */
  code: string;
  constant: keyof FunnelConstants;
  value: string;
}

/** A literal that equals a constant's value but means something else. */
interface Allowed {
  file: string;
  constant: keyof FunnelConstants;
  /** A fragment of the line the literal is on. */
  code: string;
  reason: string;
}

const allowed: Allowed[] = [
  { file: 'engine/lint/rules/brand.ts', constant: 'referralNumberLength', code: '[0-9a-fA-F]{6}', reason: 'a #rrggbb colour has 6 hex digits' },
  { file: 'engine/lint/rules/brand.ts', constant: 'lastFiveLoggingCharacters', code: '[1, 3, 5].map', reason: 'where the red, green and blue digits start in #rrggbb' },
  { file: 'engine/domain/getVinProblem.ts', constant: 'applePayMinimumIosVersion', code: 'vin.length !== 17', reason: 'a VIN has 17 characters (49 CFR 565)' },
  { file: 'renderers/pages/VinEntry.tsx', constant: 'applePayMinimumIosVersion', code: 'const vinLength = 17', reason: 'a VIN has 17 characters' },
  { file: 'renderers/pages/VinEntry.tsx', constant: 'applePayMinimumIosVersion', code: '17 letters and digits', reason: 'a VIN has 17 characters' },
  { file: 'renderers/pages/VinEntryMessages.ts', constant: 'applePayMinimumIosVersion', code: 'A VIN has 17 characters', reason: 'a VIN has 17 characters' },
  { file: 'engine/domain/fromFunnelCookieValue.ts', constant: 'routeFadeMilliseconds', code: 'maxTextLength = 200', reason: 'the longest text kept from a funnel cookie field' },
  { file: 'engine/domain/toAffiliateCookie.ts', constant: 'routeFadeMilliseconds', code: 'maxCampaignLength = 200', reason: 'the longest campaign kept in the tracking record' },
  { file: 'engine/domain/toPageAnalyticsCalls.ts', constant: 'providerSearchResults', code: 'maxText = 100', reason: 'the analytics contract’s longest text' },
  { file: 'engine/runtime/createPageAnalytics.ts', constant: 'providerSearchResults', code: 'maxCategory = 100', reason: 'the analytics contract’s longest category' },
  { file: 'engine/runtime/createPageAnalytics.ts', constant: 'providerSearchResults', code: 'maxAction = 100', reason: 'the analytics contract’s longest action' },
  {
    file: 'engine/domain/isWaitListOffered.ts',
    constant: 'cookieUserIdDays',
    code: 'defaultWaitListThresholdDays = 7',
    reason: 'the control value of the Waitlist_Threshold_Days experiment setting, not a cookie lifetime',
  },
  { file: 'engine/config/createConfigAjv.ts', constant: 'cookieUserIdDays', code: 'json-schema-draft-07.json', reason: 'the JSON Schema draft the meta-schema is (draft 7)' },
  { file: 'engine/lint/rules/formSchema.ts', constant: 'cookieUserIdDays', code: "'http://json-schema.org/draft-07/schema#'", reason: 'the JSON Schema draft a page form is written in (draft 7)' },
  { file: 'engine/domain/isTime24.ts', constant: 'lastFiveLoggingCharacters', code: '[0-5][0-9]', reason: 'the tens of minutes in HH:MM (00 to 59)' },
  { file: 'engine/domain/toExternalParameters.ts', constant: 'lastFiveLoggingCharacters', code: '/^\\d{5}$/', reason: 'a zip code has 5 digits' },
  { file: 'engine/domain/toExternalParameters.ts', constant: 'lastFiveLoggingCharacters', code: 'is not a 5-digit zip', reason: 'a zip code has 5 digits' },
  { file: 'engine/domain/paramConverters.ts', constant: 'lastFiveLoggingCharacters', code: '/^\\d{5}$/', reason: 'a zip code has 5 digits' },
  { file: 'engine/domain/toProviderNumber.ts', constant: 'lastFiveLoggingCharacters', code: 'providerNumber.length > 5', reason: 'SPEC §5: a provider number longer than 5 characters (another rule that happens to say 5)' },
  { file: 'engine/domain/toLoggingOption.ts', constant: 'lastFiveLoggingCharacters', code: "'last-5': 'last5'", reason: 'how ?log= may spell the option’s name' },
  { file: 'renderers/pages/SchedulePicker.tsx', constant: 'lastFiveLoggingCharacters', code: 'shopsShownFirst = 5', reason: 'how many shops show before “Show all”' },
  { file: 'renderers/pages/GlassPickerDiagram.tsx', constant: 'referralNumberLength', code: 'rx="6"', reason: 'the corner radius of a drawn roof' },
  { file: 'engine/domain/toPriceSummary.ts', constant: 'cookieAffiliateDays', code: 'thousandthsOfPercentInOne = 100_000', reason: 'a whole in thousandths of a percent, to work out a tax rate exactly' },
  { file: 'engine/runtime/ensureSession.ts', constant: 'agentStatusMaxPollMilliseconds', code: 'const millisecondsPerMinute = 60_000;', reason: 'the milliseconds in a minute, for timeouts given in minutes' },
  // The lead moves these calls into page YAML (issue #10 items 1 and 4); then the literals and these entries go.
];

const millisecondsPerSecond = 1000;
const secondsPerMinute = 60;

/** Each number that stands for a constant: its value, and a duration's value in seconds and milliseconds too. */
function getNumbersByConstant(): Map<number, Array<keyof FunnelConstants>> {
  const numbers = new Map<number, Array<keyof FunnelConstants>>();
  const add = (value: number, constant: keyof FunnelConstants) => numbers.set(value, [...(numbers.get(value) ?? []), constant]);
  const secondsPerDay = constants.millisecondsPerDay / millisecondsPerSecond;
  for (const [constant, value] of Object.entries(constants) as Array<[keyof FunnelConstants, FunnelConstants[keyof FunnelConstants]]>) {
    const numeric = typeof value === 'number' ? [value] : typeof value === 'string' && /^\d+$/.test(value) ? [Number(value)] : [];
    if (Array.isArray(value)) numeric.push(...value.filter((item) => /^\d+$/.test(item)).map(Number));
    for (const n of numeric) {
      add(n, constant);
      if (constant.endsWith('Minutes')) [n * secondsPerMinute, n * secondsPerMinute * millisecondsPerSecond].forEach((d) => add(d, constant));
      if (constant.endsWith('Days')) [n * secondsPerDay, n * constants.millisecondsPerDay].forEach((d) => add(d, constant));
    }
  }
  add(secondsPerDay, 'millisecondsPerDay');
  return numbers;
}
const numbersByConstant = getNumbersByConstant();

/** The constants whose value is text that is not a number, found wherever a text contains it. */
const textConstants = (['affiliateCookieMarker'] as const).map((constant) => ({ constant, text: constants[constant] }));

/** Number tokens in a text: digit runs (with thousands separators) not part of a word. */
function numbersInText(text: string): number[] {
  return [...text.matchAll(/(?<![\w.])(\d{1,3}(?:[,_]\d{3})+|\d+)(?![\w])/g)].map((match) => Number(match[1]!.replace(/[,_]/g, '')));
}

/** Whether a number literal sits in a table of numbers (an array or object of four or more numbers), e.g. VIN weights. */
function isInNumberTable(node: ts.Node): boolean {
  const parent = node.parent;
  const isNumber = (element: ts.Node) => ts.isNumericLiteral(element) || (ts.isPropertyAssignment(element) && ts.isNumericLiteral(element.initializer));
  if (ts.isArrayLiteralExpression(parent)) return parent.elements.filter(isNumber).length >= 4;
  if (ts.isPropertyAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) return parent.parent.properties.filter(isNumber).length >= 4;
  return false;
}

/** Whether a 100 converts money to or from whole cents (`* 100`, `/ 100`). */
function isCents(node: ts.Node, value: number): boolean {
  const parent = node.parent;
  return (
    value === 100 &&
    ts.isBinaryExpression(parent) &&
    (parent.operatorToken.kind === ts.SyntaxKind.AsteriskToken || parent.operatorToken.kind === ts.SyntaxKind.SlashToken)
  );
}

/** Whether a text is the `path` of a cookie's options: `{ path, maxAgeSeconds }`, or options handed to a cookie call. */
function isCookiePath(node: ts.StringLiteral, source: ts.SourceFile): boolean {
  const property = node.parent;
  if (!ts.isPropertyAssignment(property) || property.name.getText(source) !== 'path' || !ts.isObjectLiteralExpression(property.parent)) return false;
  const options = property.parent;
  const hasLifetime = options.properties.some((other) => other.name !== undefined && /^(maxAge|maxAgeSeconds|expires)$/.test(other.name.getText(source)));
  const call = options.parent;
  return hasLifetime || (ts.isCallExpression(call) && /cookie/i.test(call.expression.getText(source)));
}

/** Every value in one source file that equals a constant's, outside comments and the generic rules. */
function scanSource(file: string, text: string): Finding[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const findings: Finding[] = [];
  const report = (node: ts.Node, constant: keyof FunnelConstants, value: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push({ file, line: line + 1, code: text.split('\n')[line]!.trim(), constant, value });
  };
  const reportNumbers = (node: ts.Node, numbers: number[]) => {
    for (const n of numbers) for (const constant of numbersByConstant.get(n) ?? []) report(node, constant, String(n));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node)) {
      const value = Number(node.text);
      if (!isInNumberTable(node) && !isCents(node, value)) reportNumbers(node, [value]);
    } else if (ts.isStringLiteralLike(node) && isSvgPathData(node.text)) {
      // SVG path data (a drawn vehicle, an icon: issue #14) is coordinates, not constants.
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node) || ts.isRegularExpressionLiteral(node)) {
      const content = ts.isJsxText(node) ? node.text : node.getText(source);
      reportNumbers(node, numbersInText(content));
      for (const { constant, text: value } of textConstants) if (content.includes(value)) report(node, constant, value);
      // SPEC §9 "the funnel cookie path is /": a cookie's `path: '/'` written in code.
      if (ts.isStringLiteral(node) && node.text === constants.funnelCookiePath && isCookiePath(node, source)) report(node, 'funnelCookiePath', node.text);
    } else if (ts.isArrayLiteralExpression(node)) {
      // SPEC §9 state list: two or more of its states listed together.
      const states = node.elements.filter((element) => ts.isStringLiteral(element) && constants.states.includes(element.text));
      if (states.length >= 2) report(node, 'states', states.map((state) => (state as ts.StringLiteral).text).join(','));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Whether a text is SVG path data: drawing commands and coordinates only ("M6 44 L9 33 Q11 30 16 30 Z"). */
function isSvgPathData(text: string): boolean {
  return /^\s*[Mm][\d\s.,-]/.test(text) && /^[MmLlHhVvCcSsQqTtAaZz\d\s.,-]+$/.test(text);
}

/** Durations in a stylesheet that equal a constant in milliseconds (the route fade, the chunk timeout). */
function scanStylesheet(file: string, text: string): Finding[] {
  const durations = (['routeFadeMilliseconds', 'chunkLoadTimeoutMilliseconds'] as const).map((constant) => ({ constant, value: constants[constant] }));
  const findings: Finding[] = [];
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(/(?<![\w.-])(\d+(?:\.\d+)?)(ms|s)\b/g)) {
        const milliseconds = Number(match[1]) * (match[2] === 's' ? millisecondsPerSecond : 1);
        for (const { constant, value } of durations) {
          if (milliseconds === value) findings.push({ file, line: index + 1, code: line.trim(), constant, value: match[0] });
        }
      }
    });
  return findings;
}

/**
 * Source files that are not the funnel, and have numbers of their own rather than its SPEC §9 constants: engine/cli
 * (the developer tools: coverage percentages, build locks), renderers/studio (the product owner's studio, issue #15:
 * layout sizes, chart scales), the SHA-256 of the config's content hash (the algorithm's own numbers, FIPS 180-4) and
 * the tables generated from the API contract for lint (its lengths and bounds: the services' numbers).
 */
const notTheFunnel = [
  join('engine', 'cli'),
  join('renderers', 'studio'),
  join('engine', 'compile', 'getContentHash.ts'),
  join('engine', 'domain', 'operationParams.ts'),
  join('engine', 'domain', 'orderValueShapes.ts'),
];

/** The source files of engine/ and renderers/ (tests excluded), relative to the repository, but notTheFunnel's. */
function listSources(): string[] {
  return ['engine', 'renderers'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file))
      .filter((file) => /\.(ts|tsx|mjs|css)$/.test(file) && !/\.test\./.test(file) && !notTheFunnel.some((path) => file.startsWith(path))),
  );
}

function scanAll(): Finding[] {
  return listSources().flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return file.endsWith('.css') ? scanStylesheet(file, text) : scanSource(file, text);
  });
}

const isAllowed = (finding: Finding, entry: Allowed) =>
  finding.file === entry.file && finding.constant === entry.constant && finding.code.includes(entry.code);

describe('no SPEC §9 constant is written as a literal in engine/ or renderers/', () => {
  const findings = scanAll();

  it('every value equal to a constant’s is explained', () => {
    const byPlace = new Map<string, string[]>();
    for (const { file, line, constant, value, code } of findings.filter((finding) => !allowed.some((entry) => isAllowed(finding, entry)))) {
      const place = `${file}:${line} ${value}: ${code}`;
      byPlace.set(place, [...(byPlace.get(place) ?? []), constant]);
    }
    const unexplained = [...byPlace].map(([place, names]) => `${place}  (${names.join(' or ')})`);
    expect(unexplained, 'read these from model.funnel.constants (or allow-list them with a reason)').toEqual([]);
  });

  it('every allow-list entry still matches a literal', () => {
    const stale = allowed.filter((entry) => !findings.some((finding) => isAllowed(finding, entry)));
    expect(stale).toEqual([]);
  });

  it.each<[string, string, string, string[]]>([
    ['a constant read from the model', 'engine/x.ts', 'const days = model.funnel.constants.savedSessionTimeoutDays;', []],
    ['a comment naming the value', 'engine/x.ts', '// SPEC §9: 45 days\nconst x = 1;', []],
    ['a fallback repeating the value', 'engine/x.ts', 'const days = constants.savedSessionTimeoutDays ?? 45;', ['savedSessionTimeoutDays']],
    ['the value in a message', 'engine/x.ts', 'const text = `kept for 45 days`;', ['savedSessionTimeoutDays']],
    ['a lifetime in seconds', 'engine/x.ts', 'const maxAge = 1800;', ['sessionTimeoutMinutes', 'analyticsSessionTimeoutMinutes', 'cookieSessionIdMinutes', 'cookieSessionKeyMinutes']],
    ['a day in milliseconds with separators', 'engine/x.ts', 'const msPerDay = 86_400_000;', ['millisecondsPerDay']],
    ['an account number in a string', 'renderers/x.ts', "const parent = '167132';", ['defaultCashParentAccountNumber']],
    ['the marker in a name', 'engine/x.ts', 'const name = `${source}_Track`;', ['affiliateCookieMarker']],
    ['a cookie path', 'engine/x.ts', "cookies.set(name, value, { path: '/' });", ['funnelCookiePath']],
    ['a cookie’s options with a path', 'engine/x.ts', "const options = { maxAgeSeconds: 60, path: '/' };", ['funnelCookiePath']],
    ['a route’s path is not a cookie’s', 'renderers/x.ts', "const route = { id: 'root', path: '/' };", []],
    ['the state list', 'engine/x.ts', "const served = ['AZ', 'CT'];", ['states']],
    ['a table of numbers', 'engine/x.ts', 'const weights = [8, 7, 6, 5, 4];', []],
    ['cents', 'engine/x.ts', 'const cents = Math.round(amount * 100);', []],
    ['text in JSX', 'renderers/x.tsx', 'const p = <p>Chunks of 4096 characters</p>;', ['crossTabMessageChunkSize']],
  ])('the scan: %s', (_name, file, text, expected) => {
    expect(scanSource(file, text).map((finding) => finding.constant)).toEqual(expected);
  });

  it('the scan of a stylesheet finds the route fade as a duration', () => {
    expect(scanStylesheet('renderers/x.css', '/* 200ms */\n.a { transition: opacity 0.2s; animation: x 200ms; width: 200px; }').map((f) => f.value)).toEqual(['0.2s', '200ms']);
  });
});
