/**
 * The decision trace (DESIGN principle 12, issue #11): a condition written as compact text, explained with what the
 * state held as shapes only (never a visitor's value), the formatter's lines, the event bus's cap on decision entries,
 * and the runtime recording guards, auto-route and failed prerequisites headless with in-memory ports.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../engine/config/types';
import { conditionGuards } from '../../../engine/domain/conditionGuards';
import { createInitialState, type BusEntry, type FunnelState } from '../../../engine/domain/state';
import { createFunnelRuntime, decisionCategory } from '../../../engine/runtime/createFunnelRuntime';
import type { DecisionTrace } from '../../../engine/runtime/DecisionTrace';
import { explainCondition } from '../../../engine/runtime/explainCondition';
import { formatDecision } from '../../../engine/runtime/formatDecision';
import { toCappedEventBus } from '../../../engine/runtime/toCappedEventBus';
import { toConditionText } from '../../../engine/runtime/toConditionText';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();

/** A state with what a visitor typed: a name, an email, a phone, a zip, a VIN, and some closed-set answers. */
const typed = produce(createInitialState(), (draft) => {
  draft.order.customer.firstName = 'Ada';
  draft.order.customer.emailAddress = 'ada@example.com';
  draft.order.customer.phoneNumber = '602 555 0123';
  draft.order.serviceLocation.zipCode = '85016';
  draft.order.serviceLocation.appointmentType = 'Mobile';
  draft.order.vehicle.vin = '1HGCM82633A004352';
  draft.order.vehicle.year = 2012;
  draft.order.damage.isRepair = false;
  draft.user.pageData.stages = { partQuestions: [], partChoices: [{ partNumber: 'FW1' }], moldingQuestions: [{ questionId: 'm' }, { questionId: 'n' }] };
});
const context = (state: FunnelState = typed) => ({ state, guards: conditionGuards, constants: model.funnel.constants });

describe('a condition explained for the trace: its YAML text, whether it holds, what the state held (as a shape)', () => {
  it.each<{ condition: Condition; text: string; holds: boolean; found: string }>([
    { condition: { minItems: ['user.pageData.stages.partChoices', 2] }, text: 'minItems user.pageData.stages.partChoices 2', holds: false, found: 'has 1 item' },
    { condition: { nonEmpty: 'user.pageData.stages.moldingQuestions' }, text: 'nonEmpty user.pageData.stages.moldingQuestions', holds: true, found: 'has 2 items' },
    { condition: { empty: 'user.pageData.stages.partQuestions' }, text: 'empty user.pageData.stages.partQuestions', holds: true, found: 'is empty' },
    { condition: { truthy: 'order.customer.emailAddress' }, text: 'truthy order.customer.emailAddress', holds: true, found: 'is set' },
    { condition: { falsy: 'order.customer.lastName' }, text: 'falsy order.customer.lastName', holds: true, found: 'is not set' },
    { condition: { truthy: 'order.vehicle.year' }, text: 'truthy order.vehicle.year', holds: true, found: 'is a number' },
    { condition: { falsy: 'order.damage.isRepair' }, text: 'falsy order.damage.isRepair', holds: true, found: 'is false' },
    { condition: { eq: ['order.serviceLocation.appointmentType', 'Mobile'] }, text: 'eq order.serviceLocation.appointmentType "Mobile"', holds: true, found: 'equals "Mobile"' },
    { condition: { ne: ['order.serviceLocation.zipCode', '85001'] }, text: 'ne order.serviceLocation.zipCode "85001"', holds: true, found: 'is set, not "85001"' },
    { condition: { eq: ['order.payment.isInsurance', null] }, text: 'eq order.payment.isInsurance null', holds: true, found: 'is not set' },
    { condition: { ne: ['order.damage.isRepair', null] }, text: 'ne order.damage.isRepair null', holds: true, found: 'is false' },
    { condition: { in: ['order.serviceLocation.appointmentType', ['Inshop', 'Mobile']] }, text: 'in order.serviceLocation.appointmentType ["Inshop", "Mobile"]', holds: true, found: 'equals "Mobile"' },
    { condition: { in: ['order.customer.firstName', ['Bob', 'Eve']] }, text: 'in order.customer.firstName ["Bob", "Eve"]', holds: false, found: 'is set, none of them' },
    { condition: { same: ['order.serviceLocation.zipCode', 'order.customer.emailAddress'] }, text: 'same order.serviceLocation.zipCode order.customer.emailAddress', holds: false, found: 'differ' },
    { condition: { guard: 'isInsuranceVerified' }, text: 'guard isInsuranceVerified', holds: false, found: 'is false' },
    {
      condition: { all: [{ truthy: 'order.vehicle.year' }, { nonEmpty: 'user.pageData.stages.partQuestions' }] },
      text: 'all(truthy order.vehicle.year, nonEmpty user.pageData.stages.partQuestions)',
      holds: false,
      found: 'nonEmpty user.pageData.stages.partQuestions: is empty',
    },
    {
      condition: { any: [{ truthy: 'order.vehicle.vin' }, { guard: 'isInsuranceVerified' }] },
      text: 'any(truthy order.vehicle.vin, guard isInsuranceVerified)',
      holds: true,
      found: 'truthy order.vehicle.vin: is set',
    },
    { condition: { not: { empty: 'order.vehicle.vin' } }, text: 'not(empty order.vehicle.vin)', holds: true, found: 'is set' },
  ])('$text → $holds, $found', ({ condition, text, holds, found }) => {
    expect(toConditionText(condition)).toBe(text);
    const check = explainCondition(condition, context());
    expect(check).toMatchObject({ text, holds, found });
  });

  it('holds exactly when evaluateCondition says so, stopping where it stops (all at the first failure, any at the first hold)', () => {
    const check = explainCondition({ all: [{ falsy: 'order.vehicle.vin' }, { truthy: 'order.vehicle.year' }] }, context());
    expect(check.parts?.map((part) => part.text)).toEqual(['falsy order.vehicle.vin']);
  });

  it('never shows what the visitor typed, only the YAML and shapes', () => {
    const conditions: Condition[] = [
      { truthy: 'order.customer.firstName' },
      { eq: ['order.customer.emailAddress', 'someone@else.com'] },
      { in: ['order.customer.phoneNumber', ['1', '2']] },
      { ne: ['order.serviceLocation.zipCode', null] },
      { minItems: ['order.vehicle.vin', 1] },
      { guard: { name: 'vinIsOptional', with: { vin: 'order.vehicle.vin' } } },
    ];
    const shown = JSON.stringify(conditions.map((condition) => explainCondition(condition, context())));
    for (const value of ['Ada', 'ada@example.com', '602 555 0123', '85016', '1HGCM82633A004352']) expect(shown).not.toContain(value);
  });
});

const rule = (index: number, to: string, taken: boolean, condition?: Condition) => ({
  index,
  to,
  taken,
  ...(condition ? { condition: explainCondition(condition, context()) } : {}),
});

describe('formatDecision: one line per decision, 1-based', () => {
  it.each<{ name: string; entry: DecisionTrace; line: string }>([
    {
      name: 'a navigation with an earlier rule not taken',
      entry: {
        kind: 'navigation',
        page: 'part-questions',
        scenario: 'forward',
        to: 'molding-questions',
        taken: rule(1, 'molding-questions', true, { nonEmpty: 'user.pageData.stages.moldingQuestions' }),
        rules: [
          rule(0, 'vehicle-parts', false, { minItems: ['user.pageData.stages.partChoices', 2] }),
          rule(1, 'molding-questions', true, { nonEmpty: 'user.pageData.stages.moldingQuestions' }),
        ],
      },
      line: 'part-questions → forward: rule 2 → molding-questions (rule 1 → vehicle-parts not taken: minItems user.pageData.stages.partChoices 2: has 1 item)',
    },
    {
      name: 'a navigation by its first rule',
      entry: { kind: 'navigation', page: 'vehicle', scenario: 'forward', to: 'vehicle-damage', taken: rule(0, 'vehicle-damage', true), rules: [rule(0, 'vehicle-damage', true)] },
      line: 'vehicle → forward: rule 1 → vehicle-damage',
    },
    {
      name: 'a skipped page',
      entry: {
        kind: 'skip',
        page: 'service-zip',
        scenario: 'forward',
        skipped: 'part-questions',
        to: 'vehicle-parts',
        taken: null,
        rules: [rule(0, 'part-questions', false, { nonEmpty: 'user.pageData.stages.partQuestions' })],
      },
      line: 'part-questions skipped (service-zip → forward): nonEmpty user.pageData.stages.partQuestions: is empty',
    },
    {
      name: 'a guard naming a scenario',
      entry: { kind: 'guard', page: 'vehicle', scenario: 'verifiedInsurance', by: 'vehicleEntry', to: 'vehicle-damage', taken: rule(0, 'vehicle-damage', true), rules: [rule(0, 'vehicle-damage', true)] },
      line: 'vehicle: guard vehicleEntry → verifiedInsurance: rule 1 → vehicle-damage',
    },
    {
      name: 'a handler leaving the funnel',
      entry: { kind: 'handler', page: 'heritage', scenario: null, by: 'heritage', to: 'external', taken: null, rules: [] },
      line: 'heritage: handler heritage → leaves the funnel',
    },
    {
      name: 'auto-route: the pages of its order, each with its prerequisites',
      entry: {
        kind: 'autoRoute',
        page: 'auto-route',
        scenario: null,
        to: 'vin-lookup',
        taken: rule(1, 'vin-lookup', true),
        rules: [rule(0, 'quote', false, { all: [{ truthy: 'order.vehicle.year' }, { nonEmpty: 'user.pageData.stages.partQuestions' }] }), rule(1, 'vin-lookup', true)],
      },
      line: 'auto-route: rule 2 → vin-lookup (rule 1 → quote not taken: nonEmpty user.pageData.stages.partQuestions: is empty)',
    },
    {
      name: 'failed prerequisites: the part that failed',
      entry: {
        kind: 'prerequisites',
        page: 'quote',
        scenario: null,
        to: 'error',
        taken: null,
        rules: [rule(0, 'quote', false, { all: [{ truthy: 'order.vehicle.year' }, { falsy: 'order.serviceLocation.zipCode' }] })],
      },
      line: 'quote: prerequisites fail → error: falsy order.serviceLocation.zipCode: is set',
    },
    {
      name: 'an any that failed lists each part tried',
      entry: {
        kind: 'navigation',
        page: 'quote',
        scenario: 'back',
        to: 'service-zip',
        taken: rule(1, 'service-zip', true),
        rules: [rule(0, 'vin-lookup', false, { any: [{ falsy: 'order.vehicle.vin' }, { guard: 'isInsuranceVerified' }] }), rule(1, 'service-zip', true)],
      },
      line: 'quote → back: rule 2 → service-zip (rule 1 → vin-lookup not taken: none of (falsy order.vehicle.vin: is set; guard isInsuranceVerified: is false))',
    },
  ])('$name', ({ entry, line }) => {
    expect(formatDecision(entry)).toBe(line);
  });

  it('adds the rule taken’s YAML note when asked', () => {
    const entry: DecisionTrace = {
      kind: 'navigation',
      page: 'quote',
      scenario: 'forward',
      to: 'schedule',
      taken: { ...rule(0, 'schedule', true), note: 'Forward with cash.' },
      rules: [{ ...rule(0, 'schedule', true), note: 'Forward with cash.' }],
    };
    expect(formatDecision(entry, { notes: true })).toBe('quote → forward: rule 1 → schedule "Forward with cash."');
    expect(formatDecision(entry)).toBe('quote → forward: rule 1 → schedule');
  });
});

describe('the event bus keeps the newest decisions only, leaving other entries where they are', () => {
  const entry = (category: string, value: number): BusEntry => ({ category, subCategory: 'x', eventValue: String(value) });
  const bus = [entry('DECISION', 1), entry('PAGE_ERROR', 2), entry('DECISION', 3), entry('DECISION', 4), entry('GLOBAL_ALERT', 5)];
  it.each([
    { cap: 5, kept: ['1', '2', '3', '4', '5'] },
    { cap: 3, kept: ['1', '2', '3', '4', '5'] },
    { cap: 2, kept: ['2', '3', '4', '5'] },
    { cap: 1, kept: ['2', '4', '5'] },
    { cap: 0, kept: ['2', '5'] },
  ])('cap $cap keeps $kept', ({ cap, kept }) => {
    expect(toCappedEventBus(bus, 'DECISION', cap).map((item) => item.eventValue)).toEqual(kept);
  });
});

describe('the runtime traces guards, auto-route and failed prerequisites (in-memory ports)', () => {
  const setup = (recipe: (draft: FunnelState) => void = () => undefined) => {
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'KEY-1', sessionId: 'SID-1' }, 'analytics.logCustomEvent': { logged: true } });
    const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), recipe) });
    const emitted: DecisionTrace[] = [];
    runtime.bus.on('decision', (decision) => void emitted.push(decision));
    return { runtime, ports, emitted };
  };

  it('a guard that redirects: the guard, its scenario and the rule taken, on the mitt bus, the event bus and analytics', async () => {
    const { runtime, ports, emitted } = setup((draft) => {
      draft.order.payment.insuranceCoverage.coverageStatus = 'Verified';
      draft.order.policy.currentDeductible = 250;
    });
    expect(await runtime.enter('vehicle')).toMatchObject({ type: 'redirect', to: 'vehicle-damage' });
    const [decision] = runtime.getDecisions();
    expect(decision).toMatchObject({ kind: 'guard', page: 'vehicle', by: 'vehicleEntry', scenario: 'verifiedInsurance', to: 'vehicle-damage', taken: { index: 0, to: 'vehicle-damage' } });
    expect(emitted).toEqual(runtime.getDecisions());
    const line = 'vehicle: guard vehicleEntry → verifiedInsurance: rule 1 → vehicle-damage';
    expect(runtime.getState().user.eventBus).toContainEqual({ category: decisionCategory, subCategory: 'guard', eventValue: line });
    // Analytics goes out with the session's key, once the session is initialised (beside the page, issue #12).
    await runtime.idle();
    expect(ports.calls).toContainEqual({
      operation: 'analytics.logCustomEvent',
      params: expect.objectContaining({ category: 'DECISION', action: 'guard', label: line, value: 'vehicle-damage', pageName: 'vehicle' }),
    });
  });

  it('auto-route: the first page of its order whose prerequisites hold, and why each earlier one did not', async () => {
    const { runtime } = setup((draft) => {
      draft.order.vehicle.year = 2012;
      draft.order.damage.isRepair = false;
      draft.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
    });
    const outcome = await runtime.enter('auto-route');
    expect(outcome.type).toBe('redirect');
    const decision = runtime.getDecisions().find((entry) => entry.kind === 'autoRoute')!;
    const to = (outcome as { to: string }).to;
    expect(decision).toMatchObject({ page: 'auto-route', to, taken: { to } });
    // Every page before the one taken is there, not taken, with its prerequisites explained.
    const order = model.pages['auto-route']!.order!;
    expect(decision.rules.map((rule) => rule.to)).toEqual(order.slice(0, order.indexOf(to) + 1));
    for (const rule of decision.rules.slice(0, -1)) expect(rule).toMatchObject({ taken: false, condition: { holds: false } });
    expect(formatDecision(decision)).toMatch(new RegExp(`^auto-route: rule ${order.indexOf(to) + 1} → ${to} \\(rule 1 → quote not taken: `));
  });

  it('failed prerequisites (SPEC §2 global rule 5): the page, the part that failed, and the error page it goes to', async () => {
    const { runtime } = setup();
    expect(await runtime.enter('quote')).toMatchObject({ type: 'redirect', to: 'error' });
    expect(runtime.getDecisions()).toEqual([
      expect.objectContaining({ kind: 'prerequisites', page: 'quote', to: 'error', rules: [expect.objectContaining({ to: 'quote', taken: false })] }),
    ]);
    expect(formatDecision(runtime.getDecisions()[0]!)).toBe('quote: prerequisites fail → error: truthy order.vehicle.year: is not set');
  });
});
