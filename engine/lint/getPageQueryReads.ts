import { entryGuardQueryReads, handlerQueryReads, rendererQueryReads } from '../compile/registry';
import type { PageConfig } from '../config/types';

/** The query parameters the code behind a page reads: its renderer's, its handler's and its entry guards'. */
export function getPageQueryReads(page: PageConfig): string[] {
  return [
    ...(page.renderer !== undefined ? (rendererQueryReads as Record<string, readonly string[]>)[page.renderer] ?? [] : []),
    ...(page.handler !== undefined ? (handlerQueryReads as Record<string, readonly string[]>)[page.handler] ?? [] : []),
    ...(page.guards ?? []).flatMap((guard) => (entryGuardQueryReads as Record<string, readonly string[]>)[guard] ?? []),
  ];
}
