import type { FastifyPluginAsync } from 'fastify';
import type { SandboxPluginOptions } from '../SandboxContext';

/** Not built yet: the heritage funnel's landing page (the hand-off target). */
export const heritagePages: FastifyPluginAsync<SandboxPluginOptions> = async () => {};
