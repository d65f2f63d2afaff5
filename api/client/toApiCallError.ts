import type { ApiCallError } from '../../engine/runtime/ports';
import { toErrorLabel } from './toErrorLabel';

/**
 * The rejection of a failed call (SPEC §8 step 4): the SPEC §8 label, the HTTP status when there was a response,
 * the log path of the endpoint (never its params), and the response itself. The original error is kept as `cause`.
 */
export function toApiCallError(error: unknown, endpoint: string): ApiCallError {
  const label = toErrorLabel(error);
  const response = toResponse(error);
  const status = response?.status ?? null;
  const message = status === null ? `${label}: ${endpoint}` : `${label} ${status}: ${endpoint}`;
  return Object.assign(new Error(message, { cause: error }), { name: 'ApiCallError', label, status, endpoint, response });
}

/** The status and body of the response an axios error carries, or null when there was none. */
function toResponse(error: unknown): ApiCallError['response'] {
  if (typeof error !== 'object' || error === null) return null;
  const response = (error as { response?: { status?: unknown; data?: unknown } | null }).response;
  if (response == null || typeof response.status !== 'number') return null;
  return { status: response.status, data: response.data };
}
