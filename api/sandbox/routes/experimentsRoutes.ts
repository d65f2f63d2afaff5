import type { FastifyPluginAsync } from 'fastify';
import type { SandboxPluginOptions } from '../SandboxContext';

/** Not built yet. */
export const experimentsRoutes: FastifyPluginAsync<SandboxPluginOptions> = async () => {};
