import type { FastifyPluginAsync } from 'fastify';
import type { SandboxPluginOptions } from '../SandboxContext';

/** Not built yet. */
export const locationRoutes: FastifyPluginAsync<SandboxPluginOptions> = async () => {};
