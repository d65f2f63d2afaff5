import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A rolldown plugin that gives a bundle engine/config/getSchemaValidators.ts as validators precompiled at build time
 * (ajv standalone code generated from the very ajv instance getSchemaValidators compiles at run time,
 * createConfigAjv), so the messages and positions are the same and no schema is compiled at start-up. Used by the
 * compiled CLI and the compiled sandbox (which loads the funnel config it serves). `replaced` is the module replaced;
 * `inputs` the files the generated code depends on (for a build's freshness manifest).
 */
export async function precompiledConfigValidators(root) {
  const { tsImport } = await import('tsx/esm/api');
  const standaloneCode = createRequire(import.meta.url)('ajv/dist/standalone').default;
  const { createConfigAjv, configSchemaIds } = await tsImport(pathToFileURL(join(root, 'engine/config/createConfigAjv.ts')).href, import.meta.url);
  const code = `${standaloneCode(createConfigAjv({ code: { source: true, esm: true } }), configSchemaIds)}
export function getSchemaValidators() {
  return { ${Object.keys(configSchemaIds).join(', ')} };
}
`;
  const replaced = join(root, 'engine/config/getSchemaValidators.ts');
  return {
    replaced,
    plugin: { name: 'precompiled-schema-validators', load: (id) => (id === replaced ? { code, moduleType: 'js' } : null) },
    inputs: [join(root, 'engine/config/createConfigAjv.ts'), createRequire(import.meta.url).resolve('ajv/package.json')],
  };
}
