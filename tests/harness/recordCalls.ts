import type { OperationName } from '../../engine/domain/operations';
import type { Journey } from './createJourney';

/** One call a journey's API client made: the SPEC §7 operation and its params. */
export interface RecordedCall {
  operation: OperationName;
  params: Record<string, unknown>;
}

/** Records the calls a journey's API client makes from now on (operation and params), in the order they are made. */
export function recordCalls(journey: Journey): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const client = journey.ports.api;
  const call = client.call.bind(client);
  client.call = (operation, params = {}, options) => {
    calls.push({ operation, params });
    return call(operation, params, options);
  };
  return calls;
}
