/** What every call reads, fresh, from the host for its headers (SPEC §7). */
export interface ApiClientContext {
  experimentSettings: Record<string, unknown>;
  sessionSequenceNumber: string | null;
  referralSequenceNumber: string | null;
  eon: string | null;
  logEnabled: boolean;
}

/**
 * The headers every call carries (SPEC §7). The SPEC lists what they hold but not their names; these are ours,
 * and the sandbox reads the same names:
 * - `X-Experiment-Settings`: the experiment settings as JSON (non-ASCII escaped as `\uXXXX`, still valid JSON,
 *   because browsers refuse header values outside Latin-1);
 * - `X-Application-Name`: the fixed application name (also sent as the `AppName` payload field);
 * - `X-Session-Sequence-Number`, `X-Referral-Sequence-Number`, `X-Eon`: omitted while null;
 * - `X-Transaction-Id`: a fresh random UUID per call;
 * - `X-Log-Enabled`: `true` or `false`.
 */
export function toRequestHeaders(
  context: ApiClientContext,
  applicationName: string,
  transactionId: string,
): Record<string, string> {
  const headers: Record<string, string | null> = {
    'X-Experiment-Settings': toAsciiJson(context.experimentSettings),
    'X-Application-Name': applicationName,
    'X-Session-Sequence-Number': context.sessionSequenceNumber,
    'X-Referral-Sequence-Number': context.referralSequenceNumber,
    'X-Transaction-Id': transactionId,
    'X-Eon': context.eon,
    'X-Log-Enabled': context.logEnabled ? 'true' : 'false',
  };
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/** JSON with every non-ASCII character escaped, so it is a legal header value. */
function toAsciiJson(value: unknown): string {
  return (JSON.stringify(value ?? {}) ?? '{}').replace(
    /[\u007f-\uffff]/g,
    (character) => '\\u' + character.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}
