import type { ValidateFunction } from 'ajv';
import { createContractAjv, toAjvSchema } from '../../api/contract/createContractAjv';
import type { Contract } from '../../api/contract/loadContract';

const validators = new WeakMap<Contract, Map<string, ValidateFunction | null>>();

/**
 * Why an answer does not match the contract (the status is not declared for the operation, or the body fails the
 * declared schema), or null when it matches.
 */
export function getContractViolation(contract: Contract, operationId: string, status: number, body: unknown): string | null {
  const operation = contract.operations.get(operationId);
  if (!operation) return `the contract has no operation ${operationId}`;
  const declared = Object.prototype.hasOwnProperty.call(operation.responses, String(status));
  if (!declared) return `status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`;
  let cache = validators.get(contract);
  if (!cache) {
    cache = new Map();
    validators.set(contract, cache);
  }
  const key = `${operationId} ${status}`;
  if (!cache.has(key)) {
    const schema = operation.responses[String(status)];
    cache.set(key, schema ? getAjv(contract).compile(toAjvSchema(schema)) : null);
  }
  const validate = cache.get(key);
  if (!validate || validate(body)) return null;
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message}`).join('; ');
}

const ajvs = new WeakMap<Contract, ReturnType<typeof createContractAjv>>();
function getAjv(contract: Contract) {
  let ajv = ajvs.get(contract);
  if (!ajv) {
    ajv = createContractAjv(contract);
    ajvs.set(contract, ajv);
  }
  return ajv;
}
