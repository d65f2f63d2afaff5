#!/usr/bin/env node
// The `funnel` command (engine/cli): lint and graph the funnel config. Runs the compiled CLI in .cache/cli (bundled,
// its JSON Schemas precompiled: issue #11, under half a second), building it first when a file it is built from has
// changed since, so it never lints with old rules. FUNNEL_FROM_SOURCE=1, or a build that cannot run (no rolldown in a
// production install), runs the TypeScript sources through tsx instead: the same rules, about three times slower.
import { statSync } from 'node:fs';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

// `funnel graph | head` closes the pipe early: that is not a failure worth a stack trace.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const debug = process.env.FUNNEL_DEBUG === '1';

/** The compiled CLI's `main`, built when missing or stale; null when it cannot be built here. */
async function loadCompiledMain() {
  const { isCompiledCliFresh } = await import('./build/isCompiledCliFresh.mjs');
  try {
    let file;
    if (isCompiledCliFresh()) {
      const { compiledCliDir } = await import('./build/compiledCliDir.mjs');
      file = `${compiledCliDir}main.mjs`;
    } else {
      const { buildCompiledCli } = await import('./build/buildCompiledCli.mjs');
      file = await buildCompiledCli();
    }
    if (debug) process.setSourceMapsEnabled(true);
    // One lint is over before V8's optimising compiler pays for itself: on the shipped config it spent ~0.3 s of CPU
    // (of ~0.85) compiling code that then ran a few milliseconds; without it the run is that much shorter, and even
    // four lints in one process cost no more. Set before the bundle loads, so it governs all of the CLI's own code.
    v8.setFlagsFromString('--no-opt');
    const { main } = await import(pathToFileURL(file).href);
    // Values of config files parsed before, for this build of the CLI only (the build deletes older ones): most of a
    // lint is parsing YAML, and an unchanged file needs no parse unless a diagnostic points into it.
    const parsedValueCacheFile = file.replace(/main\.mjs$/, `parsed-values-${Math.trunc(statSync(file).mtimeMs)}.bin`);
    return (argv) => main(argv, undefined, { parsedValueCacheFile });
  } catch (error) {
    if (debug) console.error('funnel: cannot build the compiled CLI; running the sources through tsx:', error);
    return null;
  }
}

try {
  // Journeys (test, explain) start the sandbox, which reads its data files next to its sources: they run from the
  // sources; lint and graph, which must be quick, from the compiled CLI.
  const fromSource = process.env.FUNNEL_FROM_SOURCE === '1' || ['test', 'explain'].includes(process.argv[2] ?? '');
  let main = fromSource ? null : await loadCompiledMain();
  if (!main) {
    const { register } = await import('tsx/esm/api');
    register();
    ({ main } = await import('./main.ts'));
  }
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // The tool itself failed to start (DESIGN principle 7: exit 2, one line unless FUNNEL_DEBUG=1).
  if (debug) console.error(error);
  else console.error(`funnel: internal error: ${String(error?.message ?? error).split('\n')[0]}`);
  process.exitCode = 2;
}
