import { readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledCliDir } from './compiledCliDir.mjs';
import { precompiledConfigValidators } from './precompiledConfigValidators.mjs';
import { withBuildLock } from './withBuildLock.mjs';

const root = resolve(compiledCliDir, '../..');
const fromRoot = (path) => join(root, path);

/**
 * Builds the compiled CLI (issue #11: `funnel lint` in under half a second; DESIGN "the CLI runs as compiled
 * JavaScript"): engine/cli/main.ts bundled into .cache/cli/main.mjs with its libraries, and the config's JSON Schemas
 * precompiled into it as ajv standalone code, generated from the very ajv instance getSchemaValidators compiles at
 * run time (createConfigAjv), so the messages and positions are the same and no schema is compiled at start-up.
 * Records every input's size and modification time in inputs.json for isCompiledCliFresh. One build at a time (a
 * lock file): CLIs started together on stale sources (the spawned CLI tests) do not all build; the others are told
 * to run from the sources. Files are written under temporary names and renamed, so no CLI reads half a file.
 */
export async function buildCompiledCli() {
  return withBuildLock(compiledCliDir, 'the compiled CLI', build);
}

async function build() {
  const startedAt = Date.now();
  // vite 8 bundles with rolldown; taking vite's own copy adds no dependency and cannot pick a second version.
  const rolldownEntry = createRequire(import.meta.resolve('vite')).resolve('rolldown');
  const { rolldown } = await import(pathToFileURL(rolldownEntry).href);
  const validators = await precompiledConfigValidators(root);
  const bundle = await rolldown({
    input: fromRoot('engine/cli/main.ts'),
    platform: 'node',
    logLevel: 'warn',
    plugins: [
      validators.plugin,
      // The journey commands run from the sources (engine/cli/funnel.mjs): their lazy import stays out of the bundle.
      { name: 'journeys-from-source', resolveId: (source) => (source === './runJourneyCommand' ? { id: source, external: true } : null) },
    ],
  });
  const { output } = await bundle.generate({ format: 'esm', sourcemap: true, file: join(compiledCliDir, 'main.mjs') });
  await bundle.close();
  const chunk = output.find((item) => item.type === 'chunk');

  // A library's files change only when it is installed again, which rewrites its package.json: one stat per library.
  const marker = `${sep}node_modules${sep}`;
  const packageOf = (id) => {
    const at = id.lastIndexOf(marker);
    if (at < 0) return id;
    const [scope, name] = id.slice(at + marker.length).split(sep);
    return join(id.slice(0, at + marker.length), scope.startsWith('@') ? join(scope, name) : scope, 'package.json');
  };
  const schemaDir = fromRoot('funnel-config/schema');
  const buildDir = fileURLToPath(new URL('.', import.meta.url));
  const files = [
    ...chunk.moduleIds.filter((id) => isAbsolute(id) && id !== validators.replaced).map((id) => packageOf(normalize(id))),
    ...readdirSync(schemaDir).filter((name) => name.endsWith('.json')).map((name) => join(schemaDir, name)),
    ...validators.inputs,
    ...readdirSync(buildDir).map((name) => join(buildDir, name)),
    packageOf(rolldownEntry),
  ];
  const inputs = [...new Set(files)].map((file) => {
    const stats = statSync(file);
    return [relative(root, file), stats.size, stats.mtimeMs];
  });

  const write = (name, text) => {
    const temporary = join(compiledCliDir, `${name}.${process.pid}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, join(compiledCliDir, name));
  };
  write('main.mjs', chunk.code);
  // Values parsed by an older build's YAML parser: none may be read by this one.
  for (const name of readdirSync(compiledCliDir)) if (name.startsWith('parsed-values-')) rmSync(join(compiledCliDir, name), { force: true });
  write('main.mjs.map', chunk.map.toString());
  // An input edited while the bundle was being built may or may not be in it: leave no manifest, so the next run
  // builds again rather than trust it.
  if (inputs.every(([, , mtimeMs]) => mtimeMs <= startedAt)) write('inputs.json', `${JSON.stringify({ inputs })}\n`);
  else rmSync(join(compiledCliDir, 'inputs.json'), { force: true });
  return join(compiledCliDir, 'main.mjs');
}

// `npm run build:cli`
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = await buildCompiledCli();
  console.log(`funnel: built ${relative(process.cwd(), file)}`);
}
