import type { FastifyPluginAsync } from 'fastify';
import type { SandboxPluginOptions } from '../SandboxContext';

/** Not built yet. */
export const orderRoutes: FastifyPluginAsync<SandboxPluginOptions> = async () => {};
