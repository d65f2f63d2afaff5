import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompiledConfigValidators } from '../../../engine/cli/build/precompiledConfigValidators.mjs';
import { isCompiledCliFresh } from '../../../engine/cli/build/isCompiledCliFresh.mjs';
import { withBuildLock } from '../../../engine/cli/build/withBuildLock.mjs';
import { compiledSandboxDir } from './compiledSandboxDir.mjs';

const root = resolve(compiledSandboxDir, '../..');
const fromRoot = (path) => join(root, path);
const toPosix = (path) => path.split(sep).join('/');

/**
 * Builds the compiled sandbox (issue #12: the sandbox starts in seconds; DESIGN "server and CLI run as compiled
 * JavaScript"), the way the compiled CLI is built (engine/cli/build/buildCompiledCli.mjs), with vite's rolldown:
 *
 * - api/sandbox/main.ts bundled into .cache/sandbox/main.mjs. Libraries stay in node_modules (PGlite finds its WASM
 *   files next to its own modules); the funnel config's JSON Schemas are precompiled into it, as in the CLI. A module
 *   that finds files next to itself (`new URL('./migrations/', import.meta.url)`) still finds them: each
 *   `import.meta.url` becomes that module's own URL, relative to the bundle.
 * - .cache/sandbox/pglite-seed/: a migrated, seeded PGlite data directory (createSeedSnapshot) that a new data
 *   directory starts as a copy of (pglite-seed.tar.gz: the same for an in-memory database). Made again only when
 *   what it is made from changed (pglite-seed.key).
 *
 * Records the inputs in inputs.json for isCompiledCliFresh(compiledSandboxDir). One build at a time (a lock file);
 * files are written under temporary names and renamed, so no sandbox reads half a file.
 */
export async function buildCompiledSandbox() {
  return withBuildLock(compiledSandboxDir, 'the compiled sandbox', build);
}

async function build() {
  const startedAt = Date.now();
  // vite 8 bundles with rolldown; taking vite's own copy adds no dependency and cannot pick a second version.
  const rolldownEntry = createRequire(import.meta.resolve('vite')).resolve('rolldown');
  const { rolldown } = await import(pathToFileURL(rolldownEntry).href);
  const validators = await precompiledConfigValidators(root);
  const contract = await precompiledContract();
  const funnelModel = await precompiledFunnelModel();
  const bundle = await rolldown({
    input: { main: fromRoot('api/sandbox/main.ts'), seed: fromRoot('api/sandbox/db/createSeedSnapshot.ts') },
    platform: 'node',
    logLevel: 'warn',
    // Bare imports (fastify, @electric-sql/pglite, node:…) load from node_modules at run time.
    external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
    plugins: [validators.plugin, contract.plugin, funnelModel.plugin, moduleUrls()],
  });
  const { output } = await bundle.generate({
    format: 'esm',
    sourcemap: true,
    dir: compiledSandboxDir,
    entryFileNames: '[name].mjs',
    chunkFileNames: '[name].mjs',
    // Whitespace and comments out, names kept (readable stack traces; the source maps lead back to the sources), and
    // only ASCII: V8 keeps a module's source in memory, one byte per character when all of it is Latin-1, else two
    // (issue #12: 4.2 MiB of the server's heap was the bundle's source, as two-byte text).
    comments: false,
    minify: { compress: false, mangle: false, codegen: { removeWhitespace: true, asciiOnly: true } },
  });
  await bundle.close();
  const chunks = output.filter((item) => item.type === 'chunk');

  const buildDir = fileURLToPath(new URL('.', import.meta.url));
  const files = [
    ...chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => isAbsolute(id) && ![validators.replaced, contract.replaced, funnelModel.replaced].includes(id)),
    ...validators.inputs,
    ...contract.inputs,
    ...funnelModel.inputs,
    // Read at run time, but the seeded database (pglite-seed) is made from them: a new or changed one builds again.
    ...filesOf(fromRoot('api/sandbox/db/migrations'), () => true),
    ...readdirSync(buildDir).map((name) => join(buildDir, name)),
    fromRoot('engine/cli/build/precompiledConfigValidators.mjs'),
    fromRoot('engine/cli/build/withBuildLock.mjs'),
    fromRoot('engine/cli/build/isCompiledCliFresh.mjs'),
    join(packageDirOf(rolldownEntry), 'package.json'),
  ];
  const inputs = [...new Set(files.map(normalize))].map((file) => {
    const stats = statSync(file);
    return [toPosix(relative(root, file)), stats.size, stats.mtimeMs];
  });

  const write = (name, content) => {
    const temporary = join(compiledSandboxDir, `${name}.${process.pid}.tmp`);
    writeFileSync(temporary, content);
    renameSync(temporary, join(compiledSandboxDir, name));
  };
  // Chunks first, the entries last: a sandbox started meanwhile never imports a chunk older than its entry.
  for (const chunk of [...chunks].sort((a, b) => Number(a.isEntry) - Number(b.isEntry))) {
    write(chunk.fileName, chunk.code);
    // A chunk with no code of ours to map (e.g. only re-exports) comes without a source map.
    if (chunk.map) write(`${chunk.fileName}.map`, chunk.map.toString());
  }
  // Chunks of an earlier build that this one no longer has.
  const current = new Set(chunks.flatMap((chunk) => (chunk.map ? [chunk.fileName, `${chunk.fileName}.map`] : [chunk.fileName])));
  for (const name of readdirSync(compiledSandboxDir)) {
    if (/\.mjs(\.map)?$/.test(name) && !current.has(name)) rmSync(join(compiledSandboxDir, name), { force: true });
  }
  await writeSeedSnapshot(chunks);

  // An input edited while the bundle was being built may or may not be in it: leave no manifest, so the next run
  // builds again rather than trust it.
  if (inputs.every(([, , mtimeMs]) => mtimeMs <= startedAt)) write('inputs.json', `${JSON.stringify({ inputs })}\n`);
  else rmSync(join(compiledSandboxDir, 'inputs.json'), { force: true });
  return join(compiledSandboxDir, 'main.mjs');

  /**
   * Makes the seeded database (pglite-seed/ and pglite-seed.tar.gz) again when its key changed: the seed module's code
   * and its chunks, the migrations (read at run time, so not in the code) and the PGlite version (its data format).
   */
  async function writeSeedSnapshot(written) {
    const migrationsDir = fromRoot('api/sandbox/db/migrations');
    const pglitePackage = join(packageDirOf(createRequire(fromRoot('package.json')).resolve('@electric-sql/pglite')), 'package.json');
    const seedChunks = new Set(['seed.mjs']);
    for (const chunk of written) if (chunk.fileName === 'seed.mjs') for (const name of chunk.imports) seedChunks.add(name);
    const hash = createHash('sha256');
    for (const chunk of written) if (seedChunks.has(chunk.fileName)) hash.update(chunk.fileName).update(chunk.code);
    for (const name of readdirSync(migrationsDir).sort()) hash.update(name).update(readFileSync(join(migrationsDir, name)));
    hash.update(readFileSync(pglitePackage));
    const key = hash.digest('hex');
    const keyFile = join(compiledSandboxDir, 'pglite-seed.key');
    const seedDir = join(compiledSandboxDir, 'pglite-seed');
    if (existsSync(join(seedDir, 'PG_VERSION')) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return;
    rmSync(keyFile, { force: true });
    const temporary = join(compiledSandboxDir, `pglite-seed.${process.pid}.tmp`);
    rmSync(temporary, { recursive: true, force: true });
    const { createSeedSnapshot } = await import(`${pathToFileURL(join(compiledSandboxDir, 'seed.mjs')).href}?${Date.now()}`);
    write('pglite-seed.tar.gz', await createSeedSnapshot(temporary));
    rmSync(seedDir, { recursive: true, force: true });
    renameSync(temporary, seedDir);
    write('pglite-seed.key', key);
  }
}

/**
 * A rolldown plugin giving the bundle api/contract/getPrecompiledContract.ts as the contract merged now (loadContract)
 * and every contract route's request validators as ajv standalone code, made by the functions the sandbox uses at run
 * time (toRouteSchema, createRouteAjv, toValidatorKey), so validation is the same; `inputs`: the contract's files.
 */
async function precompiledContract() {
  const { tsImport } = await import('tsx/esm/api');
  const standaloneCode = createRequire(import.meta.url)('ajv/dist/standalone').default;
  const load = (path) => tsImport(pathToFileURL(fromRoot(path)).href, import.meta.url);
  const { loadContract, contractDir } = await load('api/contract/loadContract.ts');
  const { createRouteAjv, toRouteSchema, toValidatorKey } = await load('api/sandbox/http/createOperationRegistrar.ts');
  const contract = loadContract();

  const modules = {};
  const entries = [];
  for (const kind of ['url', 'body']) {
    const ajv = createRouteAjv(contract, kind, { source: true, esm: true });
    const names = new Map();
    for (const operation of contract.operations.values()) {
      for (const [part, schema] of Object.entries(toRouteSchema(operation))) {
        if ((part === 'body') !== (kind === 'body')) continue;
        const key = toValidatorKey(kind, schema);
        if (names.has(key)) continue;
        const name = `${kind}${names.size}`;
        ajv.addSchema(schema, name);
        names.set(key, name);
      }
    }
    modules[`\0contract-${kind}-validators`] = standaloneCode(ajv, Object.fromEntries([...names.values()].map((name) => [name, name])));
    for (const [key, name] of names) entries.push([key, kind, name]);
  }
  const code = `import * as url from '\0contract-url-validators';
import * as body from '\0contract-body-validators';
const validators = { url, body };
const contract = { document: JSON.parse(${JSON.stringify(JSON.stringify(contract.document))}), operations: new Map(JSON.parse(${JSON.stringify(JSON.stringify([...contract.operations]))})) };
const entries = JSON.parse(${JSON.stringify(JSON.stringify(entries))});
const precompiled = { contract, validators: new Map(entries.map(([key, kind, name]) => [key, validators[kind][name]])) };
export function getPrecompiledContract() {
  return precompiled;
}
`;
  const replaced = fromRoot('api/contract/getPrecompiledContract.ts');
  const pathsDir = join(contractDir, 'paths');
  return {
    replaced,
    plugin: {
      name: 'precompiled-contract',
      resolveId: (source) => (source in modules ? source : null),
      load: (id) => (id === replaced ? { code, moduleType: 'js' } : id in modules ? { code: modules[id], moduleType: 'js' } : null),
    },
    inputs: [join(contractDir, 'openapi.yaml'), ...filesOf(pathsDir, (name) => name.endsWith('.yaml'))],
  };
}

/**
 * A rolldown plugin giving the bundle api/sandbox/getPrecompiledFunnelModel.ts as funnel-config/ loaded now
 * (loadFunnelModel: the model and the warnings main.ts prints; null when the config has errors, which main.ts then
 * reports as it does from the sources). `inputs`: every file and folder of the config it reads, so an edited, added or
 * removed page builds the sandbox again.
 */
async function precompiledFunnelModel() {
  const { tsImport } = await import('tsx/esm/api');
  const { loadFunnelModel } = await tsImport(pathToFileURL(fromRoot('engine/cli/loadFunnelModel.ts')).href, import.meta.url);
  const configDir = fromRoot('funnel-config');
  let loaded = null;
  try {
    loaded = loadFunnelModel(configDir, root);
  } catch {
    // The config has errors: the sandbox loads it when it starts and says which.
  }
  const code = `const loaded = JSON.parse(${JSON.stringify(JSON.stringify(loaded))});
export function getPrecompiledFunnelModel() {
  return loaded;
}
`;
  const replaced = fromRoot('api/sandbox/getPrecompiledFunnelModel.ts');
  // The folders readConfigDir reads (schema/ and journeys/ are not config): their modification times change when a
  // file is added or removed.
  const folders = [configDir];
  for (let index = 0; index < folders.length; index += 1) {
    for (const entry of readdirSync(folders[index], { withFileTypes: true })) {
      if (entry.isDirectory() && !['schema', 'journeys', 'node_modules'].includes(entry.name) && !entry.name.startsWith('.')) {
        folders.push(join(folders[index], entry.name));
      }
    }
  }
  return {
    replaced,
    plugin: { name: 'precompiled-funnel-model', load: (id) => (id === replaced ? { code, moduleType: 'js' } : null) },
    inputs: folders.flatMap((folder) => filesOf(folder, (name) => /\.ya?ml$/.test(name))),
  };
}

/** A folder and the files in it whose names pass `accept`. */
function filesOf(folder, accept) {
  return [folder, ...readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile() && accept(entry.name)).map((entry) => join(folder, entry.name))];
}

/** The folder of the package a file of node_modules belongs to. */
function packageDirOf(file) {
  const marker = `${sep}node_modules${sep}`;
  const at = file.lastIndexOf(marker);
  const [scope, name] = file.slice(at + marker.length).split(sep);
  return join(file.slice(0, at + marker.length), scope.startsWith('@') ? join(scope, name) : scope);
}

/**
 * Gives each bundled module of this repository its own `import.meta.url` (the bundle's, resolved to where the module's
 * source is), so files read next to a source (migrations, data, the contract, dist) are found from the bundle too.
 * The source map keeps every line where it was (line-level map: the replacement changes columns only).
 */
function moduleUrls() {
  return {
    name: 'module-urls',
    transform(code, id) {
      if (!isAbsolute(id) || id.includes(`${sep}node_modules${sep}`) || !code.includes('import.meta.url')) return null;
      const fromBundle = toPosix(relative(compiledSandboxDir, id));
      const lines = code.split('\n').length;
      return {
        code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        map: { version: 3, sources: [id], sourcesContent: [code], names: [], mappings: `AAAA${';AACA'.repeat(lines - 1)}` },
      };
    },
  };
}

/**
 * The compiled sandbox's main.mjs, built first when it is missing or a file it is built from changed since
 * (isCompiledCliFresh over its inputs.json: a few ms). While another process builds it, waits for that build.
 */
export async function ensureCompiledSandbox() {
  const main = join(compiledSandboxDir, 'main.mjs');
  const startedAt = Date.now();
  for (;;) {
    if (isCompiledCliFresh(compiledSandboxDir) && existsSync(join(compiledSandboxDir, 'pglite-seed', 'PG_VERSION'))) return main;
    try {
      return await buildCompiledSandbox();
    } catch (error) {
      if (!String(error?.message).startsWith('another build') || Date.now() - startedAt > abandonedBuildMs) throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

/** How long to wait for another process's build before building anyway (its lock is then abandoned). */
const abandonedBuildMs = 120_000;

// `node api/sandbox/build/buildCompiledSandbox.mjs` (npm run build): builds what is stale.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureCompiledSandbox();
}
