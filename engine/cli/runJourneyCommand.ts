import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { compileFunnel } from '../compile/compileFunnel';
import type { Range } from '../config/Diagnostic';
import { parseFunnelConfig } from '../config/parseFunnelConfig';
import { formatDecision } from '../runtime/formatDecision';
import { getEdgeCoverage } from './journeys/getEdgeCoverage';
import { getJourneyCoverageKey, toJourneyCoverageReport, writeJourneyCoverage } from './journeys/journeyCoverageReport';
import { locateNavigationEdges } from './journeys/locateNavigationEdges';
import { parseJourneyFile, type ParsedJourney } from '../config/parseJourneyFile';
import { runJourney, type JourneyResult } from './journeys/runJourney';
import { didYouMean } from '../lint/didYouMean';
import { stylish } from '../lint/formatters/stylish';
import { lintFunnel } from '../lint/lintFunnel';
import { journeyStep } from '../lint/rules/journeyStep';
import type { CliEnvironment } from './main';
import { readConfigDir, readConfigText, readJourneyFiles } from './readConfigDir';
import { reportToolFailure } from './reportToolFailure';
import { startJourneySandbox } from './startJourneySandbox';
import { toDisplayFile } from './toDisplayFile';
import { ToolError } from './ToolError';

interface JourneyArguments {
  command: 'test' | 'explain';
  dir: string;
  /** explain: the journey file, or its name in dir/journeys/. */
  journey?: string;
  minCoverage: number;
}

/**
 * `funnel test [dir]` and `funnel explain <journey> [dir]` (issue #11 "journeys as data"): runs the journeys of
 * dir/journeys/ (or one) headless against an in-process sandbox. test prints ok/FAIL per journey, each failure at its
 * file:line:column with the navigation decisions so far, then the edge coverage of the navigation graph; explain prints
 * every decision of one journey. Exit 0 all passed (and coverage reached), 1 a journey failed or was invalid or the
 * coverage is below --min-coverage, 2 the tool failed (DESIGN principle 7).
 */
export async function runJourneyCommand(argv: readonly string[], environment: CliEnvironment): Promise<number> {
  try {
    const args = parseJourneyArguments(argv);
    const configDir = resolve(environment.cwd, args.dir);
    const shown = (file: string) => toDisplayFile(args.dir, file, environment.cwd);
    const parsed = parseFunnelConfig(readConfigDir(configDir));
    const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0 || !parsed.config) {
      environment.stderr(stylish(errors.map((d) => ({ ...d, file: shown(d.file) }))));
      return 1;
    }
    const model = compileFunnel(parsed.config);
    const files = args.command === 'test' ? readJourneyFiles(configDir) : [readOneJourney(args.journey!, configDir, environment.cwd)];
    const journeys = files.map((file) => parseJourneyFile(file, parsed.sources));
    // A journey that names what the config lacks (a page, a field, a scenario…) is told so with a "did you mean",
    // as funnel lint tells it, rather than failing somewhere down its steps.
    const problems = lintFunnel(parsed.config, parsed.sources, [journeyStep], journeys.filter((journey) => journey.journey !== null)).filter((d) => d.severity === 'error');
    for (const journey of journeys) journey.diagnostics.push(...problems.filter((d) => d.file === journey.file));
    const invalid = journeys.filter((journey) => journey.journey === null || journey.diagnostics.length > 0);
    if (invalid.length > 0) environment.stdout(stylish(invalid.flatMap((journey) => journey.diagnostics).map((d) => ({ ...d, file: shown(d.file) }))));
    const valid = journeys.filter((journey) => !invalid.includes(journey));
    const sandbox = await startJourneySandbox(model);
    const results: JourneyResult[] = [];
    try {
      for (const journey of valid) {
        const result = await runJourney(journey, model, sandbox);
        results.push(result);
        if (args.command === 'explain') environment.stdout(toExplanation(result));
        environment.stdout(toResultLines(result, journey, shown, args.command === 'test'));
      }
    } finally {
      await sandbox.close();
    }
    const failed = results.filter((result) => result.failure).length + invalid.length;
    if (args.command === 'explain') return failed > 0 ? 1 : 0;
    // Kept for the studio's flow map (issue #15), which draws the same coverage without running the journeys again.
    const byFile = new Map(valid.map((journey, index) => [journey.file, results[index] ?? null]));
    writeJourneyCoverage(
      getJourneyCoverageKey(model, files),
      toJourneyCoverageReport(
        model,
        journeys.map((journey) => ({ file: journey.file, result: byFile.get(journey.file) ?? null, invalid: journey.diagnostics.map((d) => d.message).join('; ') })),
      ),
    );
    const coverage = getEdgeCoverage(locateNavigationEdges(parsed.config, parsed.sources), new Set(results.flatMap((result) => [...result.taken])));
    const lines = [
      '',
      `${results.length - (failed - invalid.length)} passed, ${failed} failed (${journeys.length} journeys in ${shown('journeys')})`,
      `Edges covered: ${coverage.covered}/${coverage.total} (${formatPercent(coverage.percent)})`,
      ...coverage.uncovered.map((edge) => `  ${at(shown(edge.file), edge.range)}  ${edge.from} → ${edge.to} (${edge.scenario})`),
    ];
    const tooLow = coverage.percent < args.minCoverage;
    if (tooLow) lines.push(`Coverage ${formatPercent(coverage.percent)} is below --min-coverage ${args.minCoverage}%: add journeys that take the edges above`);
    environment.stdout(`${lines.join('\n')}\n`);
    return failed > 0 || tooLow ? 1 : 0;
  } catch (error) {
    return reportToolFailure(error, environment);
  }
}

function parseJourneyArguments(argv: readonly string[]): JourneyArguments {
  const [command, ...rest] = argv as [JourneyArguments['command'], ...string[]];
  const positional: string[] = [];
  let minCoverage = 100;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (command === 'test' && (arg === '--min-coverage' || arg.startsWith('--min-coverage='))) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : rest[(i += 1)];
      minCoverage = Number(value);
      if (value === undefined || value === '' || !Number.isFinite(minCoverage) || minCoverage < 0 || minCoverage > 100) {
        throw new ToolError('--min-coverage needs a percentage from 0 to 100');
      }
    } else if (arg.startsWith('-')) {
      throw new ToolError(`unknown option "${arg}"`);
    } else {
      positional.push(arg);
    }
  }
  if (command === 'explain') {
    if (positional.length === 0) throw new ToolError('explain needs a journey (a file, or a name in <dir>/journeys/)');
    if (positional.length > 2) throw new ToolError(`unexpected argument "${positional[2]}" (one journey and one config directory)`);
    return { command, journey: positional[0]!, dir: positional[1] ?? 'funnel-config', minCoverage };
  }
  if (positional.length > 1) throw new ToolError(`unexpected argument "${positional[1]}" (one config directory only)`);
  return { command, dir: positional[0] ?? 'funnel-config', minCoverage };
}

/** One journey named on the command line: a file (from the working directory), else a name in dir/journeys/. */
function readOneJourney(journey: string, configDir: string, cwd: string) {
  const candidates = [resolve(cwd, journey), join(configDir, 'journeys', journey), join(configDir, 'journeys', `${journey}.yaml`)];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) {
    const dir = join(configDir, 'journeys');
    const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.yaml')).map((name) => name.slice(0, -'.yaml'.length)) : [];
    throw new ToolError(`no journey "${journey}": not a file, nor in ${dir}${didYouMean(journey.replace(/\.yaml$/, ''), names)}`);
  }
  return { path: relative(configDir, found).split(sep).join('/'), text: readConfigText(found) };
}

/** A journey's line (`ok`/`FAIL`), and for a failure where and why, with the navigation decisions so far. */
function toResultLines(result: JourneyResult, journey: ParsedJourney, shown: (file: string) => string, withTrace: boolean): string {
  if (!result.failure) return `ok    ${result.name}  (${shown(journey.file)})\n`;
  const lines = [`FAIL  ${result.name}  (${shown(journey.file)})`];
  const [first, ...more] = result.failure.message.split('\n');
  lines.push(`      ${at(shown(journey.file), result.failure.range)}  ${first}`, ...more.map((line) => `      ${line}`));
  if (withTrace) {
    lines.push(result.decisions.length > 0 ? '      Decisions so far:' : '      No decision was taken.');
    for (const decision of result.decisions) lines.push(indent(formatDecision(decision, { notes: true }), '        '));
  }
  return `${lines.join('\n')}\n`;
}

/** Every decision of a journey, in order. */
function toExplanation(result: JourneyResult): string {
  const lines = [`${result.name}: ${result.decisions.length} decision(s)`];
  result.decisions.forEach((decision, index) => lines.push(indent(`${index + 1}. ${formatDecision(decision, { notes: true })}`, '  ')));
  return `${lines.join('\n')}\n`;
}

function at(file: string, range: Range): string {
  return `${file}:${range.start.line + 1}:${range.start.character + 1}`;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}

function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}
