import type { Plugin } from 'vite';

/**
 * What makes a top-level statement of react-router's build look like a side effect to the bundler, though it is not:
 * a component or context made by a call into React (`var Link = React10.forwardRef(…)`), and its name for React's
 * developer tools set after it (`Link.displayName = "Link";`).
 */
const definitionCall = /^((?:var|const|let) \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const displayName = /^\w+\.displayName = "[^"\n]*";$/gm;

/**
 * Issue #12: react-router ships one module for all of its API, whose components and contexts are made at its top
 * level by calls the bundler must keep (it cannot know React's `forwardRef`, `memo` and `createContext` are pure), and
 * whatever those reach: its data router, links, forms and route matching, ~10 KiB gzip the funnel never runs (it uses
 * `<Router>`, `useLocation` and `useNavigate`: createFunnelRouter). Marked pure, with their display names left out,
 * the ones the funnel does not use are left out of the bundle. (tests/unit/build/pureReactRouterPlugin.test.ts)
 */
export function pureReactRouterPlugin(): Plugin {
  return {
    name: 'funnel-pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code) {
        const marked = code.replace(definitionCall, '$1/* @__PURE__ */ $2').replace(displayName, '');
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}
