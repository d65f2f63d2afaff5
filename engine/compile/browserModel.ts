import type { CompiledPage, FunnelModel } from './FunnelModel';

/**
 * The browser's core model as the build writes it (issue #12): without what it restates of the pages, which
 * withDerivedIndexes puts back when the model module is evaluated: the page list (`pageIds`, the order of `pages`,
 * which splitFunnelModel builds in that order), the routes (each page's `route`) and each page's `id` (its key).
 */
export type WrittenFunnelModel = Omit<FunnelModel, 'pageIds' | 'routes' | 'pages'> & { pages: Record<string, Omit<CompiledPage, 'id'>> };

/** The core model without the page list, the routes and the pages' ids (toWrittenModel ∘ withDerivedIndexes = id). */
export function toWrittenModel(model: FunnelModel): WrittenFunnelModel {
  const { pageIds, routes: _routes, pages, ...rest } = model;
  return {
    ...rest,
    pages: Object.fromEntries(
      pageIds.map((id) => {
        const { id: _id, ...page } = pages[id]!;
        return [id, page];
      }),
    ),
  };
}

/** The model with its page list, routes and pages' ids put back (in place). */
export function withDerivedIndexes(written: WrittenFunnelModel): FunnelModel {
  const model = written as unknown as FunnelModel;
  model.pageIds = Object.keys(model.pages);
  model.routes = {};
  for (const id of model.pageIds) {
    const page = model.pages[id]!;
    page.id = id;
    model.routes[page.route] = id;
  }
  return model;
}
