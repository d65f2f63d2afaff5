/**
 * SPEC §2 route guards, virtual routes and the global rules before each page, run headless through the runtime with
 * in-memory ports (DESIGN principle 3).
 */
import { produce } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { createLineItem } from '../../fixtures/createLineItem';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { createFunnelRuntime, type EntryOutcome } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts, fail } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();

const withVehicle = (s: FunnelState) => {
  Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 7 });
};
/** A priced glass part as the question pages store it. */
const glassPart = createLineItem('WINDSHIELD', { id: 'Windshield-Front', kitPrice: 300, laborAmount: 100, sellingPrice: 400 });
const readyForQuote = (s: FunnelState) => {
  withVehicle(s);
  s.order.damage.isRepair = false;
  s.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
  s.order.serviceLocation.zipCode = '85001';
  // What service-zip stores: the parts API's answer for this zip, here with no questions left.
  s.user.pageData.stages = { partQuestions: [], partChoices: [], moldingQuestions: [], capabilityQuestions: [], glassPieceParts: [{ partNumber: 'FW1' }] };
  s.order.lineItems.glassParts = [{ ...glassPart, partNumber: 'FW1' }];
};
const verified = (s: FunnelState) => {
  s.order.payment.insuranceCoverage.coverageStatus = 'Verified';
  s.order.policy.currentDeductible = 250;
};

function setup(recipe?: (s: FunnelState) => void, answers: Parameters<typeof createMemoryPorts>[0] = {}) {
  const ports = createMemoryPorts({
    'analytics.initialize': { sessionKey: 'KEY-1', sessionId: 'SID-1' },
    ...answers,
  });
  const runtime = createFunnelRuntime({
    model,
    ports,
    initialState: produce(createInitialState(), (s) => recipe?.(s)),
  });
  return { runtime, ports };
}

const redirectTo = (outcome: EntryOutcome) => (outcome.type === 'redirect' ? { to: outcome.to, query: outcome.query } : outcome);

describe('landing (SPEC §2)', () => {
  it.each([
    ['fmgPage names a known route the visitor can enter', '?fmgPage=vehicle-damage', withVehicle, 'vehicle-damage'],
    ['fmgPage is read case-insensitively', '?FMGPAGE=vehicle-damage', withVehicle, 'vehicle-damage'],
    ['fmgPage naming a page the visitor cannot enter yet is ignored', '?fmgPage=customer-details', undefined, 'load-session'],
    ['an unknown fmgPage is ignored', '?fmgPage=nowhere', undefined, 'load-session'],
    ['a known vehicle year sends a returning user to return-user', '', withVehicle, 'return-user'],
    ['arriving from heritage skips return-user', '?fromheritage=true', withVehicle, 'load-session'],
    ['otherwise load-session', '', undefined, 'load-session'],
  ])('%s', async (_name, search, recipe, expected) => {
    const { runtime } = setup(recipe);
    expect(redirectTo(await runtime.enter('landing', search))).toMatchObject({ to: expected });
  });

  it("fmgPage naming the page of landing.yaml's fmgPage rule goes through that rule (a navigation decision); another page is entered directly; one the visitor cannot enter yet is ignored, without a page error", async () => {
    const decided = async (search: string, recipe?: (s: FunnelState) => void) => {
      const { runtime } = setup(recipe);
      const decisions: string[] = [];
      const pageErrors: string[] = [];
      runtime.bus.on('navigation', (decision) => void decisions.push(`${decision.from} —${decision.scenario}→ ${decision.to}`));
      runtime.bus.on('page:error', ({ cause }) => void pageErrors.push(cause));
      const outcome = redirectTo(await runtime.enter('landing', search));
      return { outcome, decisions, pageErrors };
    };
    expect(await decided('?fmgPage=vehicle')).toMatchObject({ outcome: { to: 'vehicle' }, decisions: ['landing —fmgPage→ vehicle'] });
    expect(await decided('?fmgPage=vehicle-damage', withVehicle)).toMatchObject({ outcome: { to: 'vehicle-damage' }, decisions: [] });
    // A campaign's link to the quote, for a new visitor: the quote's prerequisites do not hold, so the link names no page.
    expect(await decided('?fmgPage=quote&promo=TAKE50')).toMatchObject({ outcome: { to: 'load-session' }, pageErrors: [] });
  });

  it('reads the referral parameters rn, pa, ci and referralseqnum', async () => {
    const { runtime } = setup();
    await runtime.enter('landing', '?RN=AB12CD&pa=555&ci=corr-1&ReferralSeqNum=42');
    const { order, cookie } = runtime.getState();
    expect(order.referralNumber).toBe('AB12CD');
    expect(cookie.ReferralNumber).toBe('AB12CD');
    expect(order.payment.parentAccountNumber).toBe('555');
    expect(order.referralCorrelationId).toBe('corr-1');
    expect(order.referralSequenceNumber).toBe('42');
  });

  it('applies a valid external prefill link and stores it as external parameters (SPEC §5)', async () => {
    const { runtime } = setup(undefined, {
      'vehicle.lookup': { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 77, category: 'CAR' },
    });
    const outcome = await runtime.enter(
      'landing',
      '?vehicleyear=2020&vehiclemake=Honda&vehiclemodel=Civic&vehiclestyle=4%20Door%20Sedan&vehicledamage=WINDSHIELDREPAIR&numberofchips=2&servicezip=85001&isinsurance=TRUE&servicepackage=GOLD',
    );
    const state = runtime.getState();
    expect(redirectTo(outcome)).toMatchObject({ to: 'load-session' });
    expect(state.order.vehicle).toMatchObject({ year: 2020, make: 'Honda', carId: 77 });
    expect(state.order.damage).toMatchObject({ isRepair: true, numberOfChips: 2 });
    expect(state.order.serviceLocation.zipCode).toBe('85001');
    expect(state.external.isExternalParameter).toBe(1);
    expect(state.external.quote).toEqual({ isInsurance: true, servicePackage: 'gold' });
    // consumed once: the prefill parameters are no longer stored
    expect(state.query.vehicleyear).toBeUndefined();
  });

  it('ignores a prefill link without a complete vehicle (SPEC §5)', async () => {
    const { runtime } = setup();
    await runtime.enter('landing', '?vehicleyear=2020&vehiclemake=Honda&servicezip=85001');
    expect(runtime.getState().order.vehicle.year).toBeNull();
    expect(runtime.getState().order.serviceLocation.zipCode).toBeNull();
  });
});

describe('load-session (SPEC §2, §4)', () => {
  const withSavedSession = (s: FunnelState) => {
    s.cookie.SavedSessionId = 'saved-1';
    s.order.referralDate = '2026-11-20T10:11:12Z';
    s.order.referralNumber = 'R1';
  };

  it('loads the saved session with the referral date trimmed to yyyy-mm-dd, then goes to auto-route', async () => {
    const loaded = produce(createInitialState().order, (o) => {
      o.vehicle.year = 2018;
      o.vehicle.make = 'Ford';
    });
    const { runtime, ports } = setup(withSavedSession, { 'order.loadSession': loaded });
    expect(redirectTo(await runtime.enter('load-session'))).toMatchObject({ to: 'auto-route' });
    const call = ports.calls.find((c) => c.operation === 'order.loadSession');
    expect(call?.params).toMatchObject({ savedSessionId: 'saved-1', referralDate: '2026-11-20', referralNumber: 'R1' });
    expect(runtime.getState().order.vehicle).toMatchObject({ year: 2018, make: 'Ford' });
  });

  it('resets the state when loading fails (SPEC §7)', async () => {
    const { runtime } = setup(
      (s) => {
        withSavedSession(s);
        withVehicle(s);
      },
      { 'order.loadSession': () => fail(500) },
    );
    await runtime.enter('load-session');
    expect(runtime.getState().order.vehicle.year).toBeNull();
  });

  it('resets the state when the loaded order number (eon) differs (SPEC §4)', async () => {
    const loaded = produce(createInitialState().order, (o) => {
      o.eon = 'EON-2';
      o.vehicle.year = 2015;
    });
    const { runtime } = setup(
      (s) => {
        withSavedSession(s);
        withVehicle(s);
        s.order.eon = 'EON-1';
      },
      { 'order.loadSession': loaded },
    );
    await runtime.enter('load-session');
    expect(runtime.getState().order.vehicle.year).toBeNull();
    expect(runtime.getState().order.eon).toBeNull();
  });

  it('saves a session when answers exist but nothing was saved yet', async () => {
    const { runtime, ports } = setup(withVehicle, { 'order.saveSession': { savedSessionId: 'new-77' } });
    await runtime.enter('load-session');
    expect(ports.calls.map((c) => c.operation)).toContain('order.saveSession');
    expect(runtime.getState().cookie.SavedSessionId).toBe('new-77');
  });
});

describe('auto-route (SPEC §2): the first page of its order whose prerequisites hold', () => {
  it.each([
    ['nothing answered', undefined, 'vehicle'],
    ['a vehicle', withVehicle, 'vehicle-damage'],
    [
      'a vehicle and damage',
      (s: FunnelState) => {
        withVehicle(s);
        s.order.damage.isRepair = true;
      },
      'estimate',
    ],
    ['everything up to the zip', readyForQuote, 'quote'],
    [
      'a zip but no parts answer yet (a prefilled zip): not the quote',
      (s: FunnelState) => {
        readyForQuote(s);
        delete s.user.pageData.stages;
      },
      'estimate',
    ],
    [
      'capability questions pending',
      (s: FunnelState) => {
        readyForQuote(s);
        s.user.pageData.stages = { capabilityQuestions: [{ questionId: 'hud' }] };
      },
      'capability-questions',
    ],
    [
      'capability questions answered',
      (s: FunnelState) => {
        readyForQuote(s);
        s.user.pageData.stages = { capabilityQuestions: [{ questionId: 'hud' }] };
        s.order.damage.capabilityQuestionAnswers = [{ questionId: 'hud', answerId: 'no', result: null }];
      },
      'quote',
    ],
    [
      'a VIN promised on vehicle-damage',
      (s: FunnelState) => {
        withVehicle(s);
        s.order.damage.isRepair = false;
        s.user.pageData['vehicle-damage'] = { willProvideVin: true };
      },
      'vin-lookup',
    ],
    // A resumed session: the order applied to the resumed state, whatever page the visitor was last on (README).
    [
      'a resumed session last on customer-details, with an appointment: the quote, first in the order',
      (s: FunnelState) => {
        readyForQuote(s);
        s.order.payment.isInsurance = false;
        Object.assign(s.order.schedule, { date: '2026-12-03', startTime: '14:00' });
        s.user.lastPageVisited = 'customer-details';
      },
      'quote',
    ],
    [
      'a resumed session last on service-zip (saved as it was left): the quote',
      (s: FunnelState) => {
        readyForQuote(s);
        s.user.lastPageVisited = 'service-zip';
      },
      'quote',
    ],
    [
      'a visitor last on vehicle-damage with a vehicle and damage: estimate, the first page whose prerequisites hold',
      (s: FunnelState) => {
        withVehicle(s);
        s.order.damage.isRepair = true;
        s.user.lastPageVisited = 'vehicle-damage';
      },
      'estimate',
    ],
  ])('%s', async (_name, recipe, expected) => {
    const { runtime } = setup(recipe);
    expect(redirectTo(await runtime.enter('auto-route'))).toMatchObject({ to: expected });
  });

  it('reads the order from auto-route.yaml: a product owner who puts vehicle-damage first gets vehicle-damage', async () => {
    const reordered = structuredClone(model);
    reordered.pages['auto-route']!.order = ['vehicle-damage', ...(model.pages['auto-route']!.order ?? []).filter((id) => id !== 'vehicle-damage')];
    const runtime = createFunnelRuntime({ model: reordered, ports: createMemoryPorts({ 'analytics.initialize': { sessionKey: 'K', sessionId: 'S' } }), initialState: produce(createInitialState(), readyForQuote) });
    expect(redirectTo(await runtime.enter('auto-route'))).toMatchObject({ to: 'vehicle-damage' });
  });
});

describe('error and restart (SPEC §2, §4, §8)', () => {
  it('a first error shows the banner and returns to the first page', async () => {
    const { runtime } = setup();
    expect(redirectTo(await runtime.enter('error'))).toMatchObject({ to: 'vehicle' });
    expect(runtime.getAlerts()).toEqual([
      expect.objectContaining({ category: 'GLOBAL_ALERT', subCategory: 'UNKNOWN_ERROR', text: "We're sorry, something went wrong.", style: 'danger' }),
    ]);
  });

  it('with verified insurance the first page is vehicle-damage', async () => {
    const { runtime } = setup((s) => {
      verified(s);
      withVehicle(s);
    });
    expect(redirectTo(await runtime.enter('error'))).toMatchObject({ to: 'vehicle-damage' });
  });

  it('a second error restarts the funnel', async () => {
    const { runtime } = setup();
    await runtime.enter('error');
    expect(redirectTo(await runtime.enter('error'))).toMatchObject({ to: 'restart' });
  });

  it('restart clears the state and the funnel cookie, keeping experiments', async () => {
    const { runtime } = setup((s) => {
      readyForQuote(s);
      s.cookie.SavedSessionId = 'S1';
      s.user.experiments = [
        { universeId: 'u', universeName: 'U', testId: 't', variationId: 'v', variationName: 'V', assignmentId: 'a', isExposed: true, isActive: true, settings: {} },
      ];
    });
    expect(redirectTo(await runtime.enter('restart'))).toMatchObject({ to: 'vehicle' });
    expect(runtime.getState().order.vehicle.year).toBeNull();
    expect(runtime.getState().cookie.SavedSessionId).toBeNull();
    expect(runtime.getState().user.experiments).toHaveLength(1);
  });
});

describe('heritage hand-off (SPEC §2)', () => {
  it('redirects with corid, src=concept-funnel, conceptsqid, isInsurance, promo, navType and cns=all', async () => {
    const { runtime } = setup((s) => {
      s.order.referralCorrelationId = 'corr-9';
      s.order.referralSequenceNumber = '314';
      s.order.payment.isInsurance = true;
    });
    const outcome = await runtime.enter('heritage', '?navType=quote&promo=SAVE10');
    expect(outcome.type).toBe('external');
    const url = new URL((outcome as { url: string }).url, 'http://host');
    expect(url.pathname).toBe('/heritage/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      corid: 'corr-9',
      src: 'concept-funnel',
      conceptsqid: '314',
      isInsurance: 'true',
      promo: 'SAVE10',
      navType: 'quote',
      cns: 'all',
    });
  });

  it('saves the session first when the navigation asks for it (insurance-company forward)', async () => {
    const { runtime, ports } = setup(readyForQuote, { 'order.saveSession': { savedSessionId: 'S-9' }, 'account.billToAccountNumber': 52001 });
    const outcome = await runtime.submit('insurance-company', { insuranceCompanyName: 'Acme Mutual', parentAccountNumber: '410001' });
    expect(outcome).toMatchObject({ type: 'navigate', to: 'heritage', query: { navType: 'insuranceDetails' } });
    expect(ports.calls.map((c) => c.operation)).toContain('order.saveSession');
    expect(runtime.getState().cookie.SavedSessionId).toBe('S-9');
  });
});

describe('route guards (SPEC §2)', () => {
  it('vehicle entry validates a zipcode param and saves the zip info', async () => {
    const { runtime, ports } = setup(undefined, {
      'location.zip': { isValid: true, state: { state: 'AZ' }, zipCodeCtu: 'CTU-85' },
      'vehicle.years': [2021, 2020],
    });
    await runtime.enter('vehicle', '?zipcode=85001');
    expect(ports.calls.find((c) => c.operation === 'location.zip')?.params).toMatchObject({ zip: '85001' });
    expect(runtime.getState().order.serviceLocation).toMatchObject({ zipCode: '85001', state: 'AZ', zipCodeCtu: 'CTU-85' });
  });

  it('vehicle entry does not save a zip the API says is invalid, nor call it for a malformed one', async () => {
    const { runtime, ports } = setup(undefined, { 'location.zip': { isValid: false } });
    await runtime.enter('vehicle', '?zipcode=99999');
    expect(runtime.getState().order.serviceLocation.zipCode).toBeNull();
    const { runtime: second, ports: secondPorts } = setup();
    await second.enter('vehicle', '?zipcode=12ab');
    expect(secondPorts.calls.some((c) => c.operation === 'location.zip')).toBe(false);
    expect(ports.calls.some((c) => c.operation === 'location.zip')).toBe(true);
  });

  it('vehicle entry jumps to vehicle-damage with verified insurance, clearing glass parts on delayed claim registration', async () => {
    const { runtime } = setup((s) => {
      verified(s);
      withVehicle(s);
      s.cookie.HasDelayedClaimRegistration = true;
      s.order.lineItems.glassParts = [{ partNumber: 'FW1' } as FunnelState['order']['lineItems']['glassParts'][number]];
    });
    expect(redirectTo(await runtime.enter('vehicle'))).toMatchObject({ to: 'vehicle-damage' });
    expect(runtime.getState().order.lineItems.glassParts).toEqual([]);
  });

  it.each([
    ['verified insurance', verified],
    [
      'a 6-character referral number',
      (s: FunnelState) => {
        s.order.referralNumber = 'ABC123';
      },
    ],
  ])('quote and insurance-company entry jump to heritage with %s', async (_name, recipe) => {
    for (const page of ['quote', 'insurance-company']) {
      const { runtime } = setup((s) => {
        readyForQuote(s);
        recipe(s);
      });
      expect(redirectTo(await runtime.enter(page))).toMatchObject({ to: 'heritage' });
    }
  });

  it('does not jump to heritage for a deductible of 9999 or a 5-character referral', async () => {
    const { runtime } = setup((s) => {
      readyForQuote(s);
      verified(s);
      s.order.policy.currentDeductible = 9999;
      s.order.referralNumber = 'ABC12';
    });
    expect(await runtime.enter('quote')).toEqual({ type: 'render', pageId: 'quote' });
  });

  it('quote with offerquote=true sets insurance to false', async () => {
    const { runtime } = setup((s) => {
      readyForQuote(s);
      s.order.payment.isInsurance = true;
    });
    await runtime.enter('quote', '?OfferQuote=true');
    expect(runtime.getState().order.payment.isInsurance).toBe(false);
  });

  it('payment entry converts a PayPal choice to credit card (SPEC §4)', async () => {
    const { runtime } = setup((s) => {
      s.order.payment.paymentChoice = 'Paypal';
    });
    expect(await runtime.enter('payment')).toEqual({ type: 'render', pageId: 'payment' });
    expect(runtime.getState().order.payment.paymentChoice).toBe('CreditCard');
  });

  it('payment-method entry on return from payment reloads the page once', async () => {
    const { runtime } = setup((s) => {
      s.order.customer.firstName = 'Ada';
      s.order.customer.lastName = 'Lovelace';
      s.user.lastPageVisited = 'payment';
    });
    expect(await runtime.enter('payment-method')).toEqual({ type: 'reload' });
    expect(await runtime.enter('payment-method')).toEqual({ type: 'render', pageId: 'payment-method' });
  });

  it.each([
    ['PIA_ERROR', 'payment-method', { piaError: 'true' }],
    ['PIA_CC_ERROR', 'payment', { piaErrorType: 'CreditCard' }],
    ['PIA_APPLE_ERROR', 'payment', { piaErrorType: 'ApplePay' }],
    ['PIA_AFTERPAY_ERROR', 'payment', { piaErrorType: 'Afterpay' }],
  ])('payment-pia-return routes %s (SPEC §2, §8)', async (code, to, query) => {
    const { runtime } = setup((s) => void (s.order.payment.paymentChoice = 'CreditCard'));
    const first = redirectTo(await runtime.enter('payment-pia-return', `?pageError=${code}`));
    if (code !== 'PIA_ERROR') {
      expect(first).toEqual({ to, query });
      return;
    }
    // A pay-in-app error is the payment page's to decide (payment.yaml piaError): payment hands it on.
    expect(first).toEqual({ to: 'payment', query: { piaResult: 'error' } });
    const payment = redirectTo(await runtime.enter('payment', '?piaResult=error'));
    expect(payment).toEqual({ to, query });
  });

  it('payment-pia-return success stores the card token; payment.yaml forward then decides: confirmation', async () => {
    const { runtime } = setup();
    const outcome = await runtime.enter(
      'payment-pia-return',
      '?subscriptionid=SUB-1&card_expirationmonth=12&card_expirationyear=2030&sgcardtype=VISA&last_four=4242',
    );
    expect(redirectTo(outcome)).toEqual({ to: 'payment', query: { piaResult: 'success' } });
    expect(runtime.getState().order.payment.ccToken).toMatchObject({ subscriptionId: 'SUB-1', expMonth: '12', cardType: 'VISA', lastFour: '4242' });
    expect(redirectTo(await runtime.enter('payment', '?piaResult=success'))).toMatchObject({ to: 'confirmation' });
    // Not yet locked: the order is submitted, and navigation locked, by confirmation's own guard (submitOrder).
    expect(runtime.getState().session.isSubmitted).toBe(false);
  });

  it('a payment page decided otherwise (its forward changed in YAML) is where a successful payment goes', async () => {
    const changed = structuredClone(model);
    changed.pages.payment!.navigation.forward = [{ to: 'customer-details' }];
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'KEY-1', sessionId: 'SID-1' } });
    const runtime = createFunnelRuntime({ model: changed, ports, initialState: produce(createInitialState(), (s) => void (s.order.payment.paymentChoice = 'CreditCard')) });
    expect(redirectTo(await runtime.enter('payment', '?piaResult=success'))).toMatchObject({ to: 'customer-details' });
  });
});

describe('global rules before each page (SPEC §2 1–6)', () => {
  it('1. creates a session when there are no session cookies, once', async () => {
    const { runtime, ports } = setup();
    await runtime.enter('vehicle');
    await runtime.enter('vehicle');
    const inits = ports.calls.filter((c) => c.operation === 'analytics.initialize');
    expect(inits).toHaveLength(1);
    expect(inits[0]?.params).toEqual(
      expect.objectContaining({ userId: expect.any(String), deviceId: expect.any(String), sessionId: expect.any(String), userAgent: '', referrer: '' }),
    );
    expect(runtime.getState().session).toMatchObject({ sessionKey: 'KEY-1', sessionId: 'SID-1' });
  });

  it('2. the funnel cookie can suppress this funnel: go to heritage', async () => {
    const { runtime } = setup((s) => {
      s.cookie.SuppressConceptFunnel = true;
    });
    expect(redirectTo(await runtime.enter('vehicle'))).toMatchObject({ to: 'heritage' });
  });

  it('3. an expired saved session resets the state and raises the expired-session page error', async () => {
    const { runtime } = setup((s) => {
      withVehicle(s);
      s.cookie.SavedSessionTimeoutDate = '2026-01-01T00:00:00Z';
    });
    const causes: string[] = [];
    runtime.bus.on('page:error', (e) => causes.push(e.cause));
    expect(redirectTo(await runtime.enter('vehicle-damage'))).toMatchObject({ to: 'error' });
    expect(causes).toEqual(['expired-session']);
    expect(runtime.getState().order.vehicle.year).toBeNull();
  });

  it('4. after submission every other page goes to confirmation; the first page and confirmation are allowed', async () => {
    const { runtime } = setup((s) => {
      readyForQuote(s);
      s.session.isSubmitted = true;
    });
    expect(redirectTo(await runtime.enter('quote'))).toMatchObject({ to: 'confirmation' });
    expect(await runtime.enter('confirmation')).toEqual({ type: 'render', pageId: 'confirmation' });
    expect((await runtime.enter('vehicle')).type).toBe('render');
  });

  it('5. invalid prerequisites raise a page error and go to the error route', async () => {
    const { runtime } = setup();
    const causes: string[] = [];
    runtime.bus.on('page:error', (e) => causes.push(e.cause));
    expect(redirectTo(await runtime.enter('quote'))).toMatchObject({ to: 'error' });
    expect(causes).toEqual(['invalid-page-prerequisites']);
  });

  it('5. Back or Forward onto a page whose answers were reset since: no page error, auto-route finds where to go on', async () => {
    // A lookup changed the vehicle, which reset the damage: estimate (it needs the damage) is in the history behind.
    const { runtime } = setup(withVehicle);
    const causes: string[] = [];
    runtime.bus.on('page:error', (e) => causes.push(e.cause));
    expect(redirectTo(await runtime.enter('estimate', '', { fromHistory: true }))).toMatchObject({ to: 'auto-route' });
    expect(redirectTo(await runtime.enter('auto-route'))).toMatchObject({ to: 'vehicle-damage' });
    expect(causes).toEqual([]);
    expect(runtime.getState().user.hasTriggeredError).toBeFalsy();
    expect(runtime.getAlerts()).toEqual([]);
    // The same address typed or linked is still a page error.
    expect(redirectTo(await runtime.enter('estimate'))).toMatchObject({ to: 'error' });
    expect(causes).toEqual(['invalid-page-prerequisites']);
  });

  it.each([
    {
      name: 'an exception while submitting (a binding that cannot run)',
      change: (changed: FunnelModel) => void (changed.pages['vehicle-damage']!.submit = [{ into: 'local.x', value: { from: 'order.vehicle.year', as: 'noSuchConverter' } }]),
      scenario: undefined,
    },
    {
      name: 'a missing navigation mapping (a scenario no rule of the page holds)',
      change: (changed: FunnelModel) => void (changed.pages['vehicle-damage']!.navigation.forward = [{ to: 'estimate', when: { truthy: 'order.vehicle.vin' } }]),
      scenario: undefined,
    },
    { name: 'a scenario the page does not declare', change: () => undefined, scenario: 'teleport' },
  ])('6. $name raises a page error and goes to the error route, the answers kept out (SPEC §2, §8)', async ({ change, scenario }) => {
    const changed = structuredClone(model);
    change(changed);
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'KEY-1', sessionId: 'SID-1' } });
    const runtime = createFunnelRuntime({ model: changed, ports, initialState: produce(createInitialState(), withVehicle) });
    const causes: string[] = [];
    runtime.bus.on('page:error', (e) => causes.push(e.cause));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await runtime.submit('vehicle-damage', { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false }, scenario);
    errors.mockRestore();
    expect(outcome).toEqual({ type: 'error', to: 'error', query: {}, cause: 'uncaught-exception-in-navigation' });
    expect(causes).toEqual(['uncaught-exception-in-navigation']);
    expect(runtime.getState().user.eventBus).toContainEqual({ category: 'PAGE_ERROR', subCategory: 'uncaught-exception-in-navigation', eventValue: 'vehicle-damage' });
  });

  it('a route guard that throws goes to the bailout page', async () => {
    const { runtime } = setup(readyForQuote);
    // a state the heritage guard cannot read: the coverage object is missing
    runtime.update((s) => {
      (s.order.payment as { insuranceCoverage: unknown }).insuranceCoverage = null;
    });
    expect(redirectTo(await runtime.enter('quote'))).toMatchObject({ to: 'bailout' });
  });

  it('an unknown route shows the page-not-found alert and goes to the default entry (SPEC §8)', async () => {
    const { runtime } = setup();
    expect(redirectTo(await runtime.enterRoute('no-such-page'))).toMatchObject({ to: 'vehicle' });
    expect(runtime.getAlerts()).toEqual([expect.objectContaining({ subCategory: 'PAGE_NOT_FOUND' })]);
  });
});

describe('query parameters (SPEC §2): read case-insensitively, stored once, consumed once', () => {
  it('stores known parameters by their canonical name and ignores unknown ones', async () => {
    const { runtime } = setup();
    await runtime.enter('vehicle', '?PROMO=SAVE10&_Source=google&utm_x=1');
    expect(runtime.getState().query).toEqual({ promo: 'SAVE10', _source: 'google' });
  });

  it('stores a parameter once: a later visit does not overwrite it', async () => {
    const { runtime } = setup();
    await runtime.enter('vehicle', '?promo=FIRST');
    await runtime.enter('vehicle', '?promo=SECOND');
    expect(runtime.getState().query.promo).toBe('FIRST');
  });

  it('consumes a parameter once: offerquote acts on the first quote visit only', async () => {
    const { runtime } = setup(readyForQuote);
    await runtime.enter('vehicle', '?offerquote=true');
    runtime.update((s) => {
      s.order.payment.isInsurance = true;
    });
    await runtime.enter('quote');
    expect(runtime.getState().order.payment.isInsurance).toBe(false);
    runtime.update((s) => {
      s.order.payment.isInsurance = true;
    });
    await runtime.enter('quote');
    expect(runtime.getState().order.payment.isInsurance).toBe(true);
  });
});
