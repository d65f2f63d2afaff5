/** One piece of a cross-tab message: which message, its place, how many pieces, and its text. */
export interface MessageChunk {
  id: string;
  index: number;
  count: number;
  text: string;
}

/**
 * SPEC §9 cross-tab state sharing: a message cut into chunks of at most `size` characters (funnel.yaml
 * crossTabMessageChunkSize; an empty message is one empty chunk), each naming the message `id`, its index and the
 * chunk count, so another tab can put it back together.
 */
export function toMessageChunks(id: string, message: string, size: number): MessageChunk[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Chunk size must be a whole number of characters above 0; got ${size}`);
  const count = Math.max(1, Math.ceil(message.length / size));
  return Array.from({ length: count }, (_, index) => ({ id, index, count, text: message.slice(index * size, (index + 1) * size) }));
}
