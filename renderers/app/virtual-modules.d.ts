/** Modules served by renderers/app/build/funnelConfigPlugin.ts, compiled from funnel-config/ at build time. */

declare module 'virtual:funnel-model' {
  /** The compiled funnel (engine/compile/compileFunnel.ts) as JSON. */
  const model: import('../../engine/compile/FunnelModel').FunnelModel;
  export default model;
}

declare module 'virtual:funnel-validators' {
  /** Page id → loader of that page's precompiled validator functions (one chunk each). */
  const validatorLoaders: Record<string, () => Promise<{ default: import('@rjsf/validator-ajv8').ValidatorFunctions }>>;
  export default validatorLoaders;
}

declare module 'virtual:funnel-validator/*' {
  /** A page's precompiled validator functions, for `createPrecompiledValidator(validateFns, schema)`. */
  const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export default validateFns;
}
