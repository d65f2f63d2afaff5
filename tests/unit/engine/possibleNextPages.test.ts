/**
 * Issue #12: a journey fetches the own parts of the pages its submits can lead to, not of every screen it could have
 * gone to. When the visitor starts answering, those only the submit's calls can choose among; at the submit, the one
 * its answers choose (engine/runtime/possibleNextPages.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { splitFunnelModel, type PageDetails } from '../../../engine/compile/splitFunnelModel';
import { conditionGuards } from '../../../engine/domain/conditionGuards';
import { createInitialState } from '../../../engine/domain/state';
import { possibleNextPages } from '../../../engine/runtime/possibleNextPages';
import { setAtPath } from '../../../engine/runtime/setAtPath';
import { answerAvalonToZip } from '../../harness/answerAvalonToZip';
import { createJourney } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { loadFunnelModel } from '../../harness/loadFunnelModel';
import { createTestModel, testPage } from '../../renderers/createTestRuntime';

const model = loadFunnelModel();

/** A condition context on a fresh state with `values` written at their paths. */
function contextWith(funnel: FunnelModel, values: Record<string, unknown> = {}) {
  const state = createInitialState();
  for (const [path, value] of Object.entries(values)) setAtPath(state as unknown as Record<string, unknown>, path, value);
  return { state, guards: conditionGuards, environment: {}, constants: funnel.funnel.constants };
}

/**
 * A page whose Continue goes to `by-answer` when its answer says so, to `by-call` when its call found something, to
 * `by-cascade` when what a cascade of its answer resets holds, else to `fallback`.
 */
const chooser = createTestModel([
  testPage({
    id: 'chooser',
    fields: { schema: { type: 'object', properties: { choice: { type: 'string' } } }, uiSchema: {}, bind: { choice: 'user.pageData.chooser.choice' } },
    submit: [{ call: 'location.zip', params: { zip: { from: 'form.choice' } }, into: 'user.pageData.chooser.found' }],
    navigation: {
      forward: [
        { to: 'by-answer', when: { eq: ['user.pageData.chooser.choice', 'answer'] } },
        { to: 'by-call', when: { nonEmpty: 'user.pageData.chooser.found' } },
        { to: 'by-cascade', when: { truthy: 'order.vehicle.vin' } },
        { to: 'fallback' },
      ],
    },
  }),
  ...['by-answer', 'by-call', 'by-cascade', 'fallback'].map((id) => testPage({ id })),
]);
chooser.cascades = [{ id: 'choiceResetsVin', description: '', watch: ['user.pageData.chooser.choice'], reset: ['order.vehicle.vin'] }];

describe('possibleNextPages', () => {
  it('while answering: the pages only the calls (or a cascade) decide, and the first one decided now; not those the answers decide', () => {
    expect(possibleNextPages(chooser, 'chooser', 'forward', contextWith(chooser), false)).toEqual(['by-call', 'by-cascade', 'fallback']);
  });

  it('once answered: the page the answers choose ends the list; else the calls still decide among the rest', () => {
    const answered = (choice: string) => contextWith(chooser, { 'user.pageData.chooser.choice': choice });
    expect(possibleNextPages(chooser, 'chooser', 'forward', answered('answer'), true)).toEqual(['by-answer']);
    expect(possibleNextPages(chooser, 'chooser', 'forward', answered('other'), true)).toEqual(['by-call', 'by-cascade', 'fallback']);
  });

  it('a rule that reads nothing the submit changes decides now, whether answering or answered', () => {
    const plain = createTestModel([
      testPage({ id: 'plain', navigation: { forward: [{ to: 'a', when: { truthy: 'order.vehicle.vin' } }, { to: 'b' }] } }),
      testPage({ id: 'a' }),
      testPage({ id: 'b' }),
    ]);
    for (const answered of [false, true]) {
      expect(possibleNextPages(plain, 'plain', 'forward', contextWith(plain), answered)).toEqual(['b']);
      expect(possibleNextPages(plain, 'plain', 'forward', contextWith(plain, { 'order.vehicle.vin': 'V' }), answered)).toEqual(['a']);
    }
    expect(possibleNextPages(plain, 'plain', 'back', contextWith(plain), true)).toEqual([]);
  });

  it("funnel-config: estimate's answer picks the lookup page; service-zip's pages are the parts call's to choose", () => {
    expect(possibleNextPages(model, 'estimate', 'forward', contextWith(model), false)).toEqual(['service-zip']);
    expect(possibleNextPages(model, 'estimate', 'forward', contextWith(model, { 'user.pageData.estimate.vinSelection': 'licensePlate' }), true)).toEqual([
      'license-plate-lookup',
    ]);
    const zip = possibleNextPages(model, 'service-zip', 'forward', contextWith(model), false);
    expect(zip).toEqual(expect.arrayContaining(['part-questions', 'vehicle-parts', 'molding-questions', 'quote']));
  });
});

describe('the runtime fetching the pages a submit can lead to', () => {
  const now = new Date('2026-12-01T09:00:00Z');
  const sandbox = useTestSandbox({ now: () => now });

  /** A journey on the split model, with the pages whose own parts it loaded. */
  function splitJourney() {
    const { core, details } = splitFunnelModel(structuredClone(model) as FunnelModel);
    const loaded: string[] = [];
    const loadPageDetails = (pageId: string) => {
      if (!details[pageId]) return null;
      loaded.push(pageId);
      return Promise.resolve<PageDetails>(structuredClone(details[pageId]!));
    };
    return { journey: createJourney(sandbox, { now: () => now, model: core, loadPageDetails }), loaded };
  }

  it('when the visitor starts answering service-zip, fetches the pages its parts call chooses among', async () => {
    const { journey, loaded } = splitJourney();
    await journey.open('');
    await journey.submit('vehicle', { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' });
    await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false });
    expect((await journey.submit('estimate', { vinSelection: 'none' })).pageId).toBe('service-zip');
    await journey.settle();
    expect(loaded).not.toContain('part-questions');
    journey.runtime.prepareSubmit('service-zip');
    await vi.waitFor(() => expect(loaded).toEqual(expect.arrayContaining(['part-questions', 'vehicle-parts', 'molding-questions', 'quote'])));
  });

  it('fetches the page the answers chose and those the calls choose among, not the lookups the visitor did not pick', async () => {
    const { journey, loaded } = splitJourney();
    await journey.open('');
    const stop = await answerAvalonToZip(journey);
    await journey.settle();
    expect(stop.pageId).toBe('quote');
    expect(loaded).toEqual(expect.arrayContaining(['vehicle-damage', 'estimate', 'service-zip', 'quote', 'part-questions', 'molding-questions']));
    for (const lookup of ['vin-lookup', 'license-plate-lookup', 'address-lookup']) expect(loaded).not.toContain(lookup);
  });
});
