import { useEffect, useState } from 'react';

export interface LoadingOverlayProps {
  visible: boolean;
  /** 'Loading...' (SPEC §1, funnel.yaml loader.text). */
  text: string;
  /** Friendly messages cycled while loading lasts (funnel.yaml loader.messages, when loader.carousel). */
  messages?: string[];
}

/** How long each friendly message shows. */
const messageMilliseconds = 2500;

/**
 * The loading overlay of SPEC §1: 'Loading...' and cycling friendly messages while a page loads or submits. It fades in
 * after a short delay (CSS), so fast navigations do not flash.
 */
export function LoadingOverlay({ visible, text, messages = [] }: LoadingOverlayProps) {
  const [messageIndex, setMessageIndex] = useState(-1);
  useEffect(() => {
    if (!visible || messages.length === 0) {
      setMessageIndex(-1);
      return;
    }
    const timer = setInterval(() => setMessageIndex((index) => (index + 1) % messages.length), messageMilliseconds);
    return () => clearInterval(timer);
  }, [visible, messages.length]);
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-box">
        <span className="spinner" aria-hidden="true" />
        <p className="loading-text">{text}</p>
        {messageIndex >= 0 ? <p className="loading-message">{messages[messageIndex]}</p> : null}
      </div>
    </div>
  );
}
