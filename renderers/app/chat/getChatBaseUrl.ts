/**
 * Where the chat services answer (SPEC §9: chat varies by environment): VITE_CHAT_BASE_URL at build time, like the
 * API host; empty, the default, is the funnel's own origin, where the sandbox offers them.
 */
export function getChatBaseUrl(): string {
  const configured = import.meta.env.VITE_CHAT_BASE_URL;
  return typeof configured === 'string' ? configured : '';
}
