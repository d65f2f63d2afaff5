import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { validatorRuntimeModules as runtimeModules } from './validatorRuntimeModules';

/**
 * Turns a page schema into an ES module whose default export is the `ValidatorFunctions` map of
 * `createPrecompiledValidator` (DESIGN performance rules: form validators are precompiled, so the browser never compiles
 * a JSON Schema and the bundle holds no `new Function`).
 *
 * `compileSchemaValidatorsCode` emits CommonJS (its ESM mode cannot export the hash-named validators), so the code is
 * wrapped: `require` of ajv's runtime helpers becomes static imports, `exports` a local object.
 */
export function toValidatorModule(schema: RJSFSchema): string {
  const code = compileSchemaValidatorsCode(schema, { ajvOptionsOverrides: { code: { source: true, lines: false } } });
  const required = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] ?? ''))];
  const unknown = required.filter((name) => !(runtimeModules as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`A precompiled validator needs ${unknown.join(', ')}; add it to validatorRuntimeModules.ts`);
  }
  const imports = required.map((name, index) => `import * as runtime${index} from ${JSON.stringify(name)};`);
  const table = required.map((name, index) => `${JSON.stringify(name)}: interop(runtime${index})`);
  return [
    ...imports,
    // A CommonJS module's namespace is `{default: module.exports}` under Node semantics, its exports under bundlers'.
    'function interop(namespace) { const value = namespace.default; return value && typeof value === "object" && value.__esModule ? value : namespace; }',
    `const runtimeModules = {${table.join(', ')}};`,
    'function require(name) { return runtimeModules[name]; }',
    'const exports = {};',
    code,
    'export default exports;',
  ].join('\n');
}
