import { useContext, useEffect, useState } from 'react';
import { ChatClientContext } from './ChatClientContext';

/** How often the live-agent service is asked whether an agent is available. */
const agentPollMilliseconds = 3000;

/**
 * Whether a live agent is available (SPEC §4 Chat), asked now and every few seconds while the tab is visible; a failed
 * answer counts as unavailable (the button hides rather than offering a chat that cannot start).
 */
export function useAgentAvailability(pollMilliseconds = agentPollMilliseconds): boolean {
  const client = useContext(ChatClientContext);
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let stopped = false;
    const ask = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      client.getAgentStatus().then(
        (status) => !stopped && setAvailable(status.available),
        () => !stopped && setAvailable(false),
      );
    };
    ask();
    const timer = setInterval(ask, pollMilliseconds);
    document.addEventListener('visibilitychange', ask);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [client, pollMilliseconds]);
  return available;
}
