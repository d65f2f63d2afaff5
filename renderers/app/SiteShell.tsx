import type { FunnelModel } from '../../engine/compile/FunnelModel';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { PageBootLoader } from './BootLoader';
import { getFrameSummary } from './getFrameSummary';
import { OrderSummaryPlace } from './OrderSummaryPlace';
import { ProgressPlaceholder } from './ProgressPlaceholder';
import { RuntimeContext } from './RuntimeContext';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The site's frame as index.html holds it (issue #12): drawn at build time from funnel-config (renderers/app/build/
 * funnelConfigPlugin.ts), so the browser paints the header, the loader in the page's place and the footer from the HTML
 * and the stylesheet, before any script has run. It is the frame Layout draws on the first load of a route that is no
 * page of its own, and has the boxes of the one it draws for the entry page (its progress empty: index.html is served
 * at every address, and the stage is the page's); React's first render replaces it (createRoot empties #root), so
 * its landmarks and its status are never there twice.
 */
export function SiteShell({ model }: { model: FunnelModel }) {
  const brand = model.funnel.brand;
  const entry = model.funnel.entry;
  const summary = getFrameSummary(model, entry);
  return (
    <div className={summary ? 'app has-summary' : 'app'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader brand={brand} logo={model.brandImages?.logo}>
        {model.progress.pages[entry]?.stage ? <ProgressPlaceholder /> : null}
      </SiteHeader>
      {summary ? <OrderSummaryPlace summary={summary} variant="panel" /> : null}
      <div className="page-layout">
        <div className="page-column">
          <main id="main" className="page" tabIndex={-1}>
            <div className="page-enter">
              {/* The loader reads funnel.yaml's loader from the runtime's model: at build time there is the model alone. */}
              <RuntimeContext value={{ model } as FunnelRuntime}>
                <PageBootLoader />
              </RuntimeContext>
            </div>
          </main>
        </div>
        {summary ? <OrderSummaryPlace summary={summary} variant="column" /> : null}
      </div>
      <SiteFooter brand={brand} />
    </div>
  );
}
