import { getStateOfZip } from '../data/getStateOfZip';
import { taxRates } from '../data/taxRates';
import { RequestError } from '../http/RequestError';

/** Where a request gives the service state: a state field, a zip field, and the state of the serverData. */
export interface TaxStateSource {
  state?: string | null;
  stateField: string;
  zip?: string | null;
  zipField: string;
  fallback?: string | null;
}

const servedStates = Object.keys(taxRates).join(', ');

/**
 * The state whose sales tax applies: the state given, else the zip's state (getStateOfZip), else the fallback; null
 * when none is known. A state (or a zip's state) outside SPEC §9's state list answers 400 naming that field.
 */
export function getTaxState(source: TaxStateSource): string | null {
  if (source.state) {
    const state = source.state.trim().toUpperCase();
    if (!taxRates[state]) {
      throw new RequestError(400, source.stateField, `The sandbox charges sales tax in ${servedStates} only; "${source.state}" is not one of them.`);
    }
    return state;
  }
  if (source.zip) {
    const state = getStateOfZip(source.zip);
    if (!state || !taxRates[state]) {
      const where = state ? `is in ${state}` : 'is in no state the sandbox knows';
      throw new RequestError(400, source.zipField, `The zip ${source.zip} ${where}; the sandbox serves ${servedStates} only.`);
    }
    return state;
  }
  return source.fallback ?? null;
}
