import type { FastifyPluginAsync } from 'fastify';
import type { SandboxPluginOptions } from '../SandboxContext';
import { funnelBasePath } from '../static/isFunnelPagePath';
import { renderHeritagePage } from './renderHeritagePage';

/** Headers of the page: not cached, not framed, no scripts. */
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/**
 * The heritage funnel's landing page as the sandbox offers it (funnel.yaml heritageUrl: /heritage/): GET /heritage/
 * shows the fields the SPEC §2 hand-off sent (corid, src, conceptsqid, isInsurance, promo, navType, cns), so a hand-off
 * can be followed end to end. It stands in for another product: not a SPEC §7 call, not in api/contract.
 */
export const heritagePages: FastifyPluginAsync<SandboxPluginOptions> = async (app) => {
  const funnelUrl = `${funnelBasePath}?fromheritage=true`;
  app.get('/heritage/', async (request, reply) =>
    reply.headers(pageHeaders).send(renderHeritagePage(request.query as Record<string, unknown>, funnelUrl)),
  );
  app.get('/heritage', async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/heritage/${search}`, 308);
  });
};
