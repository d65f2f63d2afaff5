/**
 * SPEC §7 mobile fee and mobile premium fee, SPEC §5 provider number, headless: choosing mobile service on the schedule
 * adds the MOBILE FEE line (and the premium of a premium window) to the order (schedule.yaml `submit`), the order is
 * priced again so the total the payment pages read includes them, and an appointment in the shop takes them off. The
 * real runtime, API client and sandbox (api/sandbox/test-values/parts.md "Fees and extras").
 */
import { describe, expect, it } from 'vitest';
import type { OfferedAppointmentType } from '../../../engine/domain/getOfferedAppointmentTypes';
import type { LineItem } from '../../../engine/domain/state';
import { answerAvalonToZip } from '../../harness/answerAvalonToZip';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { recordCalls } from '../../harness/recordCalls';
import { getSchedulePageData, toScheduleAnswer } from '../../../renderers/pages/SchedulePickerData';

/** Tuesday 1 December 2026, 02:00 in Phoenix. */
const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });


/** A cash Avalon windshield replacement in 85016 (Phoenix, AZ: labour is not taxed), on the schedule. */
async function atSchedule() {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  await answerAvalonToZip(journey);
  expect(await journey.submit('quote', { isInsurance: false })).toEqual({ pageId: 'schedule', query: {} });
  return journey;
}

/** Books a slot of shop 004101 (or its mobile route) on Wednesday 2 December, as the picker's Continue does. */
async function choose(journey: Journey, appointmentType: OfferedAppointmentType, startTime: string) {
  const dates = { startDate: '2026-12-01', endDate: '2026-12-14' };
  expect(await journey.runtime.runAction('schedule', 'loadTimeSlots', { appointmentType, providerNumber: '004101', ...dates })).toEqual({ type: 'done' });
  const data = getSchedulePageData(journey.runtime.getState().user.pageData, 'schedule');
  const shop = data.shops!.find((candidate) => candidate.providerNumber === '004101')!;
  const slot = data.timeSlots!.days.find((day) => day.date === '2026-12-02')!.timeSlots.find((candidate) => candidate.startTime === startTime)!;
  return journey.submit('schedule', toScheduleAnswer(shop, appointmentType, slot, data.timeSlots!));
}

const feesOf = (journey: Journey) =>
  journey.runtime
    .getState()
    .order.lineItems.supportingItems.filter((item: LineItem) => item.partType === 'MOBILE FEE')
    .map((item: LineItem) => [item.partNumber, item.sellingPrice]);
const totalOf = (journey: Journey) => (journey.runtime.getState().user.pageData.quote?.pricing as { total: number }).total;
const cents = (amount: number) => Math.round(amount * 100);

describe('mobile service adds the mobile fee to the order (SPEC §7 mobile fee, SPEC §5 provider number)', () => {
  it('asks for the fee with the order, the cash accounts and the provider number shortened, and the total includes it', async () => {
    const journey = await atSchedule();
    const quoted = totalOf(journey);
    const carId = journey.runtime.getState().order.vehicle.carId;
    const partNumbers = journey.runtime.getState().order.lineItems.glassParts.map((part) => part.partNumber);
    const calls = recordCalls(journey);

    expect(await choose(journey, 'Mobile', '09:00')).toMatchObject({ pageId: 'mobile-details' });
    expect(calls.filter((call) => call.operation === 'parts.mobileFee').map((call) => call.params)).toEqual([
      {
        serviceType: 'Replace',
        facilityType: 'Mobile',
        parentAccountNumber: '167132',
        billToAccountNumber: '87291',
        // SPEC §5: 004101 starts with 00 and is longer than 5 characters.
        providerNumber: '04101',
        isItacOptimized: false,
        zipCode: '85016',
        partNumbers,
        carId,
        coverageStatus: null,
        coverageType: null,
      },
    ]);
    // A window that is not premium: no premium fee.
    expect(calls.some((call) => call.operation === 'parts.mobilePremiumFee')).toBe(false);
    expect(feesOf(journey)).toEqual([['MOBILE-FEE', 39.95]]);
    // Priced again: the mobile fee is labour, untaxed in Arizona.
    expect(calls.map((call) => call.operation)).toEqual(expect.arrayContaining(['price.orderItems', 'price.taxedOrderItems']));
    expect(cents(totalOf(journey))).toBe(cents(quoted) + 3995);
    expect(journey.bailOuts).toEqual([]);
  });

  it('a premium window adds the premium fee too; what the payment pages charge is the new total', async () => {
    const journey = await atSchedule();
    const quoted = totalOf(journey);
    const calls = recordCalls(journey);
    expect(await choose(journey, 'Mobile', '07:00')).toMatchObject({ pageId: 'mobile-details' });
    expect(calls.filter((call) => call.operation === 'parts.mobilePremiumFee').map((call) => call.params)).toEqual([
      { paymentKind: 'Cash', damageKind: 'Replace' },
    ]);
    expect(feesOf(journey)).toEqual([
      ['MOBILE-FEE', 39.95],
      ['MOBILE-PREMIUM', 29.95],
    ]);
    expect(cents(totalOf(journey))).toBe(cents(quoted) + 3995 + 2995);

    await journey.submit('mobile-details', {
      address: '1 N Central Ave',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85016',
      isVehicleProtected: true,
    });
    await journey.submit('customer-details', { firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com' });
    expect(journey.runtime.getState().user.pageData['payment-method']?.amount).toBe(totalOf(journey));
    expect(journey.bailOuts).toEqual([]);
  });

  it('the fees stay when the quote is seen again, and an appointment in the shop takes them off', async () => {
    const journey = await atSchedule();
    const quoted = totalOf(journey);
    await choose(journey, 'Mobile', '07:00');
    const withFees = totalOf(journey);

    // Back to the quote: priced again, still with the fees of the mobile appointment.
    expect(await journey.open('quote')).toMatchObject({ pageId: 'quote' });
    expect(feesOf(journey)).toHaveLength(2);
    expect(totalOf(journey)).toBe(withFees);
    expect(journey.runtime.getState().order.serviceLocation.appointmentType).toBe('Mobile');

    await journey.submit('quote', { isInsurance: false });
    const calls = recordCalls(journey);
    expect(await choose(journey, 'Inshop', '10:00')).toMatchObject({ pageId: 'customer-details' });
    expect(calls.some((call) => call.operation === 'parts.mobileFee')).toBe(false);
    expect(feesOf(journey)).toEqual([]);
    expect(totalOf(journey)).toBe(quoted);
    expect(journey.bailOuts).toEqual([]);
  });

  it('an appointment in the shop from the start adds no fee and does not price again', async () => {
    const journey = await atSchedule();
    const calls = recordCalls(journey);
    expect(await choose(journey, 'Inshop', '10:00')).toMatchObject({ pageId: 'customer-details' });
    const operations = calls.map((call) => call.operation);
    expect(operations).not.toContain('parts.mobileFee');
    expect(operations).not.toContain('price.orderItems');
    expect(feesOf(journey)).toEqual([]);
  });
});

describe('supporting items are tagged (SPEC §5, §9 default cash parent account and bill-to account)', () => {
  const tagsOf = (journey: Journey) =>
    journey.runtime.getState().order.lineItems.supportingItems.map((item: LineItem) => [item.partType, item.parentAccountNumber, item.billToAccountNumber]);

  it("the quote's supporting items and the mobile fee each carry the funnel.yaml defaults", async () => {
    const journey = await atSchedule();
    const quoted = tagsOf(journey);
    expect(quoted.length).toBeGreaterThan(0);
    expect(new Set(quoted.map(([, parent, billTo]) => `${parent}/${billTo}`))).toEqual(new Set(['167132/87291']));

    expect(await choose(journey, 'Mobile', '09:00')).toMatchObject({ pageId: 'mobile-details' });
    expect(tagsOf(journey)).toContainEqual(['MOBILE FEE', '167132', '87291']);
    expect(tagsOf(journey).every(([, parent, billTo]) => parent === '167132' && billTo === '87291')).toBe(true);
  });
});
