import type { FunnelSummary } from '../../engine/config/types';
import type { FunnelModel } from '../../engine/compile/FunnelModel';

/**
 * The order summary the frame shows beside a page (issue #14): funnel.yaml's, on a page with a title whose YAML does
 * not say `summary: false`; none for no page.
 */
export function getFrameSummary(model: FunnelModel, pageId: string | null): FunnelSummary | null {
  const page = pageId ? model.pages[pageId] : undefined;
  return model.funnel.summary && page?.title && page.summary !== false ? model.funnel.summary : null;
}
