/** SPEC §4: empty ids use an all-zero UUID. */
const emptyId = '00000000-0000-0000-0000-000000000000';

/** The saved session id a request names, or null when it names none (absent, blank, or the all-zero UUID). */
export function toSavedSessionId(value: string | null | undefined): string | null {
  const id = value?.trim();
  return id && id !== emptyId ? id : null;
}
