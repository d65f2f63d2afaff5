import { resolve } from 'node:path';
import process from 'node:process';
import { buildNavigationGraph } from '../compile/buildNavigationGraph';
import type { Diagnostic } from '../config/Diagnostic';
import { parseFunnelConfig } from '../config/parseFunnelConfig';
import type { ParsedFunnelConfig } from '../config/parseFunnelConfig';
import { didYouMean } from '../lint/didYouMean';
import { formatterNames, getFormatter } from '../lint/formatters/getFormatter';
import { stylish } from '../lint/formatters/stylish';
import { lintFunnel } from '../lint/lintFunnel';
import { allRules } from '../lint/rules/allRules';
import { parseJourneyFile } from '../config/parseJourneyFile';
import { createParsedValueCache } from './createParsedValueCache';
import { diffFunnelConfigs } from './diff/diffFunnelConfigs';
import { toDiffText } from './diff/toDiffText';
import { readConfigDir, readJourneyFiles } from './readConfigDir';
import { toDisplayFile } from './toDisplayFile';
import { toMermaid } from './toMermaid';
import { reportToolFailure } from './reportToolFailure';
import { ToolError } from './ToolError';

/** Where the command writes, and what it runs in (injected by tests; process by default). */
export interface CliEnvironment {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
  debug: boolean;
}

const usage = `Usage: funnel <command> [dir] [options]

Commands:
  lint [dir]    Parse, validate and lint the funnel config and its journeys (dir defaults to funnel-config)
                  --format stylish|json|github   output format (default stylish)
  graph [dir]   Print the navigation graph: every page and every scenario edge
                  --format mermaid|json          output format (default mermaid)
  test [dir]    Run every journey of dir/journeys/ headless against the in-process sandbox; print each failure
                with its navigation decisions, then the navigation edges the journeys covered
                  --min-coverage <percent>       fail below this edge coverage (default 100)
  explain <journey> [dir]
                Run one journey (a file, or a name in dir/journeys/) and print every navigation decision
  diff <old-dir> <new-dir>
                Print the pages, navigation edges, API bindings and settings added, removed and changed between
                two configs (for review in a pull request; exit 0 whether or not they differ)
                  --format text|json             output format (default text)

Options:
  -h, --help    Show this help

Exit codes: 0 no errors (warnings allowed), 1 the config has errors (test: a journey failed or coverage is too
low; diff: either config has errors), 2 the tool itself failed.
`;

const graphFormats = ['mermaid', 'json'];
const diffFormats = ['text', 'json'];

interface Arguments {
  command: 'lint' | 'graph' | 'diff' | 'help';
  dir: string;
  /** diff: the new config's directory (`dir` is the old one). */
  newDir?: string;
  format: string | undefined;
}

/** How the compiled CLI (engine/cli/funnel.mjs) runs main: where it keeps the values of config files parsed before. */
export interface CliOptions {
  parsedValueCacheFile?: string;
}

/** The `funnel` command (DESIGN principle 7): returns the exit code; never throws. */
export function main(argv: readonly string[], environment: CliEnvironment = processEnvironment(), options: CliOptions = {}): number | Promise<number> {
  // Journeys run against a sandbox, loaded only for them (lint and graph stay quick): they answer later.
  if ((argv[0] === 'test' || argv[0] === 'explain') && !argv.includes('--help') && !argv.includes('-h')) {
    return import('./runJourneyCommand').then(
      ({ runJourneyCommand }) => runJourneyCommand(argv, environment),
      (error: unknown) => reportToolFailure(error, environment),
    );
  }
  try {
    const args = parseArguments(argv);
    if (args.command === 'help') {
      environment.stdout(usage);
      return 0;
    }
    // Not through the parsed-value cache: it keeps the files of the last run only, the linted config's.
    if (args.command === 'diff') return runDiff(args.dir, args.newDir!, args.format ?? 'text', environment);
    const cache = options.parsedValueCacheFile ? createParsedValueCache(options.parsedValueCacheFile) : undefined;
    const configDir = resolve(environment.cwd, args.dir);
    const parsed = parseFunnelConfig(readConfigDir(configDir), cache);
    // lint checks the journeys too (funnel-config/journeys/: their schema, and every name they use: journey-step).
    const journeys = args.command === 'lint' ? readJourneyFiles(configDir).map((file) => parseJourneyFile(file, parsed.sources, cache)) : [];
    try {
      cache?.save();
    } catch {
      // A cache that cannot be written only makes the next run parse again.
    }
    const valid = journeys.filter((journey) => journey.journey !== null);
    const diagnostics = [...parsed.diagnostics, ...journeys.flatMap((journey) => journey.diagnostics), ...(parsed.config ? lintFunnel(parsed.config, parsed.sources, allRules, valid) : [])];
    const shown = diagnostics.map((d) => ({ ...d, file: toDisplayFile(args.dir, d.file, environment.cwd) }));
    const hasErrors = diagnostics.some((d) => d.severity === 'error');
    return args.command === 'lint'
      ? runLint(shown, hasErrors, args.format ?? 'stylish', environment)
      : runGraph(parsed, shown, hasErrors, args.format ?? 'mermaid', environment);
  } catch (error) {
    return reportToolFailure(error, environment);
  }
}

function runLint(diagnostics: Diagnostic[], hasErrors: boolean, format: string, environment: CliEnvironment): number {
  const formatter = getFormatter(format);
  if (!formatter) throw new ToolError(`unknown lint format "${format}" (use ${formatterNames.join(', ')})`);
  const output = formatter(diagnostics);
  if (output) environment.stdout(output);
  return hasErrors ? 1 : 0;
}

function runGraph(
  parsed: ParsedFunnelConfig,
  diagnostics: Diagnostic[],
  hasErrors: boolean,
  format: string,
  environment: CliEnvironment,
): number {
  if (!graphFormats.includes(format)) throw new ToolError(`unknown graph format "${format}" (use ${graphFormats.join(', ')})`);
  if (hasErrors || !parsed.config) {
    environment.stderr(stylish(diagnostics.filter((d) => d.severity === 'error')));
    return 1;
  }
  const graph = buildNavigationGraph(parsed.config);
  environment.stdout(format === 'json' ? `${JSON.stringify(graph, null, 2)}\n` : toMermaid(graph));
  return 0;
}

/** `funnel diff <old-dir> <new-dir>` (issue #15): both configs parsed (errors: exit 1), then their differences. */
function runDiff(oldDir: string, newDir: string, format: string, environment: CliEnvironment): number {
  if (!diffFormats.includes(format)) throw new ToolError(`unknown diff format "${format}" (use ${diffFormats.join(', ')})`);
  const sides = [oldDir, newDir].map((dir) => ({ dir, parsed: parseFunnelConfig(readConfigDir(resolve(environment.cwd, dir))) }));
  const errors = sides.flatMap(({ dir, parsed }) =>
    parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ ...d, file: toDisplayFile(dir, d.file, environment.cwd) })),
  );
  const [before, after] = sides.map(({ parsed }) => parsed) as [ParsedFunnelConfig, ParsedFunnelConfig];
  if (errors.length > 0 || !before.config || !after.config) {
    environment.stderr(stylish(errors));
    return 1;
  }
  const diff = diffFunnelConfigs({ config: before.config, sources: before.sources }, { config: after.config, sources: after.sources });
  // Positions as the reader can open them: relative to the working directory, in the config they belong to.
  for (const item of [...diff.pages, ...diff.edges, ...diff.bindings, ...diff.other]) {
    if (item.at) item.at = toDisplayFile(item.change === 'removed' ? oldDir : newDir, item.at, environment.cwd);
  }
  const shown = (dir: string) => toDisplayFile(dir, '.', environment.cwd);
  environment.stdout(format === 'json' ? `${JSON.stringify(diff, null, 2)}\n` : toDiffText(diff, shown(oldDir), shown(newDir)));
  return 0;
}

function parseArguments(argv: readonly string[]): Arguments {
  if (argv.includes('--help') || argv.includes('-h')) return { command: 'help', dir: '', format: undefined };
  const [command, ...rest] = argv;
  if (command === undefined) throw new ToolError('missing command (lint, graph, test, explain or diff)');
  if (command === 'help') return { command: 'help', dir: '', format: undefined };
  if (command !== 'lint' && command !== 'graph' && command !== 'diff') {
    throw new ToolError(`unknown command "${command}"${didYouMean(command, ['lint', 'graph', 'test', 'explain', 'diff']) || ' (use lint, graph, test, explain or diff)'}`);
  }
  const dirs: string[] = [];
  let dir: string | undefined;
  let format: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (arg === '--format' || arg === '-f') {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('-')) throw new ToolError(`${arg} needs a value`);
      format = value;
      i += 1;
    } else if (arg.startsWith('--format=')) {
      format = arg.slice('--format='.length);
    } else if (arg.startsWith('-')) {
      throw new ToolError(`unknown option "${arg}"`);
    } else if (command === 'diff') {
      if (dirs.length === 2) throw new ToolError(`unexpected argument "${arg}" (diff compares two config directories)`);
      dirs.push(arg);
    } else if (dir === undefined) {
      dir = arg;
    } else {
      throw new ToolError(`unexpected argument "${arg}" (one config directory only)`);
    }
  }
  if (command === 'diff') {
    if (dirs.length < 2) throw new ToolError('diff needs two config directories: funnel diff <old-dir> <new-dir>');
    return { command, dir: dirs[0]!, newDir: dirs[1]!, format };
  }
  return { command, dir: dir ?? 'funnel-config', format };
}

function processEnvironment(): CliEnvironment {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    debug: process.env['FUNNEL_DEBUG'] === '1',
  };
}
