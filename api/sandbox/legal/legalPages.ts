import type { FastifyPluginAsync } from 'fastify';
import { renderSandboxDocument } from '../http/renderSandboxDocument';
import { escapeHtml } from '../payment/escapeHtml';
import type { SandboxPluginOptions } from '../SandboxContext';
import { funnelBasePath } from '../static/isFunnelPagePath';
import { legalDocuments, type LegalDocument } from './legalDocuments';

/** Headers of the pages: not framed, no scripts. */
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** This page's styles, after the sandbox pages' base styles (renderSandboxDocument): 4.5:1 contrast, visible focus. */
const styles = `
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:0 1rem}
nav a{display:inline-flex;align-items:center;min-height:44px}
a{color:#0b3d91}
a:focus-visible{outline:3px solid #c75a00;outline-offset:2px}
`;

/** One legal page: the document, links to the other three, and a way back to the funnel. */
function renderLegalPage(document: LegalDocument): string {
  const sections = document.sections
    .map((section) => `<h2>${escapeHtml(section.heading)}</h2>\n${section.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}`)
    .join('\n');
  const others = legalDocuments
    .filter((other) => other.slug !== document.slug)
    .map((other) => `<li><a href="/legal/${other.slug}">${escapeHtml(other.title)}</a></li>`)
    .join('');
  return renderSandboxDocument({
    title: `${document.title} | Auto Glass`,
    styles,
    main: `<p class="notice"><strong>Sandbox.</strong> This page stands in for the company site's page of the same name.</p>
<h1>${escapeHtml(document.title)}</h1>
${sections}
<nav aria-label="Other legal pages"><ul>${others}</ul></nav>
<p><a href="${funnelBasePath}">Back to your order</a></p>`,
  });
}

/**
 * The pages the funnel's footer links to (SPEC §1: terms, privacy choices, cookie preferences, notice at collection),
 * as the sandbox offers them at GET /legal/{terms|privacy-choices|cookie-preferences|notice-at-collection}. They stand
 * in for the company site's pages: not SPEC §7 calls, not in api/contract.
 */
export const legalPages: FastifyPluginAsync<SandboxPluginOptions> = async (app) => {
  for (const document of legalDocuments) {
    const html = renderLegalPage(document);
    app.get(`/legal/${document.slug}`, async (_request, reply) => reply.headers(pageHeaders).send(html));
  }
};
