import type { OperationId } from '../../api/contract/OperationTypes';
import type { TestSandbox } from './createTestSandbox';

/**
 * A well-formed call of one operation, for the contract test: its params (path, query and body together, as the
 * funnel passes them to api/client), made fresh per use when they depend on earlier calls (a saved session id…),
 * and the status it answers (200 unless said).
 */
export interface ContractSample {
  params: Record<string, unknown> | ((sandbox: TestSandbox) => Promise<Record<string, unknown>>);
  status?: number;
}

/** Samples of one service, by operation id (tests/unit/sandbox/samples/<service>.ts). */
export type ContractSamples = Partial<Record<OperationId, ContractSample>>;
