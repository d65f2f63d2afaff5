/**
 * `npm run bench`: prints the figures the speed and size goals are judged by (DEVELOPERS guide: measured, not
 * asserted in timed tests): config load/lint/compile time, `funnel lint` as a whole process, navigation and cascade
 * throughput, bundle chunk sizes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { produce } from 'immer';
import { readConfigDir } from '../../engine/cli/readConfigDir';
import { compileFunnel } from '../../engine/compile/compileFunnel';
import { parseFunnelConfig } from '../../engine/config/parseFunnelConfig';
import { conditionGuards } from '../../engine/domain/conditionGuards';
import { createInitialState } from '../../engine/domain/state';
import { lintFunnel } from '../../engine/lint/lintFunnel';
import { resolveNavigation } from '../../engine/runtime/resolveNavigation';
import { runCascades } from '../../engine/runtime/runCascades';
import { measureCallRounds } from './measureCallRounds';
import { measureProcessWallTimes } from './measureProcessWallTimes';

function time<T>(label: string, runs: number, fn: () => T): T {
  let result!: T;
  fn();
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) result = fn();
  const perRun = (performance.now() - start) / runs;
  const rate = perRun > 0 ? Math.round(1000 / perRun) : Infinity;
  console.log(`${label.padEnd(44)} ${perRun.toFixed(3).padStart(10)} ms/run  ${String(rate).padStart(9)} runs/s`);
  return result;
}

const files = readConfigDir('funnel-config');
const parsed = time('parse + validate funnel-config (YAML, schemas)', 20, () => parseFunnelConfig(files));
time('lint funnel-config', 20, () => lintFunnel(parsed.config!, parsed.sources));
const model = time('compile to model', 200, () => compileFunnel(parsed.config!));

const state = produce(createInitialState(), (s) => {
  Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
  s.order.damage.isRepair = false;
  s.order.serviceLocation.zipCode = '85001';
  s.user.pageData.stages = { partQuestions: [], partChoices: [{}], moldingQuestions: [], capabilityQuestions: [{}] };
});
time('resolveNavigation (quote back, 6 rules)', 20000, () =>
  resolveNavigation(model, 'quote', 'back', { state, guards: conditionGuards, constants: model.funnel.constants }),
);
const changed = produce(state, (s) => {
  s.order.vehicle.model = 'Accord';
});
time('runCascades (vehicle change, 10 rules)', 5000, () =>
  runCascades(model.cascades, state, changed, [], { guards: conditionGuards, constants: model.funnel.constants }),
);

// Issue #11: `funnel lint` as a whole process (goal ≤ 0.5 s), beside bare node start-up and the same CLI run from its
// TypeScript sources through tsx. The warm-up run builds the compiled CLI if a source changed since the last build, and
// fills its cache of parsed YAML values, so the compiled figure is an unchanged config's (a changed file is parsed).
const cli = ['engine/cli/funnel.mjs', 'lint', 'funnel-config'];
const runs = 5;
console.log(`\nwhole processes, median of ${runs} runs in turns (wall seconds; goal: funnel lint ≤ 0.5):`);
for (const row of measureProcessWallTimes([
  { label: "node -e '' (bare start-up)", argv: [process.execPath, '-e', ''] },
  { label: 'funnel lint funnel-config (compiled, cached)', argv: [process.execPath, ...cli] },
  { label: 'funnel lint, FUNNEL_FROM_SOURCE=1 (tsx)', argv: [process.execPath, ...cli], env: { FUNNEL_FROM_SOURCE: '1' } },
], runs)) {
  const exit = row.status === 0 ? '' : `  exit ${row.status}`;
  console.log(`  ${row.label.padEnd(42)} ${row.median.toFixed(2).padStart(6)} s  (${row.min.toFixed(2)}–${row.max.toFixed(2)})${exit}`);
}

const assets = join('dist', 'assets');
if (existsSync(assets)) {
  console.log('\nbundle chunks (gzip):');
  let total = 0;
  for (const name of readdirSync(assets).filter((n) => /\.(js|css)$/.test(n)).sort()) {
    const size = gzipSync(readFileSync(join(assets, name))).length;
    total += size;
    console.log(`  ${name.padEnd(50)} ${(size / 1024).toFixed(1).padStart(7)} KiB`);
  }
  console.log(`  ${'total'.padEnd(50)} ${(total / 1024).toFixed(1).padStart(7)} KiB`);
} else {
  console.log('\n(no dist/: run `npm run build` for bundle sizes)');
}

// Issue #10: sequential rounds of API calls per page entry (bindings run as a graph), on a journey against the sandbox.
const goals: Record<string, number> = { 'enter quote': 3, 'schedule: day prices of 12 days': 1 };
console.log('\nAPI calls per page entry (each call +30 ms; rounds: the longest chain of calls made one after another):');
console.log(`  ${'step'.padEnd(36)} ${'rounds'.padStart(6)} ${'calls'.padStart(6)}  goal`);
for (const row of await measureCallRounds(30)) {
  const goal = goals[row.label];
  console.log(`  ${row.label.padEnd(36)} ${String(row.rounds).padStart(6)} ${String(row.calls).padStart(6)}  ${goal === undefined ? '' : `≤ ${goal}`}`);
}
