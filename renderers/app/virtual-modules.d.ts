/** Modules served by renderers/app/build/funnelConfigPlugin.ts, compiled from funnel-config/ at build time. */

declare module 'virtual:funnel-model' {
  /**
   * The compiled funnel (engine/compile/compileFunnel.ts) as JSON, each screen's own part left out until the runtime
   * loads it (engine/compile/splitFunnelModel.ts, FunnelRuntime.loadPage).
   */
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

declare module 'virtual:funnel-page-details' {
  /** Screen id → loader of its own part (its form, calls, actions, buttons, navigation; one chunk each). */
  const pageDetailLoaders: Record<string, () => Promise<{ default: import('../../engine/compile/splitFunnelModel').PageDetails }>>;
  export default pageDetailLoaders;
}

declare module 'virtual:funnel-details' {
  /** The funnel's words only code loaded on demand reads (the order summary's rows, the price summary; one chunk). */
  const funnelDetails: import('../../engine/compile/splitFunnelModel').FunnelDetails;
  export default funnelDetails;
}
