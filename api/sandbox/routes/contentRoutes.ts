import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { getContentPage } from '../content/getContentPage';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import type { SandboxPluginOptions } from '../SandboxContext';

/**
 * SPEC §7 page data: GET /content/api/v1/content/{appAbbreviation}/{pageName} answered from the compiled
 * funnel-config the sandbox serves, plus api/sandbox/data/pageContentExtras.ts (api/contract/paths/content.yaml).
 */
export const contentRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const register = createOperationRegistrar(app, context.contract);
  register('content.page', async ({ params }) => getContentPage(context.getModel(), params.appAbbreviation, params.pageName));
};
