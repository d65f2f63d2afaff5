import type { FunnelState } from './state';

/** The live-agent form's fields that the funnel may already know. */
export interface AgentFormDefaults {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * SPEC §4 Chat: what pre-fills the live-agent form on a transfer from the AI chat: the first name, last name and email
 * the visitor gave (customer-details, or an email passed in from outside), empty where not given.
 */
export function toAgentFormDefaults(state: FunnelState): AgentFormDefaults {
  const { customer } = state.order;
  return {
    firstName: customer.firstName?.trim() ?? '',
    lastName: customer.lastName?.trim() ?? '',
    email: (customer.emailAddress ?? state.external.customer.emailAddress ?? '').trim(),
  };
}
