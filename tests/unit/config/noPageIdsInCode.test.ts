/**
 * DESIGN principle 10, issue #10: code reaches pages through the model and roles declared in YAML (funnel.yaml entry,
 * firstPage, submittedPage; handlers of virtual routes), never by a page id written in engine/ or renderers/. Renaming
 * a page in YAML must not silently switch a behaviour off, so any page id of funnel-config written in code fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInitialOrder } from '../../../engine/domain/state';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const root = join(import.meta.dirname, '../../..');
const model = loadFunnelModel();

/** Source files of engine/ and renderers/ (tests and generated contract types are not product code). */
function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'operationParams.ts' ? [full] : [];
  });
}

/**
 * Where a page id is written as one in code: a string literal holding a real page's id (a screen), or any page's id
 * (virtual routes too, whose ids are also common words) where code picks a page: `pageData['x']`, `pageData.x`,
 * `pageId === 'x'`, `to: 'x'`, `goto: 'x'`, `pages['x']`, `pages.x`.
 */
function findPageIds(text: string): string[] {
  // Comments may name pages (they explain the YAML); code may not.
  const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  // vehicle, payment and schedule are also the order's groups (order.vehicle…): for them only page picks count.
  const groups = new Set(Object.keys(createInitialOrder()));
  const screens = model.pageIds.filter((id) => model.pages[id]?.kind === 'page' && !groups.has(id));
  const all = model.pageIds;
  const escape = (id: string) => id.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const found: string[] = [];
  for (const id of screens) {
    if (new RegExp(`['"\`]${escape(id)}['"\`]`).test(source)) found.push(id);
  }
  for (const id of all) {
    const word = escape(id);
    const picks = [
      `pageData\\[['"\`]${word}['"\`]\\]`,
      `pageData\\??\\.${word}\\b(?!-)`,
      `pages\\[['"\`]${word}['"\`]\\]`,
      `pages\\??\\.${word}\\b(?!-)`,
      `(?:pageId|from|to|lastPageVisited)\\s*[!=]==?\\s*['"\`]${word}['"\`]`,
      `\\b(?:to|goto)\\s*:\\s*['"\`]${word}['"\`]`,
    ];
    if (picks.some((pattern) => new RegExp(pattern).test(source))) found.push(id);
  }
  return [...new Set(found)];
}

describe('no page id in engine/ or renderers/', () => {
  const files = [...listSources(join(root, 'engine')), ...listSources(join(root, 'renderers'))];

  it('finds the product code to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.map((file) => [relative(root, file)]))('%s names no page', (file) => {
    expect(findPageIds(readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it.each([
    ["const next = 'confirmation';", ['confirmation']],
    ["state.user.pageData['payment-pia-return']", ['payment-pia-return']],
    ['state.user.pageData.quote?.pricing', ['quote']],
    ["if (pageId === 'landing') return;", ['landing']],
    ["return { goto: 'restart' };", ['restart']],
    ['draft.order.vehicle.year = 2020; // the vehicle group, not the page', []],
    ["for (const group of ['vehicle', 'payment'] as const) {}", []],
    ["if (state.user.lastPageVisited === 'payment') reload();", ['payment']],
    ['/** Kept at user.pageData.quote.pricing (quote.yaml). */', []],
    ["alert.style = 'error';", []],
  ])('the check itself: %s → %j', (source, expected) => {
    expect(findPageIds(source)).toEqual(expected);
  });
});
