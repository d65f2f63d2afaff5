import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/** The repository root: this file's folder. */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The funnel's own plugins, and the engine they compile funnel-config/ with, are TypeScript run through tsx (as the
 * sandbox is), not bundled with this config: Vite's config loader then has only packages to load, and nothing of ours
 * to warn about (issue #12: `npm start` printed 20 warnings about imports without extensions).
 */
async function loadPlugins() {
  const [{ funnelConfigPlugin }, { precompressPlugin }, { studioDevPlugin }, { themeReplacedRjsfDefaultsPlugin }, { pureReactRouterPlugin }, { unnamedRjsfPartsPlugin }] = await Promise.all([
    tsImport('./renderers/app/build/funnelConfigPlugin.ts', import.meta.url) as Promise<typeof import('./renderers/app/build/funnelConfigPlugin')>,
    tsImport('./renderers/app/build/precompressPlugin.ts', import.meta.url) as Promise<typeof import('./renderers/app/build/precompressPlugin')>,
    tsImport('./renderers/studio/studioDevPlugin.ts', import.meta.url) as Promise<typeof import('./renderers/studio/studioDevPlugin')>,
    tsImport('./renderers/app/build/themeReplacedRjsfDefaultsPlugin.ts', import.meta.url) as Promise<typeof import('./renderers/app/build/themeReplacedRjsfDefaultsPlugin')>,
    tsImport('./renderers/app/build/pureReactRouterPlugin.ts', import.meta.url) as Promise<typeof import('./renderers/app/build/pureReactRouterPlugin')>,
    tsImport('./renderers/app/build/unnamedRjsfPartsPlugin.ts', import.meta.url) as Promise<typeof import('./renderers/app/build/unnamedRjsfPartsPlugin')>,
  ]);
  return { funnelConfigPlugin, precompressPlugin, studioDevPlugin, themeReplacedRjsfDefaultsPlugin, pureReactRouterPlugin, unnamedRjsfPartsPlugin };
}

/** The stand-in of every part of axios left out but the fetch adapter: any use of it throws, naming what was left out. */
const leftOutAxiosPart = './api/client/leftOutAxiosPart.ts';
/** axios's modules the browser bundle leaves out: the importing module of axios/lib, what it imports, the stand-in. */
const axiosLeftOut = [
  // axios's fetch adapter (never used in a browser: xhr comes first), which its adapter list imports.
  { importer: 'adapters/adapters.js', source: './fetch.js', standIn: './api/client/noFetchAdapter.ts' },
  // The statics only axios's default export carries, which the funnel never uses.
  { importer: 'axios.js', source: './cancel/CancelToken.js', standIn: leftOutAxiosPart },
  { importer: 'axios.js', source: './helpers/HttpStatusCode.js', standIn: leftOutAxiosPart },
  // The FormData and URL-encoded body helpers (every funnel call sends JSON), and axios.formToJSON.
  { importer: 'axios.js', source: './helpers/formDataToJSON.js', standIn: leftOutAxiosPart },
  { importer: 'defaults/index.js', source: '../helpers/formDataToJSON.js', standIn: leftOutAxiosPart },
  { importer: 'defaults/index.js', source: '../helpers/toURLEncodedForm.js', standIn: leftOutAxiosPart },
  // axios's own query-string writer (the funnel's client writes a GET's params itself: api/client/toQueryString.ts)
  // and the FormData writer it and axios.toFormData use; every browser has URLSearchParams.
  { importer: 'helpers/buildURL.js', source: './AxiosURLSearchParams.js', standIn: leftOutAxiosPart },
  { importer: 'platform/browser/classes/URLSearchParams.js', source: '../../../helpers/AxiosURLSearchParams.js', standIn: leftOutAxiosPart },
  { importer: 'axios.js', source: './helpers/toFormData.js', standIn: leftOutAxiosPart },
  { importer: 'defaults/index.js', source: '../helpers/toFormData.js', standIn: leftOutAxiosPart },
  // The XSRF cookie reader, which axios runs only to send an XSRF token: the funnel's client sends none
  // (withXSRFToken: false, api/client/createApiClient.ts; SPEC §7 names no such header).
  { importer: 'helpers/resolveConfig.js', source: './cookies.js', standIn: leftOutAxiosPart },
  { importer: 'adapters/xhr.js', source: '../helpers/cookies.js', standIn: leftOutAxiosPart },
  // Progress events, which the xhr adapter reports only to an onUploadProgress or onDownloadProgress callback.
  { importer: 'adapters/xhr.js', source: '../helpers/progressEventReducer.js', standIn: leftOutAxiosPart },
];

/**
 * Issue #12: the parts of axios no browser visit runs are left out of the bundle (axiosLeftOut): each import of them,
 * from the module of axios named, points at its stand-in.
 */
const axiosBrowserParts: Plugin = {
  name: 'funnel-axios-browser-parts',
  enforce: 'pre',
  resolveId: {
    filter: { id: new RegExp(`^(${axiosLeftOut.map((part) => part.source.replace(/[.]/g, '\\.')).join('|')})$`) },
    handler(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const leftOut = axiosLeftOut.find((part) => part.source === source && from.endsWith(`/node_modules/axios/lib/${part.importer}`));
      return leftOut ? fileURLToPath(new URL(leftOut.standIn, import.meta.url)) : null;
    },
  },
};

/**
 * Issue #12: react-router's `development` build (its default export condition) warns developers in the console; the
 * production build is the same code without those warnings (~0.5 KiB gzip on every page). Both entries are pointed at
 * it, so the app and react-router/dom share one copy.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * The browser app: renderers/app is the Vite root, served under /fmg/ (SPEC §1), built into <repo>/dist for
 * api/sandbox to serve. `vite build` prints every chunk with its gzip size (reportCompressedSize, on by default).
 */
export default defineConfig(async ({ command }): Promise<UserConfig> => {
  const { funnelConfigPlugin, precompressPlugin, studioDevPlugin, themeReplacedRjsfDefaultsPlugin, pureReactRouterPlugin, unnamedRjsfPartsPlugin } = await loadPlugins();
  return {
    root: fileURLToPath(new URL('./renderers/app', import.meta.url)),
    base: '/fmg/',
    publicDir: false,
    // FUNNEL_CONFIG_DIR: build (or serve in dev) another funnel config than funnel-config/, e.g. a product owner's copy;
    // serve the build with the sandbox on the same config (api/sandbox/main.ts reads FUNNEL_CONFIG_DIR too).
    // studioDevPlugin: `npm run dev` also serves the product owner's studio at /sandbox/studio/ (issue #15; dev only).
    plugins: [
      react(),
      funnelConfigPlugin({ repoRoot, configDir: process.env.FUNNEL_CONFIG_DIR || undefined }),
      precompressPlugin(),
      studioDevPlugin(),
      axiosBrowserParts,
      themeReplacedRjsfDefaultsPlugin(),
      pureReactRouterPlugin(),
      unnamedRjsfPartsPlugin(),
    ],
    resolve: {
      alias: [
        // DESIGN performance rules: RJSF imports markdown-to-jsx (~31 KiB gzip) for `ui:enableMarkdownInDescription`,
        // which funnel-config/ does not use; descriptions and help render as plain text instead.
        { find: 'markdown-to-jsx/react', replacement: fileURLToPath(new URL('./renderers/form/PlainMarkdown.tsx', import.meta.url)) },
        // Issue #12: RJSF imports fast-uri (~7.8 KiB gzip, in every form page's code) to resolve and compare `$ref`s and
        // `$id`s of a draft 2020-12 form, which funnel-config/ cannot have (lint form-schema); RFC 3986's resolution and
        // comparison stand in for it (tests/unit/build/uriResolver.test.ts checks them against fast-uri's results).
        { find: 'fast-uri', replacement: fileURLToPath(new URL('./renderers/form/uriResolver.ts', import.meta.url)) },
        // Issue #12: RJSF's deepEquals is fast-equals' createCustomEqual (~2.6 KiB gzip, in every form page's code),
        // which compares JSON data, schemas and props; a deep equality of those stands in for it
        // (tests/unit/build/createCustomEqual.test.ts checks it against fast-equals' results).
        { find: /^fast-equals$/, replacement: fileURLToPath(new URL('./renderers/form/createCustomEqual.ts', import.meta.url)) },
        // The dev server keeps react-router's warnings.
        ...(command === 'build' ? reactRouterProduction : []),
      ],
    },
    build: {
      // FUNNEL_DIST_DIR: build elsewhere (parallel builds, each served by its own sandbox: see playwright.config.ts).
      outDir: process.env.FUNNEL_DIST_DIR ?? fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      // .vite/manifest.json: which chunk each module is in and what it imports; tests/harness/checkBundle.ts sums the
      // scripts of the first render and of each journey from it (issue #12 budgets).
      manifest: true,
      rolldownOptions: {
        // Rolldown's note on plugin timings shows up when the machine is busy, not because of the build (issue #12:
        // `npm start` and `npm test` print no warnings).
        checks: { bundlerTimings: false },
        output: {
          // React in a chunk of its own: it changes with React's version, not with the funnel, so a visitor's cached copy
          // outlives a funnel release; and the entry stays well under Vite's 500 kB chunk warning (issue #12).
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // The small line-item helpers the quote, the confirmation, the payment pages and the chat all share, in one
              // chunk: apart, each was a chunk of its own with its own imports and exports to load (issue #12).
              { name: 'lineItems', test: /[\\/]engine[\\/]domain[\\/](toFlatLineItems|toPriceLineItems|filterFees|isRecalibrationItem|toOrderTotals)\.ts$/ },
            ],
          },
        },
      },
      reportCompressedSize: true,
      target: 'es2022',
      // Issue #12: no modulepreload polyfill in the entry (0.3 KiB gzip of the first render). Every browser of the es2022
      // target but Safari before 17 and Firefox before 115 fetches the preloads itself; those run the same code, and
      // fetch a chunk's imports when it runs.
      modulePreload: { polyfill: false },
      sourcemap: process.env.FUNNEL_SOURCEMAP === '1',
    },
    server: {
      port: Number(process.env.PORT ?? 5173),
      strictPort: process.env.PORT !== undefined,
      fs: { allow: [repoRoot] },
    },
    preview: { port: Number(process.env.PORT ?? 4173) },
  };
});
