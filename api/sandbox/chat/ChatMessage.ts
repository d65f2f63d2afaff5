/** Who wrote a chat message: the visitor, the live agent, the AI assistant (before a transfer) or the service itself. */
export type ChatSender = 'visitor' | 'agent' | 'assistant' | 'system';

/** A stored chat message, as the message routes answer it. */
export interface ChatMessage {
  /** Increasing within the service: poll with `?after=` the last one seen. */
  messageId: number;
  sender: ChatSender;
  text: string;
  createdAt: string;
}
