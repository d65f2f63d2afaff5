/**
 * The browser's core model is written without the page list, the routes and the pages' ids, which it restates of the
 * pages (issue #12: ~0.4 KiB gzip of the first render); evaluating the module puts them back as they were.
 */
import { describe, expect, it } from 'vitest';
import { toWrittenModel, withDerivedIndexes } from '../../../engine/compile/browserModel';
import { splitFunnelModel } from '../../../engine/compile/splitFunnelModel';
import { loadFunnelModel } from '../../harness/loadFunnelModel';
import { createTestModel, testPage } from '../../renderers/createTestRuntime';

describe("the browser's written core model", () => {
  it.each([
    ['funnel-config', splitFunnelModel(loadFunnelModel()).core],
    ['a small test funnel', createTestModel([testPage({ id: 'vehicle', title: 'Vehicle' }), testPage({ id: 'home', kind: 'virtual', route: 'start' })])],
  ])('%s: written without them, and made whole again, in the same page order', (_name, core) => {
    const written = toWrittenModel(core);
    const text = JSON.stringify(written);
    expect(text).not.toContain('"pageIds"');
    expect(text).not.toContain('"routes"');
    expect(Object.values(written.pages).some((page) => 'id' in page)).toBe(false);
    const whole = withDerivedIndexes(JSON.parse(text) as typeof written);
    expect(whole).toEqual(core);
    expect(whole.pageIds).toEqual(core.pageIds);
  });
});
