import { relative, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import type { RJSFSchema } from '@rjsf/utils';
import { tsImport } from 'tsx/esm/api';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { loadFunnelModel } from '../../../engine/cli/loadFunnelModel';
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

/** The compiled FunnelModel as JSON. */
const modelId = 'virtual:funnel-model';
/** Page id → `() => import('virtual:funnel-validator/<page>')`, so each page's validator is its own chunk. */
const validatorsId = 'virtual:funnel-validators';
/** One page's precompiled validator functions. */
const validatorPrefix = 'virtual:funnel-validator/';

/**
 * Build-time compilation of funnel-config/ (DESIGN "the browser never parses YAML nor compiles a JSON Schema"):
 * serves `virtual:funnel-model`, `virtual:funnel-validators` and `virtual:funnel-validator/<pageId>`; fails the build
 * with file:line:col diagnostics; in dev, reloads the page when a YAML file changes and serves the sandbox API on the
 * same origin.
 */
export function funnelConfigPlugin(options: FunnelConfigPluginOptions): Plugin {
  const repoRoot = resolve(options.repoRoot);
  const configDir = resolve(options.configDir ?? resolve(repoRoot, 'funnel-config'));
  let cached: FunnelModel | null = null;
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
  /** Pages drawn by the generic form: only they need a precompiled validator (a custom renderer checks its own). */
  const pagesWithFields = (model: FunnelModel) =>
    model.pageIds.filter((id) => model.pages[id]?.fields && model.pages[id]?.renderer === undefined);
  const isConfigFile = (file: string) => file.startsWith(configDir + sep) && /\.ya?ml$/.test(file);

  return {
    name: 'funnel-config',
    enforce: 'pre',

    config() {
      // Dependencies only reached through virtual modules, which Vite's dependency scan does not follow.
      return {
        optimizeDeps: {
          include: [...validatorRuntimeModules, '@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'],
        },
      };
    },

    buildStart() {
      // Fail early (and with every diagnostic) rather than when the first virtual module loads.
      getModel((message) => this.warn(message));
      this.addWatchFile(configDir);
    },

    resolveId(id) {
      if (id === modelId || id === validatorsId || id.startsWith(validatorPrefix)) return '\0' + id;
      return null;
    },

    load(id) {
      if (!id.startsWith('\0virtual:funnel-')) return null;
      const model = getModel((message) => this.warn(message));
      const virtualId = id.slice(1);
      if (virtualId === modelId) {
        // JSON.parse of a string literal parses faster than the same object literal. The rules' and steps' `note`s
        // explain the YAML to its readers (lint, graph); the browser never shows them, so they stay out of the bundle.
        const forBrowser = JSON.stringify(model, (key, value: unknown) => (key === 'note' ? undefined : value));
        return `export default JSON.parse(${JSON.stringify(forBrowser)});`;
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
      if (options.devApi !== false) server.middlewares.use(await createDevApiMiddleware(repoRoot, server.config.base, getServedModel));
    },
  };
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
