import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { OperationName } from '../../engine/domain/operations';
import { toOperationName } from './toOperationName';

/** How every request of a call fails while a journey says so (issue #13). */
export type JourneyFault = { status: number; retryAfter?: number } | { reset: true } | { timeout: true };

/** A request a journey's visitor sent: its call, its Idempotency-Key, and whether a fault answered it. */
export interface JourneyRequest {
  operation: OperationName | null;
  idempotencyKey: string | null;
  faulted: boolean;
}

/** The adapter with faults to switch on and off, and every request it saw. */
export interface FaultyAdapter {
  adapter: AxiosAdapter;
  setFault(operation: OperationName, fault: JourneyFault | null): void;
  requests: JourneyRequest[];
}

/**
 * Wraps a journey's adapter so a call can be made to fail as a service would (an error status with an optional
 * Retry-After, a connection reset, no answer in time) while everything else still reaches the sandbox; records every
 * request with its call and Idempotency-Key, so a test sees what the client tried again and with which key.
 */
export function createFaultyAdapter(inner: AxiosAdapter): FaultyAdapter {
  const faults = new Map<OperationName, JourneyFault>();
  const requests: JourneyRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const operation = toOperationName(config.method ?? 'get', axios.getUri(config));
    const key = AxiosHeaders.from(config.headers).get('Idempotency-Key');
    const fault = operation ? faults.get(operation) : undefined;
    requests.push({ operation, idempotencyKey: typeof key === 'string' ? key : null, faulted: fault !== undefined });
    if (!fault) return inner(config);
    if ('reset' in fault) throw new AxiosError('socket hang up', 'ECONNRESET', config, {});
    if ('timeout' in fault) throw new AxiosError('timeout exceeded', AxiosError.ETIMEDOUT, config, {});
    const headers = fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) };
    const response = { data: { error: 'Injected fault', field: 'body', message: `A journey made this call answer ${fault.status}.` }, status: fault.status, statusText: '', headers, config, request: {} };
    throw new AxiosError(`Request failed with status code ${fault.status}`, fault.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return {
    adapter,
    setFault: (operation, fault) => void (fault ? faults.set(operation, fault) : faults.delete(operation)),
    requests,
  };
}
