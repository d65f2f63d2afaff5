/**
 * The state paths the registry says each condition guard reads (engine/compile/registry.ts conditionGuardReads) are
 * what it really reads: a step whose condition names the guard waits only for steps writing those paths (DESIGN
 * principle 11), so a path left out would let a step run before the answer it depends on.
 */
import { describe, expect, it } from 'vitest';
import { loadFunnelConstants } from '../../harness/loadFunnelConstants';
import { conditionGuardReads, type ConditionGuardName } from '../../../engine/compile/registry';
import { getBindingWaits } from '../../../engine/compile/getBindingWaits';
import { conditionGuards } from '../../../engine/domain/conditionGuards';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { produce } from 'immer';

/** The state wrapped so that every property read is recorded as a dotted path. */
function recordReads(state: FunnelState): { state: FunnelState; reads: Set<string> } {
  const reads = new Set<string>();
  const wrap = (value: unknown, path: string): unknown => {
    if (value === null || typeof value !== 'object') return value;
    return new Proxy(value as object, {
      get(target, key, receiver) {
        const inner = Reflect.get(target, key, receiver);
        if (typeof key !== 'string') return inner;
        const at = path ? `${path}.${key}` : key;
        reads.add(at);
        return wrap(inner, at);
      },
    });
  };
  // A thawed copy: immer freezes states, and a proxy must return a frozen property's own value.
  return { state: wrap(structuredClone(state), '') as FunnelState, reads };
}

/** States that take each guard down its branches: none, verified with a deductible, zero, NoComp, ITAC, a referral. */
const states: FunnelState[] = [
  createInitialState(),
  produce(createInitialState(), (draft) => {
    draft.order.payment.insuranceCoverage.coverageStatus = 'Verified';
    draft.order.policy.currentDeductible = 250;
  }),
  produce(createInitialState(), (draft) => {
    draft.order.payment.insuranceCoverage.coverageStatus = 'Verified';
    draft.order.policy.currentDeductible = 0;
  }),
  produce(createInitialState(), (draft) => {
    draft.order.payment.insuranceCoverage.coverageType = 'NoComp';
  }),
  produce(createInitialState(), (draft) => {
    draft.order.policy.isItac = true;
  }),
  produce(createInitialState(), (draft) => {
    draft.cookie.ReferralNumber = '123456';
  }),
];

const listed = Object.keys(conditionGuardReads) as ConditionGuardName[];

describe('condition guards read only the paths the registry lists', () => {
  it.each(listed)('%s', (name) => {
    const declared = conditionGuardReads[name]!;
    const constants = loadFunnelConstants();
    const outside = new Set<string>();
    for (const state of states) {
      const { state: watched, reads } = recordReads(state);
      conditionGuards[name](watched, {}, constants, {});
      for (const path of reads) {
        const covered = declared.some((root) => path === root || path.startsWith(`${root}.`) || root.startsWith(`${path}.`));
        if (!covered) outside.add(path);
      }
    }
    expect([...outside]).toEqual([]);
  });

  it('a step whose condition names a listed guard waits only for the steps writing what it reads', () => {
    const steps = [
      { call: 'content.page', into: 'user.pageData.quote.content' },
      { into: 'order.payment.isInsurance', value: false, when: { guard: 'isNoCompPolicy' } },
      { call: 'parts.wipers', into: 'user.pageData.quote.wipers' },
    ];
    const page = { actions: {} };
    expect(getBindingWaits(steps, page)).toEqual([[], [], []]);
    // A guard the registry does not list may read anything: it waits for the step before it.
    expect(getBindingWaits([steps[0]!, { ...steps[1]!, when: { guard: 'vinIsOptional' } }], page)).toEqual([[], [0]]);
  });
});
