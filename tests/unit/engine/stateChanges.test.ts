/**
 * Issue #12, SPEC §9 cross-tab sharing: toStateChanges says what changed between two versions of the state (as immer
 * leaves them: what did not change is the same object), applyStateChanges makes the old version the new one.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { applyStateChanges } from '../../../engine/domain/applyStateChanges';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { toStateChanges } from '../../../engine/domain/toStateChanges';

const bus = (count: number) => Array.from({ length: count }, (_, index) => ({ category: 'DECISION', subCategory: 'navigation', eventValue: `decision ${index}` }));
const base = produce(createInitialState(), (draft) => {
  draft.order.vehicle.year = 2012;
  draft.user.eventBus = bus(5);
  draft.user.pageData = { quote: { content: { helpText: 'Help' } } };
});

describe('toStateChanges → applyStateChanges', () => {
  it.each<[string, (draft: FunnelState) => void, unknown[]]>([
    ['nothing changed', () => undefined, []],
    ['one answer', (d) => void (d.order.vehicle.make = 'Toyota'), [{ path: ['order', 'vehicle', 'make'], set: 'Toyota' }]],
    ['an answer cleared', (d) => void (d.order.vehicle.year = null), [{ path: ['order', 'vehicle', 'year'], set: null }]],
    ['page data added', (d) => void (d.user.pageData.vehicle = { years: [2012] }), [{ path: ['user', 'pageData', 'vehicle'], set: { years: [2012] } }]],
    ['page data removed', (d) => void delete d.user.pageData.quote, [{ path: ['user', 'pageData', 'quote'], unset: true }]],
    [
      'an event-bus entry added: only the entry',
      (d) => void d.user.eventBus.push({ category: 'PAGE_ALERT', subCategory: 'X', eventValue: 'quote' }),
      [{ path: ['user', 'eventBus'], from: 5, runs: [[0, 5], { add: [{ category: 'PAGE_ALERT', subCategory: 'X', eventValue: 'quote' }] }] }],
    ],
    [
      'the oldest entries dropped and one added (the capped bus): runs of the old ones',
      (d) => void (d.user.eventBus = [...d.user.eventBus.slice(0, 1), ...d.user.eventBus.slice(3), { category: 'A', subCategory: 'B', eventValue: 'C' }]),
      [{ path: ['user', 'eventBus'], from: 5, runs: [[0, 1], [3, 2], { add: [{ category: 'A', subCategory: 'B', eventValue: 'C' }] }] }],
    ],
    ['a list replaced by a new one', (d) => void (d.order.lineItems.glassParts = [{ partNumber: 'P1' } as never]), [{ path: ['order', 'lineItems', 'glassParts'], set: [{ partNumber: 'P1' }] }]],
  ])('%s', (_name, recipe, expected) => {
    const after = produce(base, recipe);
    const changes = toStateChanges(base, after);
    expect(changes).toEqual(expected);
    const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
    expect(applyStateChanges(copy, JSON.parse(JSON.stringify(changes)))).toBe(0);
    expect(copy).toEqual(JSON.parse(JSON.stringify(after)));
  });

  it('applies to an immer draft, keeping what did not change the same object', () => {
    const after = produce(base, (d) => void d.user.eventBus.push({ category: 'A', subCategory: 'B', eventValue: 'C' }));
    const applied = produce(base, (draft) => void applyStateChanges(draft as unknown as Record<string, unknown>, toStateChanges(base, after)));
    expect(applied).toEqual(after);
    expect(applied.order).toBe(base.order);
    expect(applied.user.eventBus[0]).toBe(base.user.eventBus[0]);
  });

  it('leaves out a list change made against a list this tab does not have (both tabs changed it), and says so', () => {
    const after = produce(base, (d) => void d.user.eventBus.push({ category: 'A', subCategory: 'B', eventValue: 'C' }));
    const elsewhere = JSON.parse(JSON.stringify(produce(base, (d) => void d.user.eventBus.pop()))) as FunnelState;
    expect(applyStateChanges(elsewhere as unknown as Record<string, unknown>, toStateChanges(base, after))).toBe(1);
    expect(elsewhere.user.eventBus).toHaveLength(4);
  });

  it('a change of one answer is a small fraction of the whole state', () => {
    const large = produce(base, (d) => void (d.user.eventBus = bus(60)));
    const after = produce(large, (d) => void (d.order.customer.firstName = 'Ada'));
    expect(JSON.stringify(toStateChanges(large, after)).length).toBeLessThan(JSON.stringify(after).length / 50);
  });
});
