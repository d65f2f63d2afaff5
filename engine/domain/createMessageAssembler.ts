import type { MessageChunk } from './toMessageChunks';

/** Puts chunked cross-tab messages back together. */
export interface MessageAssembler {
  /** Takes a chunk (anything that is not one is ignored); answers the whole message once its last chunk arrived. */
  add(chunk: unknown): string | null;
  /** How many messages are still missing chunks. */
  pendingCount(): number;
}

/** Messages waiting for chunks beyond this many are dropped, oldest first (a tab closed mid-message). */
const maxPendingMessages = 16;

/** Whether a value is a well-formed chunk (storage events and channels carry whatever another page wrote). */
function isMessageChunk(value: unknown): value is MessageChunk {
  if (value === null || typeof value !== 'object') return false;
  const chunk = value as Record<string, unknown>;
  return (
    typeof chunk.id === 'string' &&
    typeof chunk.text === 'string' &&
    Number.isInteger(chunk.count) &&
    Number.isInteger(chunk.index) &&
    (chunk.count as number) >= 1 &&
    (chunk.index as number) >= 0 &&
    (chunk.index as number) < (chunk.count as number)
  );
}

/**
 * SPEC §9 cross-tab state sharing: reassembles the chunks of `toMessageChunks`, in any order; a chunk seen twice counts
 * once, and a chunk disagreeing on its message's chunk count starts that message again.
 */
export function createMessageAssembler(): MessageAssembler {
  const pending = new Map<string, { count: number; texts: Map<number, string> }>();
  return {
    add: (chunk) => {
      if (!isMessageChunk(chunk)) return null;
      let message = pending.get(chunk.id);
      if (!message || message.count !== chunk.count) {
        pending.delete(chunk.id);
        message = { count: chunk.count, texts: new Map() };
        pending.set(chunk.id, message);
        if (pending.size > maxPendingMessages) pending.delete(pending.keys().next().value as string);
      }
      message.texts.set(chunk.index, chunk.text);
      if (message.texts.size < message.count) return null;
      pending.delete(chunk.id);
      return Array.from({ length: message.count }, (_, index) => message.texts.get(index) ?? '').join('');
    },
    pendingCount: () => pending.size,
  };
}
