import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

export interface ChatPanelProps {
  title: string;
  /** Closes the panel (the close button and Escape). */
  onClose(): void;
  closeLabel?: string;
  /** Whether the panel takes the focus when it opens (not when it reopens by itself after a reload). */
  takeFocus?: boolean;
  /** The panel's element, for a chat that moves the focus within it. */
  panelRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The frame of a chat panel: a labelled, non-modal dialog with its heading and a close button, closed with Escape.
 * It takes the focus when it opens (its first empty field, else its heading); the widget returns it when it closes.
 */
export function ChatPanel({ title, onClose, closeLabel = 'Close chat', takeFocus = true, panelRef: givenRef, children }: ChatPanelProps) {
  const headingId = useId();
  const ownRef = useRef<HTMLElement>(null);
  const panelRef = givenRef ?? ownRef;
  useEffect(() => {
    if (!takeFocus) return;
    const panel = panelRef.current;
    const inputs = Array.from(panel?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([disabled]), textarea:not([disabled])') ?? []);
    // A pre-filled form (SPEC §4 transfer) starts at the first field still to fill.
    const first = inputs.find((input) => input.value === '') ?? inputs[0];
    (first ?? panel?.querySelector<HTMLElement>('h2'))?.focus();
    // Only when the panel opens.
  }, []);
  return (
    <section
      ref={panelRef}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="chat-panel-header">
        <h2 id={headingId} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="chat-close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </section>
  );
}
