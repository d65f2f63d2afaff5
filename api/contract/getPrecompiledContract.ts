import type { ValidateFunction } from 'ajv';
import type { Contract } from './loadContract';

/** The contract as the compiled sandbox's build prepared it. */
export interface PrecompiledContract {
  /** The merged contract, as loadContract() gives it. */
  contract: Contract;
  /** Request validators, by validatorKey (api/sandbox/http/createOperationRegistrar.ts): ajv standalone code. */
  validators: Map<string, ValidateFunction>;
}

/**
 * The contract merged and its routes' request validators compiled at build time, or null. Running from the sources
 * it is null: the sandbox merges the YAML and compiles each validator at run time. The compiled sandbox
 * (api/sandbox/build/buildCompiledSandbox.mjs) replaces this module by one answering both, generated from the same
 * functions (loadContract, createRouteAjv), so a build answers exactly as the sources do, without reading YAML or
 * compiling a schema when it starts (issue #12).
 */
export function getPrecompiledContract(): PrecompiledContract | null {
  return null;
}
