import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledCliDir } from './compiledCliDir.mjs';

const root = resolve(compiledCliDir, '../..');
const fromRoot = (path) => join(root, path);

/**
 * Builds the compiled CLI (issue #11: `funnel lint` in under half a second; DESIGN "the CLI runs as compiled
 * JavaScript"): engine/cli/main.ts bundled into .cache/cli/main.mjs with its libraries, and the config's JSON Schemas
 * precompiled into it as ajv standalone code, generated from the very ajv instance getSchemaValidators compiles at
 * run time (createConfigAjv), so the messages and positions are the same and no schema is compiled at start-up.
 * Records every input's size and modification time in inputs.json for isCompiledCliFresh. Files are written under
 * temporary names and renamed, so CLIs started at the same time (the spawned CLI tests) never read half a file.
 */
export async function buildCompiledCli() {
  const startedAt = Date.now();
  // vite 8 bundles with rolldown; taking vite's own copy adds no dependency and cannot pick a second version.
  const { rolldown } = await import(pathToFileURL(createRequire(import.meta.resolve('vite')).resolve('rolldown')).href);
  const { tsImport } = await import('tsx/esm/api');
  const standaloneCode = createRequire(import.meta.url)('ajv/dist/standalone').default;
  const { createConfigAjv, configSchemaIds } = await tsImport('../../config/createConfigAjv.ts', import.meta.url);

  const validators = `${standaloneCode(createConfigAjv({ code: { source: true, esm: true } }), configSchemaIds)}
export function getSchemaValidators() {
  return { ${Object.keys(configSchemaIds).join(', ')} };
}
`;
  const replaced = fromRoot('engine/config/getSchemaValidators.ts');
  const bundle = await rolldown({
    input: fromRoot('engine/cli/main.ts'),
    platform: 'node',
    logLevel: 'warn',
    plugins: [{ name: 'precompiled-schema-validators', load: (id) => (id === replaced ? { code: validators, moduleType: 'js' } : null) }],
  });
  const { output } = await bundle.generate({ format: 'esm', sourcemap: true, sourcemapBaseUrl: undefined });
  await bundle.close();
  const [chunk] = output.filter((item) => item.type === 'chunk');

  const schemaDir = fromRoot('funnel-config/schema');
  const inputs = [
    ...chunk.moduleIds.filter((id) => isAbsolute(id) && id !== replaced),
    ...readdirSync(schemaDir).filter((name) => name.endsWith('.json')).map((name) => join(schemaDir, name)),
    fromRoot('engine/config/createConfigAjv.ts'),
    ...readdirSync(fileURLToPath(new URL('.', import.meta.url))).map((name) => fileURLToPath(new URL(name, import.meta.url))),
    createRequire(import.meta.url).resolve('ajv/package.json'),
  ].map((file) => {
    const stats = statSync(file);
    return [relative(root, file), stats.size, stats.mtimeMs];
  });

  mkdirSync(compiledCliDir, { recursive: true });
  const write = (name, text) => {
    const temporary = join(compiledCliDir, `${name}.${process.pid}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, join(compiledCliDir, name));
  };
  write('main.mjs', `${chunk.code}\n//# sourceMappingURL=main.mjs.map\n`);
  write('main.mjs.map', chunk.map.toString());
  // An input edited while the bundle was being built may or may not be in it: leave no manifest, so the next run
  // builds again rather than trust it.
  if (inputs.every(([, , mtimeMs]) => mtimeMs <= startedAt)) write('inputs.json', `${JSON.stringify({ inputs }, null, 0)}\n`);
  return join(compiledCliDir, 'main.mjs');
}

// `npm run build:cli`
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = await buildCompiledCli();
  console.log(`funnel: built ${relative(process.cwd(), file)}`);
}
