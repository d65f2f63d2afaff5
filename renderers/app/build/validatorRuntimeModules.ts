/**
 * The runtime helpers ajv's standalone code may `require`: the only modules a precompiled validator pulls into the
 * browser bundle. A schema needing another one fails the build (toValidatorModule) rather than the browser; the dev
 * server pre-bundles them (funnelConfigPlugin), so visiting a form page does not make Vite reload the page.
 * Not `ajv/dist/runtime/uri` (no draft-07 validator needs it): it is fast-uri, which the bundle replaces by a resolver
 * with only what RJSF calls (vite.config.ts).
 */
export const validatorRuntimeModules = [
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/equal',
  'ajv/dist/runtime/validation_error',
  'ajv-formats/dist/formats',
] as const;
