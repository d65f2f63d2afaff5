/** The SPEC §8 "Call failures" labels, one per kind of failure. */
const errorLabels = {
  network:
    'A network error occurred. This could be a bad URL, a CORS issue, or a dropped internet connection. It is impossible for us to know.',
  status: 'Status Code Error',
  noResponse: 'The request was made but no response was received',
  other: 'Error',
} as const;

/** The label of a failed call (SPEC §8 "Call failures"), from an axios error or anything else thrown. */
export function toErrorLabel(error: unknown): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    response?: unknown;
    request?: unknown;
  };
  // Checked first: axios sets `request` on a network error too, so it would otherwise read as "no response".
  if (failure.code === 'ERR_NETWORK' && failure.response == null) return errorLabels.network;
  if (failure.response != null) return errorLabels.status;
  // A call given up after its timeout (funnel.yaml calls.timeoutMilliseconds): it was made, and nothing came back.
  if (failure.code === 'ETIMEDOUT' || failure.code === 'ECONNABORTED') return errorLabels.noResponse;
  if (failure.request != null) return errorLabels.noResponse;
  return errorLabels.other;
}
