import type { AppFigures, WebTableRow } from './toWebTableRows';
import { median } from './median';

/** Where and how the figures were taken. */
export interface BenchContext {
  date: string;
  cores: number;
  cpuModel: string;
  node: string;
  chromium: string;
  lighthouse: string;
  loadAverage: string;
  runs: number;
  minutes: number;
}

/** Escapes a table cell. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** A markdown table. */
function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}

/** The main table. */
export function formatWebTable(rows: WebTableRow[]): string {
  return markdownTable(
    ['Measure', 'ours', 'floor', 'peer', 'ours/floor', 'ours/peer', 'goal', 'ours meets it'],
    rows.map((row) => [row.measure, row.ours, row.floor, row.peer, row.oursFloor, row.oursPeer, row.goal, row.pass]),
  );
}

/** Milliseconds over the runs: `median (worst)`. */
function medianAndWorst(values: number[]): string {
  return values.length === 0 ? '—' : `${Math.round(median(values))} (${Math.round(Math.max(...values))}) ms`;
}

/** The Event Timing durations of one interaction over the runs (16 where none reached the threshold). */
function durationsOf(figures: AppFigures, kind: string, label: string): number[] {
  return figures.journeys.map((run) => run.interactions.find((i) => i.kind === kind && i.label === label)).filter((i) => i !== undefined).map((i) => i.duration ?? 16);
}

/** Per transition of ours over the runs: what each page change costs. */
function transitionTable(ours: AppFigures): string {
  const labels = ours.journeys[0]?.transitions.map((transition) => transition.label) ?? [];
  return markdownTable(
    ['transition', 'click → painted, median (worst)', 'Continue INP, median (worst)', 'local-storage writes', 'session-storage writes', 'characters stored', 'cross-tab posts', 'cross-tab characters'],
    labels.map((label) => {
      const all = (pick: (t: NonNullable<AppFigures['journeys'][number]['transitions'][number]>) => number) =>
        ours.journeys.map((run) => run.transitions.find((t) => t.label === label)).filter((t) => t !== undefined).map(pick);
      const of = (pick: Parameters<typeof all>[0]) => String(median(all(pick)));
      return [label, medianAndWorst(all((t) => t.clickToPaint)), medianAndWorst(durationsOf(ours, 'continue', label)), of((t) => t.storageWrites), of((t) => t.sessionStorageWrites), of((t) => t.storageChars), of((t) => t.broadcastPosts), of((t) => t.broadcastChars)];
    }),
  );
}

/** Per select and other interaction of ours over the runs. */
function interactionTable(ours: AppFigures): string {
  const entries = (ours.journeys[0]?.interactions ?? []).filter((interaction) => interaction.kind !== 'continue');
  return markdownTable(
    ['interaction', 'kind', 'INP, median (worst); 16 = under the threshold'],
    entries.map(({ label, kind }) => [label, kind, medianAndWorst(durationsOf(ours, kind, label))]),
  );
}

/** The whole report: heading, machine, the table, ours in detail, and how each figure is taken. */
export function formatWebReport(context: BenchContext, rows: WebTableRow[], apps: AppFigures[], failures: string[]): string {
  const ours = apps.find((figures) => figures.app.key === 'ours');
  const firstLoad = ours?.loads[0];
  const scriptCounts = apps.map((figures) => `${figures.app.title} ${median(figures.journeys.map((run) => run.firstRenderScripts.count))}`).join(', ');
  const parts = [
    `# npm run bench:web, ${context.date}`,
    '',
    `Machine: ${context.cores} cores (\`nproc\`), ${context.cpuModel}, load average ${context.loadAverage} at the start; Node ${context.node}; ${context.chromium}; Lighthouse ${context.lighthouse}. ` +
      `Medians of ${context.runs} runs of each measure (the sandbox's throughput: one run). Took ${context.minutes.toFixed(1)} minutes.`,
    '',
    'ours = the funnel (/fmg/vehicle, the sandbox on loopback); floor = react + react-dom + react-router alone (tests/bench-fixtures/floor); peer = a three-page SurveyJS survey (tests/bench-fixtures/peer). Ratios are ours ÷ the other.',
    '',
    formatWebTable(rows),
  ];
  if (failures.length > 0) parts.push('', '**Not measured** (— in the table):', '', ...failures.map((failure) => `- ${failure}`));
  if (ours && ours.journeys.length > 0) {
    parts.push('', '## Ours, transition by transition (4× CPU, API on loopback)', '', transitionTable(ours), '', '## Ours, interaction by interaction', '', interactionTable(ours));
  }
  const firstRender = ours?.journeys[0]?.responses.filter((record) => record.kind === 'script' && record.beforeUsable);
  if (firstRender && firstRender.length > 0) {
    const files = [...new Map(firstRender.map((record) => [record.url, record])).values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    parts.push('', `Scripts of ours' first render (gzip): ${files.map((record) => `${new URL(record.url).pathname.split('/').pop()} ${(record.gzipBytes / 1024).toFixed(1)} KiB`).join(' · ')}.`);
  }
  if (firstLoad) parts.push('', `API requests that ended before /fmg/vehicle was usable, by round (first run, slow 4G): ${firstLoad.apiRequests.join(' · ') || 'none'}.`);
  parts.push(
    '',
    '## How each figure is taken',
    '',
    `- JS/CSS: every script and stylesheet response of a new visitor's journey (Chromium, 4× CPU), each URL once; "first render" = requested before the first page was usable (ours: the Year select enabled with its options; the moment noted in the page at the change that made it so, and compared with each request's start). Sizes are the decoded bodies gzipped at level 9 (as the build's .gz copies); "on the wire" is what Chromium received (brotli). Scripts in the first render: ${scriptCounts}.`,
    '- Journeys: ours vehicle → vehicle-damage → estimate → service-zip → quote → schedule → customer-details → payment-method → confirmation (2012 Toyota Avalon, windshield, no VIN, 85016, pay on my own, Camelback Auto Glass, pay at the appointment); floor: a year, Continue; peer: year and make, Next, service and glass, Next, zip, Complete.',
    '- Compression and caching: the response headers of that journey (Chromium accepts br, gzip, deflate, zstd); the GET responses are asked for again accepting gzip only. Under 1 KiB is not counted (the build writes no compressed copy of such files).',
    '- API rounds: the fetch/XHR requests that ended before the first page was usable, on a new visitor\'s load of the first page at 4× CPU and DevTools\' slow 4G (562.5 ms latency): the longest chain of requests each started after the previous one ended.',
    '- Lighthouse: `lighthouse@12` default mobile settings (simulated slow 4G, 4× CPU), performance only, Debian\'s Chromium via chrome-launcher (--headless --no-sandbox --disable-gpu, no background networking), a fresh profile per run.',
    '- Scripted LCP: Playwright + CDP (Emulation.setCPUThrottlingRate 4, Network.emulateNetworkConditions slow 4G); the last largest-contentful-paint entry once the page settled. The first page is a new visitor\'s (empty cache); quote and schedule (floor: page 2, peer: page 3) are reached by the journey without throttling, then reloaded under it, with the assets the journey cached.',
    '- INP: Event Timing entries (durationThreshold 16 ms), the longest entry of each interaction; selects are chosen with a real ArrowDown key press (the option before is selected silently first), Continue with a real click. An interaction under 16 ms reports 16.',
    '- Click → next page rendered: from the click event\'s timestamp until the next page\'s heading is in the document with a box, and the frame after it is painted (requestAnimationFrame, then a task); ours then fades the page in over 200 ms (SPEC §2), not counted.',
    '- Storage writes and cross-tab posts: Storage.prototype.setItem (local and session storage apart; the goal is about local storage, kept between visits and shared by the tabs) and BroadcastChannel.prototype.postMessage counted by an init script, from the click to the next page settled (network idle 400 ms); characters = key + value (JSON for posts).',
    '- Sandbox: the server step of `npm start` (package.json) spawned with SANDBOX_DATA_DIR a new directory, stopped, and spawned again on it: time to the first /health answer; RSS (VmRSS) after 1,000 requests (the vehicle page, a vehicle lookup, save-session, 10 connections); save-session with autocannon, 50 connections. The floor is a bare Fastify server answering /health, spawned the same way.',
  );
  return parts.join('\n') + '\n';
}
