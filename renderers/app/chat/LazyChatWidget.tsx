import { lazy, Suspense, type ComponentType } from 'react';
import type { ChatWidgetProps } from './ChatWidget';

let widgetCode: Promise<{ default: ComponentType<ChatWidgetProps> }> | null = null;

/**
 * Fetches the chat widget's code (the launcher, the agent availability it asks, the chat client), once. Code that does
 * not arrive leaves the chat out (logged); the page goes on.
 */
export function loadChatWidget(): Promise<{ default: ComponentType<ChatWidgetProps> }> {
  widgetCode ??= import('./ChatWidget').then(
    (module) => ({ default: module.ChatWidget }),
    (error: unknown) => {
      console.error(error);
      return { default: () => null };
    },
  );
  return widgetCode;
}

const ChatWidget = lazy(loadChatWidget);

/**
 * The chat of SPEC §1 and §4 (ChatWidget), its code fetched when it is first drawn. Layout draws it once the first page
 * is shown (issue #12: the first page's scripts do not carry the chat; nothing of it shows before a page anyway).
 */
export function LazyChatWidget(props: ChatWidgetProps) {
  return (
    <Suspense fallback={null}>
      <ChatWidget {...props} />
    </Suspense>
  );
}
