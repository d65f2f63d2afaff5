/**
 * The converters of the order's SPEC §7 shapes (engine/domain/paramConverters.ts has the simple ones): question answers
 * and parts, the order block, price, tax and promo lines, time slots, payment. Their code (with the domain rules they
 * use) loads with the pages that name them, not with the first page (issue #12): the build's module of each such page
 * imports this one (renderers/app/build/funnelConfigPlugin.ts), which adds them to the runtime's converters; a host
 * that runs the runtime on the whole model imports it once (engine/cli/journeys/createJourney.ts, the tests' setup).
 */
import { getPaymentAmount } from './getPaymentAmount';
import { getQuoteGlassParts } from './getQuoteGlassParts';
import type { MobileReach } from './isMobileAllowed';
import { isTime24 } from './isTime24';
import { registerParamConverters } from './paramConverters';
import type { LineItem, LineItems, Order, PaymentChoice } from './state';
import { toApiOrder } from './toApiOrder';
import { toAskedAnswerResults, type StageAnswers } from './toAskedAnswerResults';
import { toChosenGlassParts } from './toChosenGlassParts';
import { toChosenPartNumber } from './toChosenPartNumber';
import { toDonationPart } from './toDonationPart';
import { toFlatLineItems, withFlatSalesTax } from './toFlatLineItems';
import { isPayInAdvanceChoice, toPaymentChoiceState } from './toPaymentChoiceState';
import { toHostedPaymentUrl } from './toHostedPaymentUrl';
import { toOrderTotals } from './toOrderTotals';
import { toInactivePromos, type RejectedPromo } from './toInactivePromos';
import { toPriceLineItems } from './toPriceLineItems';
import { toPricedLineGroups } from './toPricedLineGroups';
import { toProviderNumber } from './toProviderNumber';
import { toSnapshotWithDonation } from './toSnapshotWithDonation';
import type { SubmittedSnapshot } from './toSubmittedSnapshot';
import { toVisiblePromoCode } from './toVisiblePromoCode';
import { toVisiblePromoCodes } from './toVisiblePromoCodes';

const toList = <T = unknown>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const toLineItems = (value: unknown): LineItem[] => toList(value).filter((item): item is LineItem => isObject(item) && typeof item.partNumber === 'string');
const toLineGroups = (value: unknown): Pick<LineItems, 'glassParts' | 'supportingItems' | 'vaps'> => {
  const groups = isObject(value) ? value : {};
  return { glassParts: toLineItems(groups.glassParts), supportingItems: toLineItems(groups.supportingItems), vaps: toLineItems(groups.vaps) };
};
/** A SPEC §3 MOBILE FEE line (the mobile fee, or the premium of a premium slot). */
const isMobileFee = (item: LineItem) => item.partType === 'MOBILE FEE';

/** The order as SPEC §7 calls carry it (the "order block"); a glass list left empty (null) is sent as none. */
const toOrderBlock = (order: unknown) => {
  const value = order as Order;
  return toApiOrder({ ...value, damage: { ...value.damage, glassToReplace: value.damage?.glassToReplace ?? [] } });
};

/** A priced line as the tax call takes it (SPEC §7: partNumber, laborAmount, kitPrice, sellingPrice, promoCode). */
const toTaxLine = (line: LineItem) => ({
  partNumber: line.partNumber,
  kitPrice: line.kitPrice,
  laborAmount: line.laborAmount,
  sellingPrice: line.sellingPrice,
  ...(line.promoCode ? { promoCode: line.promoCode } : {}),
});

/**
 * The price answer's lines with the tax answer's sales tax, by position among the lines and their child parts as
 * taxLines sent them (toFlatLineItems).
 */
const toTaxedLines = (priced: unknown, taxed: unknown): LineItem[] => {
  const lines = toLineItems((priced as { lineItems?: unknown } | null)?.lineItems);
  const taxes = toList<{ salesTax?: number }>((taxed as { taxedLineItems?: unknown } | null)?.taxedLineItems);
  return withFlatSalesTax(lines, taxes);
};

/** The extras the quote offers, in the order they are shown: wipers, rain repel, then the service package discount. */
const toOfferedExtras = (inputs: Record<string, unknown>): LineItem[] =>
  [...toLineItems(inputs.wipers), inputs.rainRepel, inputs.servicePackageDiscount].filter(
    (item): item is LineItem => isObject(item) && typeof item.partNumber === 'string',
  );

/**
 * The order converters YAML may name with `as:` (their names are listed in paramConverters.ts's
 * orderParamConverterNames), with the `with:` inputs each takes (all optional unless said).
 */
export const orderParamConverterDefinitions = {
  /**
   * SPEC §2 question pages, from the answers given (`from: order.damage`: part, molding and capability answers) and
   * the question stages (`with: stages`): every answer given whose question is asked now, as parts.parts answerResults.
   */
  askedAnswerResults: {
    inputs: ['stages'],
    convert: (damage: unknown, { stages }: Record<string, unknown>) => {
      const answers = (isObject(damage) ? damage : {}) as Partial<StageAnswers>;
      return toAskedAnswerResults(stages, {
        partQuestionAnswers: toList(answers.partQuestionAnswers),
        moldingQuestionAnswers: toList(answers.moldingQuestionAnswers),
        capabilityQuestionAnswers: toList(answers.capabilityQuestionAnswers),
      });
    },
  },
  /** SPEC §2 vehicle-parts: the chosen windshield's part number (`with: chosen`), kept in step with the stages' choices. */
  chosenPartNumber: { inputs: ['chosen'], convert: (stages: unknown, { chosen }: Record<string, unknown>) => toChosenPartNumber(stages, chosen) },
  /** SPEC §3 lineItems.glassParts from the question stages: the parts known plus the windshield chosen (`with: chosen`). */
  chosenGlassParts: { inputs: ['chosen'], convert: (stages: unknown, { chosen }: Record<string, unknown>) => toChosenGlassParts(stages, chosen) },
  /**
   * The glass parts the quote prices, from the stages (`from`), with `isRepair`, the order's `glassParts`,
   * `takenFromStages` (the quote took them from the stages before) and the `chosen` vehicle-parts part number:
   * `{glassParts, fromStages}` (engine/domain/getQuoteGlassParts.ts).
   */
  quoteGlassParts: {
    inputs: ['isRepair', 'glassParts', 'takenFromStages', 'chosen'],
    convert: (stages: unknown, inputs: Record<string, unknown>) =>
      getQuoteGlassParts({ stages, isRepair: inputs.isRepair, glassParts: inputs.glassParts, takenFromStages: inputs.takenFromStages, chosenPartNumber: inputs.chosen }),
  },
  /** The glass parts that need a camera recalibration (SPEC §3 requiresRecalibration). */
  recalibratedParts: { inputs: [], convert: (parts: unknown) => toLineItems(parts).filter((part) => part.requiresRecalibration === true) },
  /** The recalibration type the recal-parts call takes; a part that names none is recalibrated statically (Choice). */
  recalType: { inputs: [], convert: (type: unknown) => (type === 'Dynamic' || type === 'Dual' ? type : 'Static') },
  /** SPEC §5/§9: supporting items tagged with the cash default parent account and the default bill-to account. */
  taggedSupportingItems: {
    inputs: ['parentAccountNumber', 'billToAccountNumber'],
    convert: (items: unknown, inputs: Record<string, unknown>) =>
      toLineItems(items).map((item) => ({ ...item, parentAccountNumber: inputs.parentAccountNumber ?? null, billToAccountNumber: inputs.billToAccountNumber ?? null })),
  },
  /** SPEC §5: a provider number that starts with 00 and is longer than 5 characters loses its first character. */
  providerNumber: { inputs: [], convert: (value: unknown) => toProviderNumber(value) },
  /** The order as SPEC §7 calls carry it (the "order block" of the price and promo calls, api/contract Order). */
  orderBlock: { inputs: [], convert: toOrderBlock },
  /** The order's vehicle as SPEC §7 calls carry it (can{product}Service flags as fields). */
  apiVehicle: { inputs: [], convert: (order: unknown) => toOrderBlock(order).vehicle },
  /** The order's line groups (`from: order.lineItems`) as one list for the price call: glass parts, supporting items, vaps. */
  priceLineItems: { inputs: [], convert: (lineItems: unknown) => toPriceLineItems(toLineGroups(lineItems)) },
  /** The order's line groups as the time-slot calls take them: part number, part type, recalibration. */
  slotLineItems: {
    inputs: [],
    convert: (lineItems: unknown) =>
      toPriceLineItems(toLineGroups(lineItems))
        .filter((item) => item.partNumber !== '')
        .map((item) => ({
          partNumber: item.partNumber,
          partType: item.partType ?? '',
          ...(typeof item.requiresRecalibration === 'boolean' ? { requiresRecalibration: item.requiresRecalibration } : {}),
        })),
  },
  /**
   * The price answer's lines (`from: <price answer>`) as the tax call takes them: each line, then its child parts (a
   * windshield's molding is charged, so it is taxed: SPEC §3 childParts).
   */
  taxLines: { inputs: [], convert: (priced: unknown) => toFlatLineItems(toLineItems((priced as { lineItems?: unknown } | null)?.lineItems)).map(toTaxLine) },
  /**
   * One group (`with: group`: glassParts, supportingItems, vaps or discountLines) of the order's lines (`from:
   * order.lineItems`) priced by the price answer (`with: priced`) and taxed by the tax answer (`with: taxed`).
   */
  pricedLineGroup: {
    inputs: ['group', 'priced', 'taxed'],
    convert: (lineItems: unknown, inputs: Record<string, unknown>) => {
      const groups = toPricedLineGroups(toLineGroups(lineItems), toTaxedLines(inputs.priced, inputs.taxed));
      return groups[inputs.group as keyof typeof groups] ?? [];
    },
  },
  /**
   * The price the quote shows (`from: order.lineItems`, `with: priced, taxed`): the promo discount lines, subtotal,
   * sales tax and total, and the state whose tax applies with its rate.
   */
  quotePricing: {
    inputs: ['priced', 'taxed'],
    convert: (lineItems: unknown, inputs: Record<string, unknown>) => {
      const taxed = (inputs.taxed ?? {}) as { state?: string; taxRate?: number; isLaborTaxed?: boolean };
      const groups = toPricedLineGroups(toLineGroups(lineItems), toTaxedLines(inputs.priced, inputs.taxed));
      // Issue #14, one total: the amounts are the sums of the priced, taxed lines (child parts and discounts included),
      // the lines the quote and the confirmation list, so what the header shows and the card is charged is their total.
      const { subTotal, salesTax, total } = toOrderTotals(groups, groups.discountLines);
      return {
        discountLines: groups.discountLines,
        subTotal,
        salesTax,
        total,
        taxState: taxed.state ?? '',
        taxRate: taxed.taxRate ?? 0,
        isLaborTaxed: taxed.isLaborTaxed ?? false,
      };
    },
  },
  /** Promo codes as shown: the part before a slash, each once (SPEC §5). */
  visiblePromoCodes: { inputs: [], convert: (codes: unknown) => toVisiblePromoCodes(toList<string>(codes)) },
  /** A promo code as shown: the part before a slash (SPEC §5). */
  visiblePromoCode: { inputs: [], convert: (code: unknown) => (typeof code === 'string' ? toVisiblePromoCode(code) : '') },
  /**
   * SPEC §4/§8 inactive promos: the promos a price call rejected (`from`, errors with promoCode and errorCode) that are
   * kept, added to those kept before (`with: kept`), none on the order (`with: orderPromos`); normalised and
   * de-duplicated (SPEC §5).
   */
  inactivePromos: {
    inputs: ['kept', 'orderPromos'],
    convert: (rejected: unknown, inputs: Record<string, unknown>) =>
      toInactivePromos(toList<string>(inputs.kept), toList<RejectedPromo>(rejected), toList<string>(inputs.orderPromos)),
  },
  /** The extras the quote offers: the wipers (`from`), rain repel and the service package discount (`with:`), in that order. */
  offeredExtras: {
    inputs: ['rainRepel', 'servicePackageDiscount'],
    convert: (wipers: unknown, inputs: Record<string, unknown>) => toOfferedExtras({ ...inputs, wipers }),
  },
  /** Extras a promo may add (`from`: the offered extras): those not on the order (`with: vaps`) that cost something. */
  addableVaps: {
    inputs: ['vaps'],
    convert: (offered: unknown, { vaps }: Record<string, unknown>) => {
      const onOrder = new Set(toLineItems(vaps).map((vap) => vap.partNumber));
      return toLineItems(offered).filter((extra) => !onOrder.has(extra.partNumber) && extra.sellingPrice > 0);
    },
  },
  /** The order's vaps (`from`) with the extras a promo added (`with: added`), each once. */
  withAddedVaps: {
    inputs: ['added'],
    convert: (vaps: unknown, { added }: Record<string, unknown>) => {
      const held = toLineItems(vaps);
      return [...held, ...toLineItems(added).filter((vap) => !held.some((kept) => kept.partNumber === vap.partNumber))];
    },
  },
  /**
   * The order's vaps (`from`) with an extra (`with: item`) added or removed (`with: added`), in the order the extras
   * are offered (`with: offered`, the offered extras).
   */
  withExtra: {
    inputs: ['item', 'added', 'offered'],
    convert: (vaps: unknown, inputs: Record<string, unknown>) => {
      const item = inputs.item as LineItem | null;
      if (!item || typeof item.partNumber !== 'string') return toLineItems(vaps);
      const offered = toLineItems(inputs.offered).map((extra) => extra.partNumber);
      const rank = (vap: LineItem) => (offered.includes(vap.partNumber) ? offered.indexOf(vap.partNumber) : offered.length);
      const others = toLineItems(vaps).filter((vap) => vap.partNumber !== item.partNumber);
      return (inputs.added === true ? [...others, item] : others).sort((a, b) => rank(a) - rank(b));
    },
  },
  /**
   * What a promo code's check came to (`from`: the validate-promo answer, or null when there was no code to check),
   * for the SPEC §8 messages: the code (`with: typed` when the answer has none), the error code, more information.
   */
  promoResult: {
    inputs: ['typed'],
    convert: (answer: unknown, { typed }: Record<string, unknown>) => {
      const given = isObject(answer) ? answer : null;
      return {
        promoCode: (typeof given?.promoCode === 'string' && given.promoCode) || (typeof typed === 'string' ? typed : ''),
        errorCode: given ? (given.errorCode ?? null) : 'PromoDoesNotExist',
        additionalInfo: given?.additionalInfo ?? null,
      };
    },
  },
  /** Time slots (`from`: a time-slot answer) offering only times written 24-hour HH:MM (SPEC §5). */
  time24Slots: {
    inputs: [],
    convert: (answer: unknown) => {
      if (!isObject(answer)) return null;
      const days = toList<{ timeSlots?: unknown }>(answer.days).map((day) => ({
        ...day,
        timeSlots: toList<{ startTime?: unknown; endTime?: unknown }>(day.timeSlots).filter((slot) => isTime24(slot.startTime) && isTime24(slot.endTime)),
      }));
      return { ...answer, days };
    },
  },
  /**
   * SPEC §9 DisplayPricingByDay: the price change of each day (`from`: the answers of parts.pricingByDayPartNumber,
   * one per date of `with: dates`), date → dollars; days without a change are left out.
   */
  dayPrices: {
    inputs: ['dates'],
    convert: (answers: unknown, { dates }: Record<string, unknown>) => {
      const prices: Record<string, number> = {};
      toList<{ part?: { sellingPrice?: unknown } | null } | null>(answers).forEach((answer, index) => {
        const date = toList<string>(dates)[index];
        const price = answer?.part?.sellingPrice;
        if (date && typeof price === 'number' && price !== 0) prices[date] = price;
      });
      return prices;
    },
  },
  /**
   * Whether mobile service reaches the vehicle (`from`: the serviceability answer; `with: containsMilitaryBase` from
   * the zip check, `isBigTruck` from the vehicle): the reasons the serviceability answer gives count too.
   */
  mobileReach: {
    inputs: ['containsMilitaryBase', 'isBigTruck'],
    convert: (serviceability: unknown, inputs: Record<string, unknown>): MobileReach => {
      const answer = isObject(serviceability) ? serviceability : {};
      const reasons = toList<{ code?: string }>(answer.reasons);
      return {
        isMobileServiceable: answer.isMobileServiceable === true,
        containsMilitaryBase: inputs.containsMilitaryBase === true || reasons.some((reason) => reason.code === 'MilitaryBase'),
        isBigTruck: inputs.isBigTruck === true || reasons.some((reason) => reason.code === 'BigTruckNeedsShop'),
      };
    },
  },
  /** The part numbers of a list of line items (SPEC §7 mobile fee `partNumbers[i]`). */
  partNumbers: { inputs: [], convert: (items: unknown) => toLineItems(items).map((item) => item.partNumber) },
  /** The SPEC §3 MOBILE FEE lines of a list of line items (the mobile fee and the premium of a premium slot). */
  mobileFees: { inputs: [], convert: (items: unknown) => toLineItems(items).filter(isMobileFee) },
  /**
   * The supporting items (`from`) with their MOBILE FEE lines replaced by the mobile fee (`with: fee`) and the premium
   * fee (`with: premiumFee`), each a line item, a list of them or null (none), after the other items.
   */
  withMobileFees: {
    inputs: ['fee', 'premiumFee'],
    convert: (items: unknown, inputs: Record<string, unknown>) => [
      ...toLineItems(items).filter((item) => !isMobileFee(item)),
      ...toLineItems([inputs.fee, inputs.premiumFee].flatMap((fee) => (Array.isArray(fee) ? fee : [fee]))),
    ],
  },
  /** The time slot of a time-slot answer (`from`) on `with: date` starting at `with: startTime`, or null. */
  timeSlot: {
    inputs: ['date', 'startTime'],
    convert: (answer: unknown, { date, startTime }: Record<string, unknown>) => {
      const days = toList<{ date?: unknown; timeSlots?: unknown }>(isObject(answer) ? answer.days : null);
      const day = days.find((candidate) => candidate.date === date);
      return toList<{ startTime?: unknown }>(day?.timeSlots).find((slot) => isObject(slot) && slot.startTime === startTime) ?? null;
    },
  },
  /** The customer as the save-quote call takes them (SPEC §7 "customer data"): names, email, phone, text-message opt-in. */
  quoteCustomer: {
    inputs: [],
    convert: (customer: unknown) => {
      const given = isObject(customer) ? customer : {};
      const pick = (name: string) => given[name] ?? null;
      return {
        firstName: pick('firstName'),
        lastName: pick('lastName'),
        emailAddress: pick('emailAddress'),
        phoneNumber: pick('phoneNumber'),
        isSmsOptIn: pick('isSmsOptIn'),
      };
    },
  },
  /**
   * The answers given (`from`: a question page's answers) to the questions asked (`with: questions`), as the
   * log-part-questions call takes them: each with the question's and the answer's text the customer saw.
   */
  loggedQuestions: {
    inputs: ['questions'],
    convert: (answers: unknown, { questions }: Record<string, unknown>) => {
      type Asked = { questionId?: unknown; text?: unknown; answers?: unknown };
      const asked = toList<Asked>(questions).filter(isObject);
      return toList<{ questionId?: unknown; answerId?: unknown; result?: unknown }>(answers).flatMap((given) => {
        const question = asked.find((candidate) => candidate.questionId === given.questionId);
        if (!question || typeof given.answerId !== 'string') return [];
        const answer = toList<{ answerId?: unknown; text?: unknown }>(question.answers).find((candidate) => isObject(candidate) && candidate.answerId === given.answerId);
        return [
          {
            questionId: String(given.questionId),
            questionText: typeof question.text === 'string' ? question.text : null,
            answerId: given.answerId,
            answerText: typeof answer?.text === 'string' ? answer.text : null,
            result: typeof given.result === 'string' ? given.result : null,
          },
        ];
      });
    },
  },
  /** The part of a list of line items (`from`) for one piece of glass (`with: id`, e.g. Windshield-Front), or null. */
  partWithId: {
    inputs: ['id'],
    convert: (items: unknown, { id }: Record<string, unknown>) => toLineItems(items).find((item) => item.id === id) ?? null,
  },
  /** The line items (`from`) with `with: part` in place of the part for the same piece of glass (its `id`), or added. */
  withPart: {
    inputs: ['part'],
    convert: (items: unknown, { part }: Record<string, unknown>) => {
      const list = toLineItems(items);
      if (!isObject(part) || typeof part.partNumber !== 'string') return list;
      const replaced = part as unknown as LineItem;
      return list.some((item) => item.id === replaced.id) ? list.map((item) => (item.id === replaced.id ? replaced : item)) : [...list, replaced];
    },
  },
  /**
   * The user's experiments (`from`: user.experiments) with the exposures the analytics service holds for the user
   * (`with: forUser`, the SPEC §7 experiments-for-user answer): an experiment is exposed once it is exposed there in
   * the same variation (on another device, or by the heritage funnel). Nothing else changes: the variations and
   * settings stay this device's.
   */
  withUserExposures: {
    inputs: ['forUser'],
    convert: (experiments: unknown, { forUser }: Record<string, unknown>) => {
      const exposed = toList<{ testId?: unknown; variationId?: unknown; isExposed?: unknown }>(forUser).filter(
        (experiment) => isObject(experiment) && experiment.isExposed === true,
      );
      return toList<Record<string, unknown>>(experiments).map((experiment) =>
        isObject(experiment) && exposed.some((other) => other.testId === experiment.testId && other.variationId === experiment.variationId)
          ? { ...experiment, isExposed: true }
          : experiment,
      );
    },
  },
  /** SPEC §4 payment method choice: the order's paymentChoice, isPia and piaType for a choice. */
  paymentChoiceState: { inputs: [], convert: (choice: unknown) => toPaymentChoiceState(choice as PaymentChoice) },
  /**
   * The amount to pay in advance (`from`: the quote's pricing; `with: lineItems`, the order's line groups, when the
   * quote has not priced it): engine/domain/getPaymentAmount.ts.
   */
  paymentAmount: {
    inputs: ['lineItems'],
    convert: (pricing: unknown, { lineItems }: Record<string, unknown>) => getPaymentAmount(pricing, toLineGroups(lineItems)),
  },
  /**
   * The hosted payment page of a pay-in-advance method (`from`), for `with: amount` and the provider's `reference`,
   * under `basePath` (the hosted pages' address); null when the method is not paid in advance or nothing is due.
   */
  hostedPaymentUrl: {
    inputs: ['amount', 'reference', 'basePath'],
    convert: (method: unknown, inputs: Record<string, unknown>) => {
      const { amount, reference, basePath } = inputs;
      if (!isPayInAdvanceChoice(method) || typeof amount !== 'number' || typeof reference !== 'string' || !reference || typeof basePath !== 'string') return null;
      return toHostedPaymentUrl(method, amount, reference, basePath);
    },
  },
  /** How the order was paid, as the donation call takes it (`from`: the order's payment): the choice and its token. */
  donationPaymentInfo: {
    inputs: [],
    convert: (payment: unknown) => {
      const value = (payment ?? {}) as { paymentChoice?: unknown; ccToken?: { subscriptionId?: unknown }; paypalToken?: unknown };
      return {
        paymentChoice: value.paymentChoice ?? 'none',
        ...(value.ccToken?.subscriptionId ? { ccToken: value.ccToken } : {}),
        ...(value.paypalToken ? { paypalToken: value.paypalToken } : {}),
      };
    },
  },
  /**
   * SPEC §4 "a donation adds a supporting item to the submitted state": the snapshot (`from`) with the
   * DONATION_{amount} item (SPEC §5) of `with: amount`, numbered by the order service's `lineItemId`.
   */
  snapshotWithDonation: {
    inputs: ['amount', 'lineItemId'],
    convert: (snapshot: unknown, inputs: Record<string, unknown>) => {
      if (!isObject(snapshot)) return snapshot;
      const id = typeof inputs.lineItemId === 'string' ? inputs.lineItemId : undefined;
      return toSnapshotWithDonation(snapshot as unknown as SubmittedSnapshot, toDonationPart(Number(inputs.amount), id));
    },
  },
} as const satisfies Record<string, { inputs: readonly string[]; convert: (value: never, inputs: Record<string, unknown>) => unknown }>;

registerParamConverters(orderParamConverterDefinitions);
