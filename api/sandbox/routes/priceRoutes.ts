import type { FastifyPluginAsync } from 'fastify';
import type { SandboxPluginOptions } from '../SandboxContext';

/** Not built yet. */
export const priceRoutes: FastifyPluginAsync<SandboxPluginOptions> = async () => {};
