import { useEffect, useState } from 'react';
import type { StoragePort } from '../../engine/runtime/ports';
import { getBrowserSessionStorage } from '../app/createBrowserPorts';

/** The tab's one draft: the answers typed on a form page and not yet sent. */
const draftKey = 'funnel-form-draft';

interface StoredDraft {
  pageId: string;
  /** The page's answers in the state when the draft was written, as JSON. */
  base: string;
  data: Record<string, unknown>;
}

/**
 * What a visitor typed or chose on a page and has not sent yet (a form's answers, a custom renderer's choices: the shop
 * and time picked, the way to pay), kept in the tab's session storage so that a reload (a usual reaction on a slow
 * phone) does not lose it ("never lose what they typed"). `initial` is what to show first: `getBase()` (the state's
 * answers), with the draft's values on top; `keep` is called with the page's values as they change; leaving the page
 * (its unmount) drops the draft.
 */
export function usePageDraft<T extends Record<string, unknown>>(pageId: string, getBase: () => T): { initial: T; keep(values: T): void } {
  const [draft] = useState(() => {
    const stored = createFormDraft(getBrowserSessionStorage(), pageId, getBase());
    return { initial: stored.read() as T, keep: (values: T) => stored.write(values), clear: () => stored.clear() };
  });
  useEffect(() => () => draft.clear(), [draft]);
  return draft;
}

/**
 * The draft of usePageDraft: only for the page it was typed on, and only while the state's answers of that page are
 * still those it was typed over: a draft a later submit, a cascade or another tab has overtaken is dropped rather than
 * brought back.
 */
export function createFormDraft(storage: StoragePort, pageId: string, base: Record<string, unknown>) {
  const baseJson = JSON.stringify(base);
  return {
    /** The answers to show: the state's, with the draft's on top when it is this page's and still current. */
    read(): Record<string, unknown> {
      try {
        const stored = JSON.parse(storage.get(draftKey) ?? 'null') as StoredDraft | null;
        if (stored && stored.pageId === pageId && stored.base === baseJson && stored.data && typeof stored.data === 'object') return { ...base, ...stored.data };
      } catch {
        // A draft that cannot be read is no draft.
      }
      return base;
    },
    /** Keeps the answers as typed (none when they are the state's). */
    write(data: Record<string, unknown>): void {
      if (JSON.stringify(data) === baseJson) storage.remove(draftKey);
      else storage.set(draftKey, JSON.stringify({ pageId, base: baseJson, data } satisfies StoredDraft));
    },
    /** The page is left: what it sent is in the state, and what it did not is not brought back on another visit. */
    clear(): void {
      storage.remove(draftKey);
    },
  };
}
