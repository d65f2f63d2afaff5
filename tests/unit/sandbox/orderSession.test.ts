/**
 * Saved sessions (api/contract/paths/order.yaml: order.saveSession without submission, order.loadSession): a save →
 * load round trip keeps every field, later saves update the session, sessions expire after 45 days (SPEC §9), the
 * seeded referral cases load with their coverage, and everything survives a restart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractSchema } from '../../../api/contract/OperationTypes';
import { createTestSandbox, useTestSandbox } from '../../harness/createTestSandbox';

type Order = ContractSchema<'Order'>;
type SavedSession = ContractSchema<'OrderSavedSession'>;

const start = new Date('2026-12-01T09:00:00Z');
const day = 86_400_000;
let now = start;

const sandbox = useTestSandbox({ now: () => now });

/** An order with every SPEC §3 field set (identity fields empty: the server issues them). */
const fullOrder: Order = {
  referralNumber: null,
  referralSequenceNumber: null,
  referralDate: null,
  referralCorrelationId: null,
  eon: null,
  workOrderId: null,
  workOrderNumber: null,
  customerPortalLoginToken: null,
  lockToken: null,
  settledTenderAmount: null,
  isRecalAckOptIn: true,
  isMSRFeeApplicable: false,
  cashPriceSubTotal: 312.45,
  vehicle: {
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    style: '4 Door Sedan',
    vehicleSubType: 'Sedan',
    vehicleSpecialClass: null,
    isBigTruck: false,
    carId: 1516192990,
    category: 'CAR',
    vin: '2HGFC2F59LH000001',
    imageUrl: 'https://images.example/civic.png',
    imageVifNumber: 'VIF-1',
    imageColor: 'Blue',
    registration: {
      licensePlate: 'ABC1234',
      licenseState: 'AZ',
      firstName: 'Pat',
      lastName: 'Doe',
      streetAddress: '1 Main St',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85001',
    },
    canRepairService: true,
  },
  damage: {
    isRepair: false,
    numberOfChips: null,
    glassToReplace: [{ location: 'Windshield', name: 'Front' }],
    partQuestionAnswers: [{ questionId: 'rain-sensor', answerId: 'yes', result: 'RAIN' }],
    moldingQuestionAnswers: [{ questionId: 'molding', answerId: 'no' }],
    capabilityQuestionAnswers: [],
    dateOfLoss: '2026-11-28',
    damageCause: 'Rock',
  },
  serviceLocation: {
    address: '1 Main St',
    address2: 'Apt 2',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85001',
    zipCodeCtu: 'CTU-850',
    appointmentType: 'Inshop',
    isVehicleProtected: true,
    techNotes: 'Garage on the left.',
    mobile: { address: null, address2: null, city: null, state: null, zipCode: null },
    provider: { providerNumber: 'P-850', address: { streetAddress: '2 Shop Rd', city: 'Phoenix', state: 'AZ', zipCode: '85001', zipCodeCtu: 'CTU-850' } },
  },
  schedule: { date: '2026-12-03', startTime: '09:00', endTime: '11:00', routeCode: null, jobMaxMinutes: 120, jobMinMinutes: 60 },
  customer: { firstName: 'Pat', lastName: 'Doe', emailAddress: 'Pat.Doe@example.com', phoneNumber: '6025550100', isSmsOptIn: true, waitListRequested: false },
  payment: {
    isInsurance: false,
    insuranceCoverage: { isVerified: null, coverageStatus: null, coverageSubStatus: null, coverageType: null, coverageVerificationType: null },
    parentAccountNumber: '167132',
    billToAccountNumber: '87291',
    paymentChoice: 'CreditCard',
    isPia: true,
    piaType: 'CreditCard',
    inactivePromos: ['OLD5'],
    paypalToken: null,
    nextGenSettledAmount: null,
    ccToken: { subscriptionId: 'sub-1', expMonth: '12', expYear: '2030', cardType: 'Visa', lastFour: '1111' },
  },
  policy: {
    currentDeductible: null,
    originalDeductible: null,
    policyNumber: null,
    isItac: false,
    additionalAuthFlag: false,
    isNoComp: false,
    insuranceCompanyName: null,
  },
  lineItems: {
    glassParts: [
      {
        id: 'glass-1',
        partNumber: 'FW04567GTN',
        partType: 'WINDSHIELD',
        description: 'Windshield',
        promoCode: null,
        childParts: [{ partNumber: 'MOLD-1', partType: 'MOLDING', isChildPart: true, sellingPrice: 12 }],
        discountedLineItemIds: [],
        kitPrice: 20,
        laborAmount: 90,
        sellingPrice: 289.5,
        salesTax: 22.95,
        isInsurable: true,
        isChildPart: false,
        requiresRecalibration: true,
        recalibrationType: 'Static',
      },
    ],
    supportingItems: [{ id: 'fee-1', partNumber: 'RECYCLE', partType: 'RECYCLE FEE', sellingPrice: 5, salesTax: 0 }],
    vaps: [],
    serverData: 'opaque-server-data',
    promos: ['spring10/abc'],
  },
};

const user: ContractSchema<'OrderUserState'> = {
  savedSessionId: null,
  savedSessionTimeout: null,
  crmCustomerId: null,
  lastPageVisited: 'quote',
  pageData: { quote: { offer: 'cash', shown: [1, 2] } },
  experiments: [{ universeId: 'u1', testId: 't1', variationId: 'v2', isExposed: true, isActive: true, settings: '{"SkipToInsurance":false}' }],
  affiliateCookies: { cjunction_Track: 'source=cj&medium=affiliate' },
  loggingOption: null,
  eventBus: [{ category: 'PAGE', subCategory: 'VIEW', eventValue: 'quote' }],
  hasTriggeredError: false,
  triggeredSiteEntry: true,
};

const save = (params: Record<string, unknown>) => sandbox.call('order.saveSession', params);
const load = (params: Record<string, unknown>) => sandbox.call('order.loadSession', params);
const count = async (table: string) => (await sandbox.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('the first save', () => {
  it('creates a saved session with 9-digit referral data, a 45-day timeout and no order yet', async () => {
    now = start;
    const before = await count('saved_sessions');
    const { status, body } = await save({ order: fullOrder, user, submitAfterSave: false, createUnscheduledStatusWorkOrderForPIA: false });
    expect(status).toBe(200);
    expect(body.referralNumber).toMatch(/^\d{9}$/);
    expect(body.savedSessionTimeout).toBe(new Date(start.getTime() + 45 * day).toISOString());
    expect(body.referralDate).toBe(start.toISOString());
    expect(body).toMatchObject({ orderStatus: 'Saved', eon: null, workOrderId: null, lockToken: null, settledTenderAmount: null });
    expect(body.crmCustomerId).toMatch(/^CRM\d{8}$/);
    expect(await count('saved_sessions')).toBe(before + 1);
  });

  it('gives two first saves different sessions and referral numbers', async () => {
    const first = await save({ order: { vehicle: fullOrder.vehicle } });
    const second = await save({ order: { vehicle: fullOrder.vehicle } });
    expect(second.body.savedSessionId).not.toBe(first.body.savedSessionId);
    expect(second.body.referralNumber).not.toBe(first.body.referralNumber);
  });

  it('gives the same customer (email in any case) the same crmCustomerId, and none without email or phone', async () => {
    const a = await save({ order: { customer: { emailAddress: 'pat.doe@example.com' } } });
    const b = await save({ order: { customer: { emailAddress: ' PAT.DOE@example.com ' } } });
    const none = await save({ order: { customer: { firstName: 'Pat' } } });
    expect(a.body.crmCustomerId).toBe(b.body.crmCustomerId);
    expect(none.body.crmCustomerId).toBeNull();
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['the all-zero UUID (SPEC §4 empty id)', '00000000-0000-0000-0000-000000000000'],
  ])('treats a savedSessionId that is %s as a first save', async (_name, savedSessionId) => {
    const before = await count('saved_sessions');
    const { status } = await save({ order: { vehicle: fullOrder.vehicle }, savedSessionId });
    expect(status).toBe(200);
    expect(await count('saved_sessions')).toBe(before + 1);
  });

  it("keeps the order's own referral number (a 6-character one included) and refuses it for a second session", async () => {
    const order = { ...fullOrder, referralNumber: 'AB1234', referralDate: '2026-11-30', referralCorrelationId: 'corr-1' };
    const first = await save({ order });
    expect(first.body).toMatchObject({ referralNumber: 'AB1234', referralCorrelationId: 'corr-1', referralDate: '2026-11-30T00:00:00.000Z' });
    const again = await save({ order });
    expect(again).toMatchObject({ status: 409, body: { field: 'order.referralNumber' } });
  });

  it.each([
    ['no date', 'yesterday'],
    ['the year 0', '0000-01-01'],
    ['before 1900', '1899-12-31'],
    ['beyond 9999', '+010000-01-01'],
    ['far in the past', '-200000-01-01'],
  ])('refuses a referral date that is %s (%s), naming order.referralDate, and stores nothing', async (_name, referralDate) => {
    const before = await count('saved_sessions');
    const answer = await save({ order: { referralNumber: 'RD0001', referralDate } });
    expect(answer).toMatchObject({ status: 400, body: { field: 'order.referralDate' } });
    expect(await count('saved_sessions')).toBe(before);
  });
});

/** An order with null in every field the contract lets be null. */
const nullOrder: Order = {
  ...Object.fromEntries(
    ['referralNumber', 'referralSequenceNumber', 'referralDate', 'referralCorrelationId', 'eon', 'workOrderId', 'workOrderNumber', 'customerPortalLoginToken', 'lockToken', 'settledTenderAmount', 'isRecalAckOptIn', 'isMSRFeeApplicable', 'cashPriceSubTotal'].map((key) => [key, null]),
  ),
  vehicle: { year: null, make: null, model: null, style: null, carId: null, category: null, vin: null, isBigTruck: null, registration: { licensePlate: null, zipCode: null } },
  damage: { isRepair: null, numberOfChips: null, dateOfLoss: null, damageCause: null },
  serviceLocation: { zipCode: null, appointmentType: null, techNotes: null, mobile: { address: null }, provider: { providerNumber: null, address: { city: null } } },
  schedule: { date: null, startTime: null, endTime: null, routeCode: null, jobMaxMinutes: null, jobMinMinutes: null },
  customer: { firstName: null, lastName: null, emailAddress: null, phoneNumber: null, isSmsOptIn: null, waitListRequested: null },
  payment: { isInsurance: null, insuranceCoverage: { isVerified: null, coverageStatus: null, coverageType: null }, parentAccountNumber: null, isPia: null, piaType: null, paypalToken: null, ccToken: { lastFour: null } },
  policy: { currentDeductible: null, isItac: null, isNoComp: null },
  lineItems: { serverData: null },
} as Order;

describe('odd but well-formed orders', () => {
  it('saves an order with null wherever the contract allows it, loads it back, and refuses to submit it (400, not 500)', async () => {
    const saved = await save({ order: nullOrder, savedSessionId: null, user: { savedSessionId: null, lastPageVisited: null, experiments: [{ testId: null, settings: null }], eventBus: [{ category: null }] } });
    expect(saved.status).toBe(200);
    const loaded = await load({ savedSessionId: saved.body.savedSessionId, referralNumber: null, referralDate: null, parentAccountNumber: null, referralCorrelationId: null });
    expect(loaded.body.order).toEqual({ ...nullOrder, referralNumber: saved.body.referralNumber, referralSequenceNumber: saved.body.referralSequenceNumber, referralDate: saved.body.referralDate, referralCorrelationId: saved.body.referralCorrelationId });
    for (const flag of ['submitAfterSave', 'createUnscheduledStatusWorkOrderForPIA']) {
      const answer = await save({ order: nullOrder, savedSessionId: saved.body.savedSessionId, [flag]: true });
      expect(answer).toMatchObject({ status: 400, body: { field: 'order.vehicle.carId' } });
    }
  });

  it('keeps any Unicode text as sent: emoji, right-to-left, combining marks, astral characters', async () => {
    const customer = { firstName: 'Zoë 👩🏽‍🔧', lastName: 'שָׁלוֹם', emailAddress: 'ünï@exämple.com', phoneNumber: null };
    const saved = (await save({ order: { customer, damage: { damageCause: '石 𝌆 e\u0301' } } })).body;
    const loaded = (await load({ savedSessionId: saved.savedSessionId })).body.order;
    expect(loaded.customer).toEqual(customer);
    expect(loaded.damage.damageCause).toBe('石 𝌆 e\u0301');
  });
});

describe('save → load round trip', () => {
  let saved: SavedSession;
  beforeAll(async () => {
    now = start;
    saved = (await save({ order: fullOrder, user, submitAfterSave: false })).body;
  });

  const expected = () => ({
    ...fullOrder,
    referralNumber: saved.referralNumber,
    referralSequenceNumber: saved.referralSequenceNumber,
    referralDate: saved.referralDate,
    referralCorrelationId: saved.referralCorrelationId,
  });

  it('loads by savedSessionId: every field as saved, with the referral data filled in', async () => {
    const { status, body } = await load({ savedSessionId: saved.savedSessionId, referralNumber: null, referralDate: null });
    expect(status).toBe(200);
    expect(body.order).toEqual(expected());
  });

  it('answers the user state the save sent, the session id and its 45-day timeout beside the order (what resuming needs)', async () => {
    const { body } = await load({ savedSessionId: saved.savedSessionId });
    expect(body.user).toEqual(user);
    expect(body.savedSessionId).toBe(saved.savedSessionId);
    expect(body.savedSessionTimeout).toBe(saved.savedSessionTimeout);
  });

  it.each([
    ['a date (SPEC §5 trimmed)', (date: string) => date.slice(0, 10)],
    ['a date-time', (date: string) => date],
    ['no date', () => null],
  ])('loads by referralNumber with %s', async (_name, toDate) => {
    const { status, body } = await load({ referralNumber: saved.referralNumber, referralDate: toDate(saved.referralDate) });
    expect(status).toBe(200);
    expect(body.order).toEqual(expected());
    expect(body.savedSessionId).toBe(saved.savedSessionId);
  });

  it('stores the user state as sent', async () => {
    const rows = await sandbox.db.query<{ user_data: unknown }>('SELECT user_data FROM saved_sessions WHERE saved_session_id = $1', [
      saved.savedSessionId,
    ]);
    expect(rows[0]?.user_data).toEqual(user);
  });

  it('fills payment.parentAccountNumber from the request only when the saved order has none', async () => {
    const bare = (await save({ order: { vehicle: fullOrder.vehicle } })).body;
    const filled = await load({ savedSessionId: bare.savedSessionId, parentAccountNumber: '400200' });
    expect(filled.body.order.payment).toEqual({ parentAccountNumber: '400200' });
    const kept = await load({ savedSessionId: saved.savedSessionId, parentAccountNumber: '400200' });
    expect(kept.body.order.payment.parentAccountNumber).toBe('167132');
  });
});

describe('later saves', () => {
  it.each([
    ['at the top level', (id: string) => ({ savedSessionId: id })],
    ['in user.savedSessionId', (id: string) => ({ user: { ...user, savedSessionId: id } })],
  ])('update the session named %s: same id and referral, new order, timeout moved on', async (_name, toIdParams) => {
    now = start;
    const first = (await save({ order: fullOrder, user })).body;
    const before = await count('saved_sessions');
    now = new Date(start.getTime() + 10 * day);
    const changed = { ...fullOrder, customer: { ...fullOrder.customer, firstName: 'Robin' } };
    const { status, body } = await save({ order: changed, ...toIdParams(first.savedSessionId) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ savedSessionId: first.savedSessionId, referralNumber: first.referralNumber, referralDate: first.referralDate });
    expect(body.savedSessionTimeout).toBe(new Date(now.getTime() + 45 * day).toISOString());
    expect(await count('saved_sessions')).toBe(before);
    const loaded = await load({ savedSessionId: first.savedSessionId });
    expect(loaded.body.order.customer.firstName).toBe('Robin');
    now = start;
  });

  it('keep the stored user state when the save leaves it out', async () => {
    const first = (await save({ order: fullOrder, user })).body;
    await save({ order: fullOrder, savedSessionId: first.savedSessionId });
    const rows = await sandbox.db.query<{ user_data: unknown }>('SELECT user_data FROM saved_sessions WHERE saved_session_id = $1', [
      first.savedSessionId,
    ]);
    expect(rows[0]?.user_data).toEqual(user);
  });

  it.each([
    ['savedSessionId', { savedSessionId: 'no-such-session' }],
    ['user.savedSessionId', { user: { savedSessionId: 'no-such-session' } }],
  ])('answer 404 naming %s when it names no session', async (field, params) => {
    const answer = await save({ order: fullOrder, ...params });
    expect(answer.status).toBe(404);
    expect(answer.body.field).toBe(field);
    expect(answer.body.message).toContain('no-such-session');
  });
});

describe('expiry after 45 days (SPEC §9)', () => {
  it.each([
    ['one millisecond before 45 days', 200, 45 * day - 1],
    ['at 45 days', 404, 45 * day],
    ['at 60 days', 404, 60 * day],
  ])('a session loaded %s answers %i', async (_name, expectedStatus, age) => {
    now = start;
    const saved = (await save({ order: fullOrder })).body;
    now = new Date(start.getTime() + age);
    const byId = await load({ savedSessionId: saved.savedSessionId });
    const byReferral = await load({ referralNumber: saved.referralNumber });
    now = start;
    expect(byId.status).toBe(expectedStatus);
    expect(byReferral.status).toBe(expectedStatus);
    if (expectedStatus === 404) {
      expect(byId.body).toMatchObject({ field: 'savedSessionId', message: expect.stringContaining('expired') });
      expect(byReferral.body).toMatchObject({ field: 'referralNumber', message: expect.stringContaining('expired') });
    }
  });

  it('a save within the 45 days starts them again', async () => {
    now = start;
    const saved = (await save({ order: fullOrder })).body;
    now = new Date(start.getTime() + 40 * day);
    await save({ order: fullOrder, savedSessionId: saved.savedSessionId });
    now = new Date(start.getTime() + 80 * day);
    const loaded = await load({ savedSessionId: saved.savedSessionId });
    now = start;
    expect(loaded.status).toBe(200);
  });

  it.each([
    ['one millisecond before 45 days', 200, 45 * day - 1],
    ['at 45 days', 404, 45 * day],
    ['at 46 days', 404, 46 * day],
  ])('a session saved again %s answers %i (404 naming savedSessionId: expired)', async (_name, expectedStatus, age) => {
    now = start;
    const saved = (await save({ order: fullOrder })).body;
    now = new Date(start.getTime() + age);
    const answer = await save({ order: fullOrder, savedSessionId: saved.savedSessionId });
    now = start;
    expect(answer.status).toBe(expectedStatus);
    if (expectedStatus === 404) expect(answer.body).toMatchObject({ field: 'savedSessionId', message: expect.stringContaining('expired') });
  });
});

describe('load-session refusals', () => {
  it.each([
    ['an unknown savedSessionId', 404, 'savedSessionId', { savedSessionId: 'nobody-saved-this' }],
    ['an unknown referralNumber', 404, 'referralNumber', { referralNumber: '999999999' }],
    ['a referralDate that is not the referral day', 404, 'referralDate', { referralNumber: '910000100', referralDate: '2026-11-21' }],
    ['neither savedSessionId nor referralNumber', 400, 'savedSessionId', { referralDate: '2026-11-20' }],
    ['the all-zero UUID alone', 400, 'savedSessionId', { savedSessionId: '00000000-0000-0000-0000-000000000000' }],
    ['a referralDate that is no date', 400, 'referralDate', { referralNumber: '910000100', referralDate: '20/11/2026' }],
    ['a savedSessionId with spaces', 400, 'savedSessionId', { savedSessionId: 'a b' }],
  ])('%s answers %i naming %s', async (_name, status, field, params) => {
    const answer = await load(params);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
    expect(typeof answer.body.message).toBe('string');
  });
});

describe('seeded referral cases (api/sandbox/data/referrals.ts)', () => {
  it.each([
    ['910000100', 'Verified', 'Deductible', 100, { isItac: false, isNoComp: false }],
    ['910000000', 'Verified', 'Deductible', 0, { isItac: false, isNoComp: false }],
    ['910009999', 'Verified', 'Deductible', 9999, {}],
    ['910007777', 'Verified', 'Deductible', 7777, {}],
    ['910000001', 'Pending', 'None', null, {}],
    ['910000002', 'NoComp', 'NoComp', 0, { isNoComp: true }],
    ['910000003', 'Verified', 'Itac', 50, { isItac: true }],
    ['910000004', 'Verified', 'Deductible', 100, {}],
    // Saved as SPEC §4 numbers, as the order service and other funnels save them.
    ['910000005', 2, 1, 0, {}],
    ['654321', 'Pending', 'None', null, {}],
  ])('referral %s loads with coverage %s/%s, deductible %s, a vehicle and damage', async (referralNumber, coverageStatus, coverageType, deductible, policy) => {
    const { status, body: answer } = await load({ referralNumber, referralDate: '2026-11-20' });
    expect(status).toBe(200);
    // Seeded sessions carry no user state; they never expire.
    expect(answer).toMatchObject({ user: null, savedSessionTimeout: '9999-12-31T00:00:00.000Z' });
    const body = answer.order;
    expect(body.referralNumber).toBe(referralNumber);
    expect(body.payment).toMatchObject({ isInsurance: true, insuranceCoverage: { coverageStatus, coverageType } });
    expect(body.policy).toMatchObject({ currentDeductible: deductible, ...policy });
    expect(body.vehicle.carId).toEqual(expect.any(Number));
    expect(body.damage.isRepair).toEqual(expect.any(Boolean));
    expect(body.eon).toBeNull();
  });

  it('the repair case carries 2 chips and the six-character case a 6-character referral number', async () => {
    const repair = await load({ savedSessionId: 'referral-verified-repair' });
    expect(repair.body.order.damage).toMatchObject({ isRepair: true, numberOfChips: 2 });
    const six = await load({ savedSessionId: 'referral-six-character' });
    expect(six.body.order.referralNumber).toHaveLength(6);
  });

  it('the expired case answers 404 saying it expired', async () => {
    const answer = await load({ referralNumber: '910000045' });
    expect(answer).toMatchObject({ status: 404, body: { field: 'referralNumber', message: expect.stringContaining('expired') } });
  });

  it('the submitted case loads with its eon and refuses a plain save (409)', async () => {
    const loaded = await load({ savedSessionId: 'referral-submitted' });
    expect(loaded.body.order).toMatchObject({ eon: 'EON090001', workOrderNumber: 'WO90001' });
    const answer = await save({ order: loaded.body.order, savedSessionId: 'referral-submitted' });
    expect(answer).toMatchObject({ status: 409, body: { field: 'savedSessionId' } });
  });
});

describe('a restart', () => {
  it('keeps saved sessions and seeds nothing twice', async () => {
    const saved = (await save({ order: fullOrder, user })).body;
    const before = await count('saved_sessions');
    const restarted = await createTestSandbox({ db: sandbox.db, now: () => now });
    try {
      const loaded = await restarted.call('order.loadSession', { savedSessionId: saved.savedSessionId });
      expect(loaded.status).toBe(200);
      expect(loaded.body.order.customer).toEqual(fullOrder.customer);
      expect(await count('saved_sessions')).toBe(before);
    } finally {
      await restarted.close();
    }
  }, 60_000);
});
