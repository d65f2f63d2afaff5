/**
 * The sandbox's heritage landing page (api/sandbox/heritage): what the SPEC §2 heritage hand-off sent, shown as a
 * plain page (funnel.yaml heritageUrl points at it), every value escaped.
 */
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../harness/createTestSandbox';

/** jsdom ships without type declarations here: load it by a non-literal specifier and type the little we use. */
const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new (html: string) => { window: { document: Document } } };

const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

const handOff = {
  corid: '272bd2fd-3972-4f15-bda4-5d46659fa32a',
  src: 'concept-funnel',
  conceptsqid: '9000100',
  isInsurance: 'true',
  navType: 'quote',
  cns: 'all',
};

async function open(query: Record<string, string>, path = '/heritage/') {
  const response = await sandbox.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query).toString()}` });
  const document = new JSDOM(response.body).window.document;
  /** The value shown for each field, by the field's query name. */
  const shown: Record<string, string> = {};
  for (const row of Array.from(document.querySelectorAll('tr'))) {
    const name = row.querySelector('th code')?.textContent ?? '';
    shown[name] = row.querySelector('td')?.textContent ?? '';
  }
  return { response, document, shown, problem: document.querySelector('.problem')?.textContent ?? null };
}

describe('GET /heritage/', () => {
  it('shows every field of a hand-off, with "not given" for the optional promo left out', async () => {
    const { response, document, shown, problem } = await open(handOff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(document.querySelector('h1')?.textContent).toBe('Heritage funnel (sandbox)');
    expect(document.title).toBe('Heritage funnel (sandbox)');
    expect(document.documentElement.lang).toBe('en');
    expect(shown).toEqual({ ...handOff, promo: 'not given' });
    expect(problem).toBeNull();
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/fmg/?fromheritage=true');
  });

  it.each([
    ['a promo', { ...handOff, promo: 'SAVE20' }, { promo: 'SAVE20' }, null],
    ['a missing field', { ...handOff, corid: '' }, { corid: 'not given' }, /corid is missing/],
    ['two missing fields', { src: 'concept-funnel', isInsurance: 'false' }, { navType: 'not given' }, /corid, conceptsqid, navType, cns are missing/],
    ['another source', { ...handOff, src: 'elsewhere' }, { src: 'elsewhere' }, /not handed over by the concept funnel/],
    ['markup in a value', { ...handOff, promo: '<script>alert(1)</script>' }, { promo: '<script>alert(1)</script>' }, null],
  ])('with %s', async (_name, query, expected, problem) => {
    const opened = await open(query as Record<string, string>);
    expect(opened.shown).toMatchObject(expected);
    if (problem) expect(opened.problem).toMatch(problem);
    else expect(opened.problem).toBeNull();
    expect(opened.document.querySelector('script')).toBeNull();
  });

  it('lists fields the hand-off does not define apart, and cuts values longer than 200 characters', async () => {
    const { shown } = await open({ ...handOff, extra: 'x'.repeat(300) });
    expect(shown.extra).toBe(`${'x'.repeat(200)}…`);
  });

  it('/heritage without the slash goes to /heritage/ with the same query', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/heritage?corid=a&cns=all' });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/heritage/?corid=a&cns=all');
  });
});
