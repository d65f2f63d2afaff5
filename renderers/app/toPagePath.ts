import type { FunnelModel } from '../../engine/compile/FunnelModel';

/** The router path (under the basename) of a page, with its navigation query: `/quote?offer=cash`. */
export function toPagePath(model: FunnelModel, pageId: string, query: Record<string, string> = {}): string {
  const route = model.pages[pageId]?.route;
  if (route === undefined) throw new Error(`No page "${pageId}" in the funnel model`);
  const search = new URLSearchParams(query).toString();
  return `/${route}${search ? `?${search}` : ''}`;
}
