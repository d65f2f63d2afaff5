import { createHash } from 'node:crypto';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IndexHtmlTransformContext, HtmlTagDescriptor, Plugin, ViteDevServer } from 'vite';
import type { RJSFSchema } from '@rjsf/utils';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { toWrittenModel } from '../../../engine/compile/browserModel';
import { splitFunnelModel, type SplitFunnelModel } from '../../../engine/compile/splitFunnelModel';
import { orderParamConverterNames } from '../../../engine/domain/paramConverters';
import { loadFunnelModel } from '../../../engine/cli/loadFunnelModel';
import { SiteShell } from '../SiteShell';
import { toThemeCss } from './toThemeCss';
import { toValidatorModule } from './toValidatorModule';
import { validatorRuntimeModules } from './validatorRuntimeModules';

/** Where the plugin finds things. */
export interface FunnelConfigPluginOptions {
  /** The repository root (where package.json lives). */
  repoRoot: string;
  /** funnel-config/ (default `<repoRoot>/funnel-config`). */
  configDir?: string;
  /** In dev, answer non-funnel requests with the sandbox API (api/sandbox/createSandbox.ts). Default true. */
  devApi?: boolean;
}

/** The compiled FunnelModel as JSON, each screen's own part left out (engine/compile/splitFunnelModel.ts). */
const modelId = 'virtual:funnel-model';
/** Page id → `() => import('virtual:funnel-page/<page>')`: each screen's own part is its own chunk (issue #12). */
const pageDetailsId = 'virtual:funnel-page-details';
/** One screen's own part: its form's schema and uiSchema, calls, actions, buttons and navigation. */
const pagePrefix = 'virtual:funnel-page/';
/** The funnel's words only code loaded on demand reads: the order summary's rows, the price summary (issue #12). */
const funnelDetailsId = 'virtual:funnel-details';
/** The order converters' code (engine/domain/orderParamConverters.ts), which the module of each page naming one imports. */
const orderParamConvertersModule = fileURLToPath(new URL('../../../engine/domain/orderParamConverters.ts', import.meta.url));
/** What puts back the parts of the core model the build leaves out of its module (engine/compile/browserModel.ts). */
const browserModelModule = fileURLToPath(new URL('../../../engine/compile/browserModel.ts', import.meta.url));
/** Page id → `() => import('virtual:funnel-validator/<page>')`, so each page's validator is its own chunk. */
const validatorsId = 'virtual:funnel-validators';
/** One page's precompiled validator functions. */
const validatorPrefix = 'virtual:funnel-validator/';
/** The brand's colours as the stylesheet's custom properties (toThemeCss), bundled into the first stylesheet. */
const themeId = 'virtual:funnel-theme.css';

/**
 * Build-time compilation of funnel-config/ (DESIGN "the browser never parses YAML nor compiles a JSON Schema"):
 * serves `virtual:funnel-model` (the core), `virtual:funnel-page-details` and `virtual:funnel-page/<pageId>` (each
 * screen's own part), `virtual:funnel-details` (the funnel's words only code loaded on demand reads),
 * `virtual:funnel-validators` and `virtual:funnel-validator/<pageId>`, and `virtual:funnel-theme.css` (the brand's
 * colours); fails the build with file:line:col diagnostics; in dev, reloads the page when a YAML file
 * changes and serves the sandbox API on the same origin.
 */
export function funnelConfigPlugin(options: FunnelConfigPluginOptions): Plugin {
  const repoRoot = resolve(options.repoRoot);
  const configDir = resolve(options.configDir ?? resolve(repoRoot, 'funnel-config'));
  let cached: FunnelModel | null = null;
  let base = '/';
  let split: { of: FunnelModel; parts: SplitFunnelModel } | null = null;
  /** The last model that compiled: the dev sandbox keeps serving it while a YAML edit is broken. */
  let lastGood: FunnelModel | null = null;
  const validatorCode = new Map<string, string>();

  const getModel = (warn: (message: string) => void): FunnelModel => {
    if (cached) return cached;
    const { model, warnings } = loadFunnelModel(configDir, repoRoot);
    for (const warning of warnings) warn(warning);
    cached = model;
    lastGood = model;
    return model;
  };
  /** The model the dev server's sandbox serves: the current one, or the last good one while the YAML is broken. */
  const getServedModel = (): FunnelModel => {
    try {
      return getModel(() => {});
    } catch (error) {
      if (lastGood) return lastGood;
      throw error;
    }
  };
  /** The model split into the core and each screen's part, once per compiled model. */
  const getSplit = (model: FunnelModel): SplitFunnelModel => {
    if (split?.of !== model) split = { of: model, parts: splitFunnelModel(model) };
    return split.parts;
  };
  /** Pages drawn by the generic form: only they need a precompiled validator (a custom renderer checks its own). */
  const pagesWithFields = (model: FunnelModel) =>
    model.pageIds.filter((id) => model.pages[id]?.fields && model.pages[id]?.renderer === undefined);
  const isConfigFile = (file: string) => file.startsWith(configDir + sep) && /\.(ya?ml|svg)$/.test(file);

  return {
    name: 'funnel-config',
    enforce: 'pre',
    // For the other build plugins that read the funnel (unnamedRjsfPartsPlugin): the compiled model.
    api: { getModel: () => getModel(() => {}) },

    config() {
      // Dependencies only reached through virtual modules, which Vite's dependency scan does not follow.
      return {
        optimizeDeps: {
          include: [...validatorRuntimeModules, '@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'],
        },
      };
    },

    configResolved(config) {
      base = config.base;
    },

    // Issue #12: the first page's own code (its part of the model, its renderer or form, their stylesheets) is fetched
    // with the entry, not after it has run; and the built page holds the site's frame (SiteShell), painted from the HTML
    // and the stylesheet before the scripts have run (in dev, whose styles come with the scripts, an inert copy the
    // app reads its static parts from: StaticFrameContext).
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const model = getModel(() => {});
        const preloads = toFirstPagePreloads(model, model.funnel.firstPage, repoRoot, base, context);
        const branded = toBrandedHtml(html, model);
        return { html: toHtmlWithShell(branded, model, context.bundle ? 'painted' : 'inert'), tags: [...toBrandTags(model, base), ...preloads] };
      },
    },

    // Issue #14: the brand's icon is a file of the site (a favicon is an image request the CSP allows from 'self' only).
    generateBundle() {
      const favicon = getModel(() => {}).brandImages?.favicon;
      if (favicon) this.emitFile({ type: 'asset', fileName: toFaviconFile(favicon), source: favicon });
    },

    buildStart() {
      // Fail early (and with every diagnostic) rather than when the first virtual module loads.
      getModel((message) => this.warn(message));
      this.addWatchFile(configDir);
    },

    // Hook filters: the bundler calls these for the funnel's virtual modules only, not for each of its 600 modules.
    resolveId: {
      filter: { id: /^virtual:funnel-/ },
      handler(id) {
        if ([modelId, validatorsId, pageDetailsId, funnelDetailsId, themeId].includes(id) || id.startsWith(validatorPrefix) || id.startsWith(pagePrefix)) {
          return '\0' + id;
        }
        return null;
      },
    },

    load: {
      filter: { id: /^\0virtual:funnel-/ },
      handler(id) {
        if (!id.startsWith('\0virtual:funnel-')) return null;
        const model = getModel((message) => this.warn(message));
        const virtualId = id.slice(1);
        // Issue #12: the page list, the routes and the pages' ids are put back from the pages when the module runs.
        if (virtualId === modelId) {
          const written = toJson(toWrittenModel(getSplit(model).core));
          return `import { withDerivedIndexes } from ${JSON.stringify(browserModelModule)};\nexport default withDerivedIndexes(${written});`;
        }
        if (virtualId === funnelDetailsId) return toJsonModule(getSplit(model).funnelDetails);
        if (virtualId === themeId) return toThemeCss(model.funnel.brand);
        if (virtualId === pageDetailsId) {
          const entries = Object.keys(getSplit(model).details).map(
            (pageId) => `  ${JSON.stringify(pageId)}: () => import(${JSON.stringify(pagePrefix + pageId)}),`,
          );
          return `export default {\n${entries.join('\n')}\n};`;
        }
        if (virtualId.startsWith(pagePrefix)) {
          const pageId = virtualId.slice(pagePrefix.length);
          const details = getSplit(model).details[pageId];
          if (!details) this.error(`No screen "${pageId}" in funnel-config/ (asked for ${virtualId})`);
          // Issue #12: the order converters' code comes with the pages that name one (in the same round: the page's
          // chunk imports it, and the dynamic import of a chunk fetches what it imports beside it), not with the entry.
          const converters = namesOrderConverter(details) ? `import ${JSON.stringify(orderParamConvertersModule)};\n` : '';
          return converters + toJsonModule(details);
        }
        if (virtualId === validatorsId) {
          const entries = pagesWithFields(model).map(
            (pageId) => `  ${JSON.stringify(pageId)}: () => import(${JSON.stringify(validatorPrefix + pageId)}),`,
          );
          return `export default {\n${entries.join('\n')}\n};`;
        }
        const pageId = virtualId.slice(validatorPrefix.length);
        const schema = pagesWithFields(model).includes(pageId) ? model.pages[pageId]?.fields?.schema : undefined;
        if (!schema) this.error(`No page "${pageId}" drawn by the generic form in funnel-config/ (asked for ${virtualId})`);
        const key = JSON.stringify(schema);
        let code = validatorCode.get(key);
        if (code === undefined) {
          code = toValidatorModule(schema as RJSFSchema);
          validatorCode.set(key, code);
        }
        return code;
      },
    },

    async configureServer(server) {
      server.watcher.add(configDir);
      const onConfigChange = (file: string) => {
        if (!isConfigFile(resolve(file))) return;
        cached = null;
        invalidateVirtualModules(server);
        try {
          getModel((message) => server.config.logger.warn(message));
          server.config.logger.info(`funnel-config changed (${relative(repoRoot, file)}): reloading`, { timestamp: true });
          server.ws.send({ type: 'full-reload', path: '*' });
        } catch (error) {
          // A broken YAML file shows Vite's error overlay with the diagnostics; fixing it reloads again.
          server.config.logger.error(String((error as Error).message), { timestamp: true });
          server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
        }
      };
      server.watcher.on('add', onConfigChange);
      server.watcher.on('change', onConfigChange);
      server.watcher.on('unlink', onConfigChange);
      server.middlewares.use((request, response, next) => {
        const favicon = getServedModel().brandImages?.favicon;
        if (!favicon || request.url?.split('?')[0] !== server.config.base + toFaviconFile(favicon)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(favicon);
      });
      if (options.devApi !== false) server.middlewares.use(await createDevApiMiddleware(repoRoot, server.config.base, getServedModel));
    },
  };
}

/**
 * Where the brand's icon is served, under the base path: a hashed asset, cached for a year like the scripts. Issue #12:
 * Chromium asks for the icon again at every page of a single-page app; a revalidated icon was a request per page.
 */
function toFaviconFile(svg: string): string {
  return `assets/favicon-${createHash('sha256').update(svg).digest('hex').slice(0, 8)}.svg`;
}

/**
 * index.html with the brand's name as its title, its description as the meta description and its primary colour as
 * the theme colour (issue #14).
 */
function toBrandedHtml(html: string, model: FunnelModel): string {
  const brand = model.funnel.brand;
  if (!brand) return html;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const { description } = brand;
  // Replaced by functions: a `$` in the brand's text is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(brand.name)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, (tag) => (description ? `<meta name="description" content="${escape(description)}"` : tag))
    .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${brand.colors.primary}"`);
}

/**
 * index.html with the site's frame (SiteShell) as static markup (issue #12): no script and no style attribute in it
 * (the strict CSP). `painted`: in its empty `<div id="root"></div>`, painted before the scripts run; React's first render
 * replaces it, keeping its static parts (StaticFrameContext). `inert` (dev, whose styles come with the scripts): in a
 * `<template id="site-frame">` after it, never shown, for the app to read those parts from. A page without that
 * element is left as it is.
 */
function toHtmlWithShell(html: string, model: FunnelModel, as: 'painted' | 'inert'): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  const shell = renderToStaticMarkup(createElement(SiteShell, { model }));
  return html.replace(root, () => (as === 'painted' ? `<div id="root">${shell}</div>` : `${root}<template id="site-frame">${shell}</template>`));
}

/** The icon link (issue #14: the browser asks for /favicon.ico, a 404, without one). */
function toBrandTags(model: FunnelModel, base: string): HtmlTagDescriptor[] {
  const favicon = model.brandImages?.favicon;
  if (!favicon) return [];
  return [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: base + toFaviconFile(favicon) }, injectTo: 'head' }];
}

/** A renderer's module: renderers/pages/<RendererName in PascalCase>.tsx (renderers/pages/index.ts keeps to it). */
export function toRendererModule(repoRoot: string, renderer: string): string {
  const name = renderer.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
  return resolve(repoRoot, 'renderers/pages', `${name}.tsx`);
}

/**
 * The `<link>`s that fetch a page's own code with the entry: modulepreload for its chunks (its part of the model, its
 * renderer, or the generic form with its validator; and what they import that the entry does not), and its
 * stylesheets. Nothing in dev (no bundle) or for a page without code of its own.
 */
function toFirstPagePreloads(model: FunnelModel, pageId: string, repoRoot: string, base: string, context: IndexHtmlTransformContext): HtmlTagDescriptor[] {
  const bundle = context.bundle;
  const page = model.pages[pageId];
  if (!bundle || !page) return [];
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const modules = [
    '\0' + pagePrefix + pageId,
    ...(page.renderer
      ? [toRendererModule(repoRoot, page.renderer)]
      : page.fields
        ? [resolve(repoRoot, 'renderers/app/PageView.tsx'), resolve(repoRoot, 'renderers/form/createPageValidator.ts'), '\0' + validatorPrefix + pageId]
        : []),
  ];
  // What the entry loads anyway (itself and its static imports) is not preloaded twice.
  const loaded = new Set<string>();
  const addWithImports = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const imported of chunk?.imports ?? []) addWithImports(imported);
  };
  if (entry) addWithImports(entry.fileName);
  const entryFiles = new Set(loaded);
  for (const id of modules) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (chunk) addWithImports(chunk.fileName);
  }
  const tags: HtmlTagDescriptor[] = [];
  for (const fileName of loaded) {
    if (entryFiles.has(fileName)) continue;
    tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: base + fileName }, injectTo: 'head' });
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) {
      tags.push({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: base + css }, injectTo: 'head' });
    }
  }
  return tags;
}

/**
 * A JSON value as a module: an object literal (smaller once compressed than a JSON.parse string, whose quotes are all
 * escaped; at these sizes, tens of KB, parsing either takes well under a millisecond). The rules' and steps' `note`s
 * explain the YAML to its readers (lint, graph); the browser never shows them, so they stay out.
 */
function toJsonModule(value: unknown): string {
  return `export default ${toJson(value)};`;
}

/** A value as JSON, without the notes written for the YAML's readers. */
function toJson(value: unknown): string {
  return JSON.stringify(value, (key, item: unknown) => (key === 'note' ? undefined : item));
}

/** Whether a page's own part converts a binding value (`as:`) with a converter of engine/domain/orderParamConverters.ts. */
function namesOrderConverter(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(namesOrderConverter);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) =>
    key === 'as' && typeof item === 'string' ? (orderParamConverterNames as readonly string[]).includes(item) : namesOrderConverter(item),
  );
}

/** Drops the cached virtual modules so the next request loads them from the changed YAML. */
function invalidateVirtualModules(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    for (const [id, module] of graph.idToModuleMap) {
      if (id.startsWith('\0virtual:funnel-')) graph.invalidateModule(module);
    }
  }
}

/**
 * The sandbox API (api/sandbox/createSandbox.ts, a Fastify app) behind the dev server, so `npm run dev` has the funnel
 * and the SPEC §7 calls on one origin, serving the same funnel config. Requests under the base path and Vite's own stay with Vite.
 */
async function createDevApiMiddleware(repoRoot: string, base: string, getModel: () => FunnelModel) {
  // tsImport is imported statically: the config's module runner (--configLoader runner) is closed by the time the
  // server starts, so a dynamic import here fails with "Vite module runner has been closed".
  const sandboxModule = (await tsImport(resolve(repoRoot, 'api/sandbox/createSandbox.ts'), import.meta.url)) as {
    createSandbox: (options?: { distDir?: string; model?: () => FunnelModel }) => {
      ready(): PromiseLike<unknown>;
      routing(req: IncomingMessage, res: ServerResponse): void;
    };
  };
  // The sandbox serves the config this dev server compiles (the plugin's configDir), following its edits.
  const app = sandboxModule.createSandbox({ model: getModel });
  await app.ready();
  const basePath = base.replace(/\/$/, '');
  const isViteRequest = (path: string) =>
    path === basePath || path.startsWith(basePath + '/') || /^\/(@vite|@fs|@id|@react-refresh|__|node_modules)/.test(path);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (isViteRequest(path)) return next();
    app.routing(req, res);
  };
}
