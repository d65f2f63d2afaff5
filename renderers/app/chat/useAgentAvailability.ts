import { useContext, useEffect, useState } from 'react';
import { ChatClientContext } from './ChatClientContext';

export interface AgentAvailabilityOptions {
  /** Whether to ask at all: only while the answer shows (no chat panel open, the chat not hidden on the page). */
  enabled: boolean;
  /** The wait between two asks (funnel.yaml constants.agentStatusPollMilliseconds). */
  pollMilliseconds: number;
  /** The longest wait after failures (constants.agentStatusMaxPollMilliseconds). */
  maxPollMilliseconds: number;
}

/**
 * Whether a live agent is available (SPEC §4 Chat), asked while `enabled`: at once, then every `pollMilliseconds` while the tab is
 * visible, never while an answer is awaited, less often after failures. A failed answer counts as unavailable (the
 * button hides rather than offering a chat that cannot start). While not enabled the last answer stays.
 */
export function useAgentAvailability({ enabled, pollMilliseconds, maxPollMilliseconds }: AgentAvailabilityOptions): boolean {
  const client = useContext(ChatClientContext);
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let isAsking = false;
    let wait = pollMilliseconds;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(ask, wait);
    };
    const ask = () => {
      if (stopped || isAsking) return;
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return schedule();
      isAsking = true;
      client.getAgentStatus().then(
        (status) => {
          isAsking = false;
          if (stopped) return;
          wait = pollMilliseconds;
          setAvailable(status.available);
          schedule();
        },
        () => {
          isAsking = false;
          if (stopped) return;
          wait = Math.min(wait * 2, Math.max(maxPollMilliseconds, pollMilliseconds));
          setAvailable(false);
          schedule();
        },
      );
    };
    ask();
    // Back to a visible tab: ask at once (unless an answer is awaited; it schedules the next ask).
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' || isAsking) return;
      ask();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, enabled, pollMilliseconds, maxPollMilliseconds]);
  return available;
}
