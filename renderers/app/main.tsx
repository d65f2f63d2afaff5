import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import model from 'virtual:funnel-model';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { BusyContext } from './BusyContext';
import { createBailOutHandler } from './createBailOutHandler';
import { createBrowserPorts } from './createBrowserPorts';
import { createBusyState } from './createBusyState';
import { createRoutes } from './createRoutes';
import { RuntimeContext } from './RuntimeContext';
import { toPagePath } from './toPagePath';
import './styles.css';

/** The router's basename: the funnel's base path without its trailing slash (SPEC §1: /fmg/). */
const basename = model.funnel.basePath.replace(/\/+$/, '');
/** The paths of the virtual routes a bail-out goes to or must not interrupt. */
const pathOfHandler = (handler: string) => {
  const pageId = model.pageIds.find((id) => model.pages[id]?.handler === handler);
  return pageId ? toPagePath(model, pageId) : null;
};
const errorPath = pathOfHandler('error') ?? '/';

let router: ReturnType<typeof createBrowserRouter> | null = null;
const onBailOut = createBailOutHandler({
  errorPath,
  quietPaths: [errorPath, pathOfHandler('restart')].filter((path): path is string => path !== null),
  getCurrentPath: () => {
    const location = router?.state.navigation.location ?? router?.state.location;
    return location?.pathname ?? '/';
  },
  navigate: (path) => void router?.navigate(path),
  now: () => Date.now(),
});

const ports = createBrowserPorts({ model, getState: () => runtime.getState(), onBailOut });
const runtime = createFunnelRuntime({
  model,
  ports,
  persist: true,
  environment: { userAgent: navigator.userAgent, referrer: document.referrer },
});
router = createBrowserRouter(createRoutes(runtime), { basename });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RuntimeContext value={runtime}>
      <BusyContext value={createBusyState()}>
        <RouterProvider router={router} />
      </BusyContext>
    </RuntimeContext>
  </StrictMode>,
);
