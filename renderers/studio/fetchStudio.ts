/** What a studio API call failed with: the sandbox's `{ field, message }` for a refused request. */
export class StudioRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null,
  ) {
    super(message);
  }
}

/** GETs one of the studio's API answers (/sandbox/studio/api/<path>), with the query given (empty values left out). */
export async function fetchStudio<T>(path: string, query: Record<string, string | undefined> = {}): Promise<T> {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const response = await fetch(`${import.meta.env.BASE_URL}api/${path}${search.size > 0 ? `?${search}` : ''}`, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; field?: string };
    throw new StudioRequestError(response.status, body.message ?? `The studio API answered ${response.status}.`, body.field ?? null);
  }
  return (await response.json()) as T;
}
