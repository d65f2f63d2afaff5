/**
 * The runtime helpers ajv's standalone code may `require`: the only modules a precompiled validator pulls into the
 * browser bundle. A schema needing another one fails the build (toValidatorModule) rather than the browser; the dev
 * server pre-bundles them (funnelConfigPlugin), so visiting a form page does not make Vite reload the page.
 */
export const validatorRuntimeModules = [
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/equal',
  'ajv/dist/runtime/uri',
  'ajv/dist/runtime/validation_error',
  'ajv-formats/dist/formats',
] as const;
