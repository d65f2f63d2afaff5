import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import model from 'virtual:funnel-model';
import pageDetails from 'virtual:funnel-page-details';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { createFrontEndLogger } from '../../api/client/createFrontEndLogger';
import { getEnvironment } from '../../engine/domain/getEnvironment';
import { createApiFailureRecorder } from './createApiFailureRecorder';
import { FunnelApp } from './FunnelApp';
import { showsFirstPage } from './FunnelRouterProvider';
import { createErrorReporter } from './createErrorReporter';
import { ErrorReporterContext } from './ErrorReporterContext';
import { createFirstPageDrawn, FirstPageDrawnContext } from './FirstPageDrawnContext';
import { reportUncaughtErrors } from './reportUncaughtErrors';
import { afterShown } from './afterNextPaint';
import { BusyContext } from './BusyContext';
import { createBailOutHandler } from './createBailOutHandler';
import { createBrowserPorts } from './createBrowserPorts';
import { createBusyState } from './createBusyState';
import { createFunnelRouter, type FunnelRouter } from './createFunnelRouter';
import { createPageResolver } from './createPageResolver';
import { loadChunk } from './loadChunk';
import { RuntimeContext } from './RuntimeContext';
import { readStaticFrame, StaticFrameContext } from './StaticFrameContext';
import { toPagePath } from './toPagePath';
import './styles.css';
// After styles.css: the brand's colours (funnel.yaml) in place of its defaults.
import 'virtual:funnel-theme.css';

/** The router's basename: the funnel's base path without its trailing slash (SPEC §1: /fmg/). */
const basename = model.funnel.basePath.replace(/\/+$/, '');
/** The paths of the virtual routes a bail-out goes to or must not interrupt. */
const pathOfHandler = (handler: string) => {
  const pageId = model.pageIds.find((id) => model.pages[id]?.handler === handler);
  return pageId ? toPagePath(model, pageId) : null;
};
const errorPath = pathOfHandler('error') ?? '/';

let router: FunnelRouter | null = null;
const onBailOut = createBailOutHandler({
  errorPath,
  quietPaths: [errorPath, pathOfHandler('restart')].filter((path): path is string => path !== null),
  getCurrentPath: () => router?.currentPath().split('?')[0] ?? '/',
  navigate: (path) => void router?.navigate(path),
  now: () => Date.now(),
  report: (cause) => failures.onBailOut(cause),
});

/** Until the first page is shown, the page's requests wait for the end of the task that made them (issue #12). */
let isStarting = true;
const ports = createBrowserPorts({
  model,
  isStarting: () => isStarting,
  getState: () => runtime.getState(),
  update: (recipe) => runtime.update(recipe),
  onBailOut,
  onHandledFailure: (cause) => failures.onHandledFailure(cause),
  onAnalyticsEvent: (event) => failures.onAnalyticsEvent(event),
});
// SPEC §7/§8: uncaught script errors, framework errors, chunk-load failures and bail-outs go to the front-end logger;
// API errors also to the event bus (SPEC §3) and analytics.
// SPEC §9: the environment (by host name, funnel.yaml `environments`) decides which logger levels are sent.
const environment = getEnvironment(model.funnel.environments, window.location.hostname);
const reporter = createErrorReporter({
  logger: createFrontEndLogger(ports.api),
  logLevels: environment.logLevels,
  getPageName: () => runtime.getState().user.lastPageVisited,
  getPath: () => window.location.pathname,
});
const failures = createApiFailureRecorder(() => runtime, reporter);
reportUncaughtErrors(window, reporter);
const runtime = createFunnelRuntime({
  model,
  ports,
  persist: true,
  environment: { userAgent: navigator.userAgent, referrer: document.referrer },
  // Each screen's own part is a chunk of its own (issue #12), failing like any page code (SPEC §8 chunk-load failure).
  loadPageDetails: (pageId) => {
    const load = pageDetails[pageId];
    return load ? loadChunk(load, model.funnel.constants.chunkLoadTimeoutMilliseconds).then((module) => module.default) : null;
  },
  // So are the funnel's words only the code loaded on demand reads (the summaries'), loaded with that code.
  loadFunnelDetails: () =>
    loadChunk(() => import('virtual:funnel-details'), model.funnel.constants.chunkLoadTimeoutMilliseconds).then((module) => module.default),
});
router = createFunnelRouter({ basename, resolve: createPageResolver(runtime, window), window });
// Issue #12: the state is kept once per page transition; a page hidden (another app, a closed or reloaded tab, a
// payment provider's page) keeps it at once, so nothing typed is lost.
addEventListener('pagehide', () => runtime.flush());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') runtime.flush();
});
// A double-tap or double-click on a page's button: the second press lands on what the first led to (the next page's
// Continue, drawn in the same place), which would open that page with its errors shown. A click's `detail` counts the
// presses of one multi-press on whatever is under them: the second one is ignored, before React sees it.
addEventListener(
  'click',
  (event) => {
    if (event.detail > 1 && (event.target as Element).closest?.('.page-buttons')) {
      event.preventDefault();
      event.stopPropagation();
    }
  },
  true,
);
// SPEC §9 cross-tab state sharing: a second tab sees the same order. Its code is fetched once the first page is drawn
// (issue #12: not with the first page's); what this tab changed meanwhile is sent from the state it started with.
// Without a strategy (SPEC §8 error) this tab works alone.
const stateAtStart = runtime.getState();
const startCrossTabSync = () =>
  void import('./createCrossTabSync')
    .then(({ createCrossTabSync }) => createCrossTabSync({ runtime, since: stateAtStart }))
    .catch((error: unknown) => console.error(error));
// Issue #12: what the frame adds around the pages (the summary's and the chat's code, cross-tab sharing) waits until
// the first page is drawn and the browser idle, so none of it delays that page on a slow phone or network.
const firstPageDrawn = createFirstPageDrawn(() => afterShown(model.funnel.constants.analyticsWaitMilliseconds));
const stopWaitingForDrawn = firstPageDrawn.subscribe(() => {
  stopWaitingForDrawn();
  startCrossTabSync();
});
const stopWaitingForFirstPage = router.subscribe((routerState) => {
  if (!showsFirstPage(routerState)) return;
  stopWaitingForFirstPage();
  isStarting = false;
  // A first load that ended in an error its route's boundary shows draws no page: what waits for one goes on.
  if (routerState.failure) firstPageDrawn.pageCommitted();
});
router.start();

// Issue #12: the frame's static parts (header bar, footer) are kept as the build drew them into index.html: read them
// before the first render replaces #root (in dev, from the inert copy the dev server adds).
const rootElement = document.getElementById('root')!;
const staticFrame = readStaticFrame(document.querySelector<HTMLTemplateElement>('template#site-frame')?.content ?? rootElement);

createRoot(rootElement).render(
  <StrictMode>
    <RuntimeContext value={runtime}>
      <ErrorReporterContext value={reporter}>
        <BusyContext value={createBusyState()}>
          <FirstPageDrawnContext value={firstPageDrawn}>
            <StaticFrameContext value={staticFrame}>
              <FunnelApp router={router} />
            </StaticFrameContext>
          </FirstPageDrawnContext>
        </BusyContext>
      </ErrorReporterContext>
    </RuntimeContext>
  </StrictMode>,
);
