import type { SubmitOutcome } from '../../engine/runtime/createFunnelRuntime';

/** The page-level message for a submit whose calls failed; server error bodies are never shown (SPEC §8). */
export function toSubmitFailureText(outcome: Extract<SubmitOutcome, { type: 'failed' }> | null): string {
  const reason = outcome?.status === 404 ? 'We could not find what you asked for.' : 'We could not save your answers.';
  return `${reason} Your answers are still here; please try again.`;
}
