import type { ComponentType } from 'react';
import type { FunnelModel } from '../../engine/compile/FunnelModel';
import { PageLoadError, type FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import type { ResolveRoute } from './createFunnelRouter';
import { loadPageComponent } from './loadPageComponent';
import { toPagePath } from './toPagePath';

/**
 * The page of a path under the basename (SPEC §2 routes, generated from the model: landing is `/`), matched as
 * react-router matched them (any case, with or without a trailing slash); undefined for an unknown path.
 */
export function findRoute(model: Pick<FunnelModel, 'routes'>, path: string): { route: string; pageId: string } | undefined {
  let route: string;
  try {
    route = decodeURIComponent(path).replace(/^\/+|\/+$/g, '');
  } catch {
    return undefined;
  }
  const pageId = model.routes[route];
  if (pageId !== undefined) return { route, pageId };
  const lower = route.toLowerCase();
  const match = Object.keys(model.routes).find((known) => known.toLowerCase() === lower);
  return match === undefined ? undefined : { route: match, pageId: model.routes[match]! };
}

/**
 * What the router enters a place with: the runtime's entry (SPEC §2 global rules, guards, entry calls) and, beside it,
 * the page's code (issue #12: the entry's calls run while the code loads). An unknown path is entered too: the runtime
 * answers it with the page-not-found alert and the entry page (SPEC §8).
 */
export function createPageResolver(runtime: FunnelRuntime, window: Pick<Window, 'location'>): ResolveRoute {
  const { model } = runtime;
  const timeout = model.funnel.constants.chunkLoadTimeoutMilliseconds;
  /** Each page's component, loaded once (a failure to load is a component that shows it: loadPageComponent). */
  const components = new Map<string, Promise<ComponentType>>();
  const componentOf = (pageId: string) => {
    let component = components.get(pageId);
    if (!component) components.set(pageId, (component = loadPageComponent(runtime, pageId, timeout)));
    return component;
  };
  return async (path, search, how) => {
    const found = findRoute(model, path);
    if (found) void componentOf(found.pageId);
    let outcome;
    try {
      outcome = await runtime.enterRoute(found?.route ?? path, search, how);
    } catch (error) {
      // A page whose own part did not load: the route's error boundary offers a reload (SPEC §8 chunk-load failure).
      throw error instanceof PageLoadError ? error.cause : error;
    }
    switch (outcome.type) {
      case 'render':
        return { type: 'render', pageId: outcome.pageId, Component: await componentOf(outcome.pageId) };
      case 'redirect':
        return { type: 'redirect', to: toPagePath(model, outcome.to, outcome.query) };
      case 'external':
        window.location.assign(outcome.url);
        return { type: 'leave' };
      case 'reload':
        // A reload (SPEC §2 payment-method on return from payment) loads the address being entered afresh, not the one
        // the browser shows: at the end of a redirect chain (payment-pia-return → payment → payment-method) the address
        // bar still holds the chain's start.
        window.location.replace(new URL(`${model.funnel.basePath.replace(/\/+$/, '')}${path}${search}`, window.location.href).href);
        return { type: 'leave' };
    }
  };
}
