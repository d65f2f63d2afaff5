/**
 * Checks the production bundle against DESIGN's performance rules and issue #12's size budgets. Rules: no YAML parser
 * (the browser never parses YAML) and no `new Function` (validators are precompiled, so a strict Content-Security-Policy
 * works). Sizes (gzip, as `vite build` reports them), from the build's manifest (dist/.vite/manifest.json):
 *
 * - the first render: the scripts index.html loads and preloads (the entry and the first page's own code) and what
 *   they import;
 * - each journey of funnel-config/journeys: the first render's scripts, then what each page the journey goes through
 *   loads (its part of the model, its renderer or form and validator, and what they import), and the code every visit
 *   loads after its first page (virtual routes' handlers, the larger route guards, analytics, cross-tab sharing);
 * - the stylesheets of the first render and of each journey.
 *
 * Each is held to a limit (a size at which the check fails: a regression) and compared with issue #12's goal, printed
 * with the gap while it is not reached. Sizes are deterministic, so this is a check, not a timed test. Run after
 * `npm run build`: `node --import tsx tests/harness/checkBundle.ts [distDir]`; exits 1 naming each problem, 2 without a
 * build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { toRendererModule } from '../../renderers/app/build/funnelConfigPlugin';
import type { FunnelModel } from '../../engine/compile/FunnelModel';
import { loadFunnelModel } from './loadFunnelModel';

/** What must not appear in a shipped script, and why. */
const forbidden = [
  { marker: 'new Function', reason: 'runtime code generation (ajv compiling a schema); validators must be precompiled' },
  // The `yaml` package's error class name: a string literal in its source, so it survives minification.
  { marker: 'YAMLParseError', reason: 'the yaml parser; funnel-config/ must be compiled at build time' },
] as const;

/**
 * Size budgets in KiB of gzip. `goal`: issue #12's. `limit`: what fails the check, today's size with a little room, so
 * the bundle cannot grow unnoticed; lowered towards the goal as the bundle shrinks (equal to it once reached).
 */
export const budgets = {
  // Issue #14 put the brand's header, the order summary's frame and the progress by stages on every page (~4 KiB).
  // Issue #12 then took out axios's fetch adapter, react-router's development warnings, the chat and the order
  // converters (each loaded when needed) (165.3 -> 156.2 KiB). The first page drawn without the route fade and the
  // background calls held until the page is on the screen added 0.1 KiB (158.0 -> 158.1; Lighthouse LCP 2.50 -> 2.17 s).
  // The funnel's own router in place of react-router's data router (createFunnelRouter) took out 16.6 KiB (141.5), and
  // react-router's unused components left out (pureReactRouterPlugin) 8.7 KiB more (132.8). No modulepreload polyfill
  // and no favicon markup in the browser's model: 0.3 KiB (132.5). axios's CancelToken and HttpStatusCode, which the
  // funnel never uses, left out (vite.config.ts axiosLeftOut): 1.0 KiB (131.4). The runtime's decision trace and session
  // saves' sender fetched once the visitor starts answering (engine/runtime/deferredRuntime.ts): 1.7 KiB (129.7). The
  // notes of navigation rules and binding steps, and actions' descriptions, left out of the browser's model: 0.3 (129.4).
  // Then, in this order: axios's FormData, URL-encoded body and progress helpers left out: 0.8 (128.6); the frame's
  // header bar and footer kept as index.html holds them (StaticFrameContext): 1.1 (127.5); the experiment runner, then
  // analytics, in the deferred code: 0.8 and 0.3 (126.4); a GET's query string written by the client, axios's writer
  // left out: 0.7 (125.7); axios's XSRF cookie reader: 0.2 (125.5); the summaries' words loaded with the code that
  // reads them (FunnelDetails): 0.6 (124.9); experiments nothing on the page reads run after it is shown (so the
  // deferred code is not fetched beside it): +0.1 (125.0); the browser's model written without the page list, routes
  // and pages' ids it restates (engine/compile/browserModel.ts): 0.4 (124.6). The price summary's kinds of line each
  // shown once however often the config lists them (its amounts add up): 5 bytes (124.7). A failure alert that takes
  // the focus (PageProblems: on a phone the alert was a screen above the button pressed): 0.1 (124.8).
  firstRenderJs: { label: 'JS for the first render', goal: 125, limit: 125.5 },
  // Issue #14 added the order summary (its rows, the vehicle silhouettes, the glass diagram: its own chunk, ~2.5 KiB).
  // Issue #12 then also replaced RJSF's fast-uri and left out RJSF's defaults the theme replaces (281.3 -> 269.9 KiB),
  // and added the held saves, the frozen view of a page being left and the start-time sending rule (~0.6 KiB: the
  // slowest transition went from 355 to 235 ms). The funnel's own router and react-router's unused components left
  // out took out 25.3 KiB (272.5 -> 247.2 KiB), and RJSF's parts no form names (unnamedRjsfPartsPlugin) 5.5 more; the
  // RJSF fields for lists, choices among schemas and unsupported types no form draws, and the input widgets no form
  // names, 5.9 more (235.8); the first render's 0.3 KiB (235.5); RJSF's reference resolution when no schema has a
  // reference, the wrapper of its own FieldTemplate and its omitExtraData (never turned on) 3.2 more (232.3); RJSF's
  // own buttons, all replaced by the theme's, 0.5 more (231.8); a deep equality in place of RJSF's fast-equals, 1.8 more
  // (230.0); axios's unused statics (above) 1.1 more (228.9). The runtime's deferred code (above) is a chunk of its own,
  // and the order converter then one too: +1.4 KiB (230.3). The readers' notes and descriptions (above): 2.1 less (228.2).
  // The first render's changes (above) in the same order: 227.4, 226.3, 226.4, 225.7, 225.1, 224.8, 225.2 (the
  // summaries' words are a chunk of their own), 225.2, 224.7. A plain allOf merge in place of @x0k/json-schema-merge
  // where every allOf merges plainly: 3.5 less (221.2). RJSF's reference resolution itself (findSchemaDefinition,
  // jsonpointer) left out too: 0.6 less; the theme's list templates with RJSF's list field: 0.3 less (220.3). The price summary's
  // kinds of line each shown once: 220.4. The failure alert focused and a form's problems listed in the order of its
  // fields (toFieldOrder): 220.6. What a form's visitor typed and has not sent kept through a reload (formDraft): 220.7.
  // The shown page's derived data following another tab's change (getDerivedSteps), the stale call-failure banner taken
  // away: 221.1. The custom renderers' choices not yet sent (the damage, the shop and time, the way to pay) kept through a
  // reload like a form's (usePageDraft): 221.5. A part's child parts (a windshield's molding) taxed, listed and charged
  // (toFlatLineItems), the small line-item helpers one chunk (vite.config.ts): 221.9. Back onto a page whose answers were
  // reset goes on quietly (auto-route), the banners of how the visitor came to a page go when it is left: 222.0; the
  // limit 0.3 above (CI's builds measure up to 0.1 more).
  journeyJs: { label: 'JS for a whole journey (the largest)', goal: 200, limit: 222.3 },
  css: { label: 'CSS for a whole journey (the largest)', goal: 15, limit: 15 },
} as const;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const distDir = resolve(process.argv[2] ?? join(repoRoot, 'dist'));
const assetsDir = join(distDir, 'assets');
const manifestFile = join(distDir, '.vite', 'manifest.json');
if (!existsSync(assetsDir) || !existsSync(manifestFile)) {
  console.error(`No build (or no manifest) at ${distDir}: run \`npm run build\` first.`);
  process.exit(2);
}

const problems: string[] = [];

// DESIGN performance rules.
const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
for (const name of scripts) {
  const code = readFileSync(join(assetsDir, name), 'utf8');
  for (const { marker, reason } of forbidden) {
    if (code.includes(marker)) problems.push(`${relative(process.cwd(), join(assetsDir, name))}: contains "${marker}" (${reason})`);
  }
}

/** One manifest entry: a chunk (or stylesheet) and what it imports. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
/** The manifest's keys are module paths relative to the Vite root (renderers/app). */
const viteRoot = join(repoRoot, 'renderers/app');
const keyOf = (modulePath: string) => relative(viteRoot, modulePath);

const gzipOf = new Map<string, number>();
/** A built file's gzip size in bytes. */
function gzipSize(file: string): number {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return gzipOf.get(file)!;
}

/** The chunks of these manifest keys and of everything they import (statically), and their stylesheets. */
function withImports(keys: Iterable<string>): { scripts: Set<string>; styles: Set<string> } {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: new Set([...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))), styles };
}
const kib = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0) / 1024;

// The first render: what index.html loads and preloads.
const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const linked = [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
const first = withImports(linked.map((file) => byFile.get(file)).filter((key): key is string => key !== undefined));
for (const file of linked) if (file.endsWith('.css')) first.styles.add(file);

// A whole journey: the first render, the code each page it goes through loads, and what every visit loads after its
// first page (the entry's other dynamic imports: handlers, guards, analytics, cross-tab sharing, the chat's launcher;
// not the chat panels, fetched when the visitor reaches for the launcher).
const model: FunnelModel = loadFunnelModel(join(repoRoot, 'funnel-config'));
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const pageModules = (pageId: string): string[] => {
  const page = model.pages[pageId];
  if (!page) return [];
  if (page.kind !== 'page') return [];
  const own = [`../../virtual:funnel-page/${pageId}`];
  if (page.renderer) return [...own, keyOf(toRendererModule(repoRoot, page.renderer))];
  if (page.fields) return [...own, 'PageView.tsx', keyOf(join(repoRoot, 'renderers/form/createPageValidator.ts')), `../../virtual:funnel-validator/${pageId}`];
  return own;
};
const allPageModules = new Set(model.pageIds.flatMap(pageModules));
const afterFirstPage = (manifest[entryKey]!.dynamicImports ?? []).filter((key) => !allPageModules.has(key) && !/chat\/ChatPanels/.test(key));

/** The pages a journey goes through: those its steps name, and the page each address it opens shows. */
function journeyPages(file: string): string[] {
  const journey = parse(readFileSync(file, 'utf8')) as { steps?: Array<Record<string, unknown>> };
  const pages = new Set<string>();
  for (const step of journey.steps ?? []) {
    for (const kind of ['submit', 'act', 'run', 'expect']) {
      const page = (step[kind] as { page?: unknown } | undefined)?.page;
      if (typeof page === 'string') pages.add(page);
    }
    if (typeof step.open === 'string') {
      const route = step.open.replace(model.funnel.basePath, '').split('?')[0]!.replace(/^\/+|\/+$/g, '');
      const pageId = model.routes[route];
      if (pageId) pages.add(pageId);
    }
  }
  return [...pages];
}
const journeysDir = join(repoRoot, 'funnel-config/journeys');
const journeys = readdirSync(journeysDir)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => {
    const pages = journeyPages(join(journeysDir, name));
    const loaded = withImports([entryKey, ...afterFirstPage, ...pages.flatMap(pageModules)]);
    for (const file of first.scripts) loaded.scripts.add(file);
    for (const file of first.styles) loaded.styles.add(file);
    return { name, pages: pages.length, js: kib(loaded.scripts), css: kib(loaded.styles) };
  });
const largestJs = journeys.reduce((a, b) => (b.js > a.js ? b : a));
const largestCss = journeys.reduce((a, b) => (b.css > a.css ? b : a));

const figures = [
  { budget: budgets.firstRenderJs, size: kib(first.scripts), detail: `${first.scripts.size} scripts` },
  { budget: budgets.journeyJs, size: largestJs.js, detail: `${largestJs.name}, ${largestJs.pages} pages` },
  { budget: budgets.css, size: largestCss.css, detail: `${largestCss.name}; first render ${kib(first.styles).toFixed(1)} KiB` },
];
for (const { budget, size, detail } of figures) {
  const goal = size <= budget.goal ? 'goal reached' : `goal ${budget.goal} KiB: ${(size - budget.goal).toFixed(1)} KiB over`;
  console.log(`${budget.label.padEnd(38)} ${size.toFixed(1).padStart(6)} KiB gzip  (limit ${budget.limit}; ${goal}; ${detail})`);
  if (size > budget.limit) problems.push(`${budget.label}: ${size.toFixed(1)} KiB gzip, over the limit of ${budget.limit} KiB (tests/harness/checkBundle.ts budgets)`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Bundle check passed: ${scripts.length} scripts, no ${forbidden.map((f) => `"${f.marker}"`).join(' and no ')}, within the size limits.`);
