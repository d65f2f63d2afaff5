import type { FastifyPluginAsync } from 'fastify';
import type { SandboxPluginOptions } from '../SandboxContext';

/** Not built yet. */
export const paymentPages: FastifyPluginAsync<SandboxPluginOptions> = async () => {};
