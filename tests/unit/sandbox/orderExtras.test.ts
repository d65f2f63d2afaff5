/**
 * The order calls around a saved session: add-donation-part (SPEC §4, §5: DONATION_{amount} with zero labour and tax,
 * only on a submitted order), sign and save-progress (SPEC §7 save quote).
 */
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { tinyPng } from './samples/order';

const now = new Date('2026-12-01T09:00:00Z');

const sandbox = useTestSandbox({ now: () => now });

const civic = { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990 };
const newSession = async () => (await sandbox.call('order.saveSession', { order: { vehicle: civic } })).body.savedSessionId as string;
const count = async (table: string) => (await sandbox.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('add-donation-part', () => {
  it('adds DONATION_{amount} with zero labour and tax to the submitted order, kept on load', async () => {
    const before = (await sandbox.call('order.loadSession', { savedSessionId: 'referral-submitted' })).body.order;
    const { status, body } = await sandbox.call('order.addDonationPart', {
      donationAmount: 5,
      savedSessionId: 'referral-submitted',
      paymentInfo: { paymentChoice: 'CreditCard', ccToken: { subscriptionId: 'sub-9', lastFour: '4242' } },
    });
    expect(status).toBe(200);
    expect(body.eon).toBe('EON090001');
    expect(body.lineItem).toMatchObject({ partNumber: 'DONATION_5', partType: 'DONATION', sellingPrice: 5, laborAmount: 0, salesTax: 0 });
    expect(body.supportingItems).toEqual([...(before.lineItems?.supportingItems ?? []), body.lineItem]);
    const after = (await sandbox.call('order.loadSession', { savedSessionId: 'referral-submitted' })).body.order;
    expect(after.lineItems.supportingItems).toEqual(body.supportingItems);
    const rows = await sandbox.db.query<{ amount: string | number; payment_info: unknown }>(
      "SELECT amount, payment_info FROM donations WHERE saved_session_id = 'referral-submitted' ORDER BY id DESC LIMIT 1",
    );
    expect(Number(rows[0]?.amount)).toBe(5);
    expect(rows[0]?.payment_info).toMatchObject({ paymentChoice: 'CreditCard' });
  });

  it('adds one item per donation', async () => {
    const first = await sandbox.call('order.addDonationPart', { donationAmount: 10, savedSessionId: 'referral-submitted' });
    const second = await sandbox.call('order.addDonationPart', { donationAmount: 10, savedSessionId: 'referral-submitted' });
    expect(second.body.lineItem.id).not.toBe(first.body.lineItem.id);
    expect(second.body.supportingItems).toHaveLength(first.body.supportingItems.length + 1);
  });

  it('answers 409 naming savedSessionId for an order not submitted', async () => {
    const savedSessionId = await newSession();
    const answer = await sandbox.call('order.addDonationPart', { donationAmount: 5, savedSessionId });
    expect(answer).toMatchObject({ status: 409, body: { field: 'savedSessionId', message: expect.stringContaining('submitted') } });
  });

  it.each([
    [404, 'savedSessionId', { donationAmount: 5, savedSessionId: 'nobody-saved-this' }],
    [400, 'donationAmount', { donationAmount: 0, savedSessionId: 'referral-submitted' }],
    [400, 'donationAmount', { donationAmount: 101, savedSessionId: 'referral-submitted' }],
    [400, 'donationAmount', { donationAmount: 2.5, savedSessionId: 'referral-submitted' }],
    [400, 'donationAmount', { donationAmount: '5', savedSessionId: 'referral-submitted' }],
    [400, 'paymentInfo.paymentChoice', { donationAmount: 5, savedSessionId: 'referral-submitted', paymentInfo: { paymentChoice: 'Cash' } }],
  ])('answers %i naming %s', async (status, field, params) => {
    const answer = await sandbox.call('order.addDonationPart', params);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });
});

describe('sign', () => {
  it.each([
    ['plain base64', tinyPng],
    ['a data URL', `data:image/png;base64,${tinyPng}`],
  ])('stores a signature given as %s and the recalibration acknowledgement on the order', async (_name, signatureImage) => {
    const savedSessionId = await newSession();
    const { status, body } = await sandbox.call('order.sign', { savedSessionId, signedName: 'Pat Doe', signatureImage, isRecalAckOptIn: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ savedSessionId, signatureId: expect.stringMatching(/^S\d+$/), signedAt: now.toISOString() });
    const rows = await sandbox.db.query<{ payload: { signedName: string } }>('SELECT payload FROM signatures WHERE saved_session_id = $1', [savedSessionId]);
    expect(rows.map((row) => row.payload.signedName)).toEqual(['Pat Doe']);
    const loaded = await sandbox.call('order.loadSession', { savedSessionId });
    expect(loaded.body.order.isRecalAckOptIn).toBe(true);
  });

  it.each([
    [404, 'savedSessionId', { savedSessionId: 'nobody-saved-this', signedName: 'Pat', signatureImage: tinyPng }],
    [400, 'signatureImage', { savedSessionId: 'referral-pending', signedName: 'Pat', signatureImage: Buffer.from('GIF89a not a png').toString('base64') }],
    [400, 'signatureImage', { savedSessionId: 'referral-pending', signedName: 'Pat', signatureImage: 'not base64 at all!' }],
    [400, 'signedName', { savedSessionId: 'referral-pending', signedName: '', signatureImage: tinyPng }],
  ])('answers %i naming %s', async (status, field, params) => {
    const answer = await sandbox.call('order.sign', params);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });
});

describe('save-progress (SPEC §7 save quote)', () => {
  it('stores each quote with its referral number and answers its id', async () => {
    const before = await count('saved_quotes');
    const quote = {
      vehicle: civic,
      lineItems: { glassParts: [{ partNumber: 'FW04567GTN', partType: 'WINDSHIELD', sellingPrice: 289.5 }], promos: ['SPRING10'] },
      customer: { firstName: 'Pat', emailAddress: 'pat@example.com' },
      isInsurance: true,
      insuranceCoverage: { coverageStatus: 'Verified', coverageType: 'Deductible' },
      currentDeductible: 100,
      savedSessionId: 'referral-verified-100',
    };
    const { status, body } = await sandbox.call('order.saveProgress', quote);
    expect(status).toBe(200);
    expect(body).toEqual({ quoteId: expect.stringMatching(/^Q\d+$/), savedAt: now.toISOString() });
    expect(await count('saved_quotes')).toBe(before + 1);
    const rows = await sandbox.db.query<{ referral_number: string; payload: unknown }>('SELECT referral_number, payload FROM saved_quotes WHERE id = $1', [
      Number(body.quoteId.slice(1)),
    ]);
    expect(rows).toEqual([{ referral_number: '910000100', payload: quote }]);
  });

  it.each([
    [404, 'savedSessionId', { vehicle: civic, lineItems: {}, savedSessionId: 'nobody-saved-this' }],
    [404, 'savedSessionId', { vehicle: civic, lineItems: {}, savedSessionId: 'referral-expired' }],
    [400, 'lineItems', { vehicle: civic }],
    [400, 'currentDeductible', { vehicle: civic, lineItems: {}, currentDeductible: -1 }],
  ])('answers %i naming %s', async (status, field, params) => {
    const answer = await sandbox.call('order.saveProgress', params);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });
});
