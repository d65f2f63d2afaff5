import { renderToStaticMarkup } from 'react-dom/server';
import type { FunnelModel } from '../../engine/compile/FunnelModel';
import { SiteShell } from '../../renderers/app/SiteShell';
import { readStaticFrame, type StaticFrame } from '../../renderers/app/StaticFrameContext';

/** The static parts of the frame as main.tsx reads them from index.html, whose frame the build draws from `model`. */
export function staticFrameOf(model: FunnelModel): StaticFrame {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<SiteShell model={model} />);
  return readStaticFrame(root);
}
