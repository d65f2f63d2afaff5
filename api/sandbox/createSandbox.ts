import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { loadContract } from '../contract/loadContract';
import type { FunnelModel } from '../../engine/compile/FunnelModel';
import { loadFunnelModel } from '../../engine/cli/loadFunnelModel';
import { loadVehicleCatalog } from './catalog/loadVehicleCatalog';
import { openDatabase, type DatabaseOptions } from './db/openDatabase';
import type { SandboxDatabase } from './db/SandboxDatabase';
import { createContractValidatorCompiler } from './http/createOperationRegistrar';
import { handleSandboxError } from './http/handleSandboxError';
import { parseIndexedQuery } from './http/parseIndexedQuery';
import { refuseUnstorableInput } from './http/refuseUnstorableInput';
import { registerResponseCompression } from './http/registerResponseCompression';
import { addSecurityHeaders, registerSecurityHeaders, toApiOrigins, toContentSecurityPolicy } from './http/registerSecurityHeaders';
import type { SandboxContext } from './SandboxContext';
import type { ExperimentAssignmentMode } from './experiments/assignVariations';
import { sandboxServices } from './sandboxServices';
import { isFunnelPagePath } from './static/isFunnelPagePath';
import { registerFunnelStatic } from './static/registerFunnelStatic';

export interface SandboxOptions {
  /** The vite build output to serve under /fmg/; defaults to <repo>/dist. */
  distDir?: string;
  /** Fastify request logging; off by default. */
  logger?: boolean;
  /**
   * The database: an open one (tests share one; the caller closes it), or where to open one (closed with the app).
   * Default: DATABASE_URL when set, else PGlite in .sandbox-data/pglite.
   */
  database?: SandboxDatabase | DatabaseOptions;
  /** The sandbox's clock; tests pin it. Default: the real time. */
  now?: () => Date;
  /**
   * How a device gets an experiment variation nobody forced: `hashed` (default, the demo) or `control` (always the
   * first variation, so end-to-end and journey tests take the default path unless a test forces a variation).
   */
  experimentAssignment?: ExperimentAssignmentMode;
  /**
   * The compiled funnel the sandbox serves (its pages are the page names content and experiment triggers accept), or
   * a function giving the current one (the dev server's, which follows YAML edits). Default: the repo's
   * funnel-config/, loaded once, when a call first needs it. main.ts loads FUNNEL_CONFIG_DIR.
   */
  model?: FunnelModel | (() => FunnelModel);
  /**
   * Origins besides its own the app may call (the CSP's connect-src, issue #13). Default: SANDBOX_API_ORIGINS (origins
   * separated by spaces or commas), else none.
   */
  apiOrigins?: readonly string[];
  /**
   * Behind a proxy (TLS terminated there): take the protocol and client address from X-Forwarded-* headers, so an
   * HTTPS visit is seen as one (Strict-Transport-Security). Default: SANDBOX_TRUST_PROXY=1, else off.
   */
  trustProxy?: boolean;
}

/** The vite build output of this repo. */
export const defaultDistDir = fileURLToPath(new URL('../../dist', import.meta.url));

/** The funnel config of this repo. */
export const defaultConfigDir = fileURLToPath(new URL('../../funnel-config', import.meta.url));

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Fastify's own serializer compiler (fast-json-stringify, found from Fastify's folder), loaded only when Fastify sets
 * one up: for a route with a response schema, which the sandbox has none of.
 */
const buildSerializer: NonNullable<CompilersFactory['buildSerializer']> = (...args) => {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const factory = fromFastify('@fastify/fast-json-stringify-compiler') as () => NonNullable<CompilersFactory['buildSerializer']>;
  return factory()(...args);
};

let defaultModel: FunnelModel | undefined;

/**
 * The repo's funnel-config/ compiled, loaded once per process and only when first asked for (tests start many
 * sandboxes, most of which never answer a page-keyed call; compiling the config takes a second).
 */
function getDefaultModel(): FunnelModel {
  defaultModel ??= loadFunnelModel(defaultConfigDir).model;
  return defaultModel;
}

/**
 * The reference API server (DESIGN.md "Folders": api/sandbox): the funnel's build under /fmg/ and every SPEC §7 call
 * on the same origin, each validated against api/contract. Not listening: call `listen` (main.ts) or `inject` (tests).
 * The database opens when the app gets ready.
 */
export function createSandbox(options: SandboxOptions = {}): FastifyInstance {
  const apiOrigins = options.apiOrigins ?? toApiOrigins(process.env.SANDBOX_API_ORIGINS);
  const contract = loadContract();
  const validatorCompiler = createContractValidatorCompiler(contract);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? process.env.SANDBOX_TRUST_PROXY === '1',
    // Opening the database (PGlite) can take over Fastify's default 10 s on a busy 2-core machine (parallel test
    // runs): a slow start is not a failed one.
    pluginTimeout: 60_000,
    // Every route validates with the contract's validators (createContractValidatorCompiler); no route has a response
    // schema, so Fastify's serializer compiler loads only if one ever does. Fastify's own compilers are not loaded at
    // start (issue #12: @fastify/ajv-compiler and its ajv are ~35 ms of CPU per start).
    schemaController: { compilersFactory: { buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'], buildSerializer } },
    // SPEC §7 GET calls send arrays and objects as indexed brackets: lineItems[0][partNumber]=…
    routerOptions: { querystringParser: (query: string) => parseIndexedQuery(query) },
    // Malformed URLs (bad percent-encoding, over-long params) get the same error shape as other bad input.
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const status = error.statusCode ?? 400;
      addSecurityHeaders(request, reply, toContentSecurityPolicy(apiOrigins));
      void reply.code(status).send({ error: status === 414 ? 'URI Too Long' : 'Bad Request', field: 'path', message: error.message });
    },
  });
  app.setErrorHandler(handleSandboxError);
  // First, so every answer gets them: the funnel's files, the API, errors (issue #13).
  registerSecurityHeaders(app, { apiOrigins });
  // Then compression, last of the onSend hooks: the API's JSON and pages of 1 KiB or more go brotli/gzip (issue #12).
  registerResponseCompression(app);
  // Before any route's schemas: text the database cannot store and over-deep nesting answer 400, not 500.
  app.addHook('preValidation', refuseUnstorableInput);
  app.setValidatorCompiler(validatorCompiler);

  const model = options.model ?? getDefaultModel;
  const context: SandboxContext = {
    contract,
    db: undefined as unknown as SandboxDatabase,
    // Expanded when a call first needs it (loadVehicleCatalog keeps it for the process): ~0.1 s of a start otherwise.
    get catalog() {
      return loadVehicleCatalog();
    },
    getModel: typeof model === 'function' ? model : () => model,
    now: options.now ?? (() => new Date()),
    experimentAssignment: options.experimentAssignment ?? 'hashed',
  };
  // The database first: every service plugin registered after this one finds it open.
  void app.register(async () => {
    const given = options.database;
    if (given && 'query' in given) {
      context.db = given;
      return;
    }
    const url = given?.url ?? process.env.DATABASE_URL;
    context.db = await openDatabase(url ? { url } : { dataDir: given?.dataDir, seedDir: given?.seedDir });
    app.addHook('onClose', async () => context.db.close());
  });

  app.get('/health', async () => ({ ok: true }));
  app.get('/sandbox/openapi.json', async () => contract.document);
  registerFunnelStatic(app, options.distDir ?? defaultDistDir);
  for (const service of sandboxServices) void app.register(service, { context });

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isFunnelPagePath(request.url)) {
      // SPA fallback: a funnel page URL gets index.html; the browser router shows the page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const path = request.url.split('?')[0];
    return reply.code(404).send({ error: 'Not Found', field: 'path', message: `Nothing answers ${request.method} ${path}.` });
  });

  return app;
}
