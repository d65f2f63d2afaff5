import type { UIMatch } from 'react-router';

/** The page the deepest matched route rendered (its loader returns `{pageId}`), or null while none has. */
export function getCurrentPageId(matches: UIMatch[]): string | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]?.loaderData as { pageId?: unknown } | null | undefined;
    if (data && typeof data.pageId === 'string') return data.pageId;
  }
  return null;
}
