/** What a step of a journey file does (funnel-config/schema/journey.schema.json). */
export type JourneyStep =
  | { open: string }
  | { submit: { page: string; answers?: Record<string, unknown>; scenario?: string } }
  | { act: { page: string; scenario: string } }
  | { run: { page: string; action: string; input?: Record<string, unknown> } }
  | { expect: JourneyExpectation }
  | { newBrowser: true }
  /** From now on every request of `call` fails this way (`none`: works again), issue #13. */
  | { fault: { call: string; answer: number | 'reset' | 'timeout' | 'none'; retryAfter?: number } };

/** What the visitor should see after the steps before; every part given must hold. */
export interface JourneyExpectation {
  page?: string;
  query?: Record<string, string>;
  state?: Record<string, unknown>;
  alert?: string;
  refusal?: { field?: string | null; message?: string };
  external?: string;
}

/** One funnel-config/journeys/<name>.yaml, as written. */
export interface JourneyDefinition {
  name?: string;
  description?: string;
  now?: string;
  environment?: { userAgent?: string; canMakeApplePayments?: boolean };
  steps: JourneyStep[];
}
