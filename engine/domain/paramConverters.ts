/**
 * Named converters for binding values (`{ from: order.damage.isRepair, as: damageKind }`): the state keeps the SPEC §3
 * shapes, the calls take SPEC §7 shapes, and YAML names the conversion instead of writing code (DESIGN principle 1;
 * the linter checks each name and its inputs). A converter gets the value at `from` and the values of its further
 * inputs (`with:`), never the whole state: what it reads is what YAML says it reads.
 *
 * The simple converters are here; those of the order's SPEC §7 shapes (prices, parts, payment) are in
 * orderParamConverters.ts, whose code comes with the pages that name them (issue #12: the first page's scripts do not
 * carry it) and adds them to `paramConverters` when it loads.
 */
import type { GlassPiece } from './state';

/** How the runtime calls a converter: the value at `from`, and its `with:` inputs by name. */
export type ParamConverter = (value: unknown, inputs: Record<string, unknown>) => unknown;

/** A converter's definition: the `with:` inputs it takes and its code. */
interface ParamConverterDefinition {
  inputs: readonly string[];
  convert: (value: never, inputs: Record<string, unknown>) => unknown;
}

const toList = <T = unknown>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The simple converters YAML may name with `as:`, with the `with:` inputs each takes (all optional unless said). Each is
 * a plain function of its inputs.
 */
export const paramConverterDefinitions = {
  /**
   * SPEC §7 IsItac / isItacOptimized: whether the policy is ITAC, from the coverage type (`from`) or the policy's flag
   * (`with: isItac`).
   */
  itacPolicy: {
    inputs: ['isItac'],
    convert: (coverageType: unknown, { isItac }: Record<string, unknown>) => coverageType === 'Itac' || isItac === true,
  },
  /** SPEC §3 damage kinds: a repair or a replacement, from the order's isRepair. */
  damageKind: { inputs: [], convert: (isRepair: unknown) => (isRepair === true ? 'Repair' : isRepair === false ? 'Replace' : null) },
  /** Insurance or cash (SPEC §7 mobile premium fee), from the order's isInsurance. */
  paymentKind: { inputs: [], convert: (isInsurance: unknown) => (isInsurance === true ? 'Insurance' : 'Cash') },
  /** True only when the value is true (a flag left unknown, null, counts as false). */
  isTrue: { inputs: [], convert: (value: unknown) => value === true },
  /** True unless the value is true (e.g. a cash order: isInsurance is not true). */
  isNotTrue: { inputs: [], convert: (value: unknown) => value !== true },
  /** SPEC §3: glassToReplace is sent as location and name. */
  glassPieces: {
    inputs: [],
    convert: (pieces: unknown) => toList<GlassPiece>(pieces).map((piece) => ({ location: piece.glassLocation, name: piece.glassName })),
  },
  /** Question answers as the parts calls take them: the question and the answer chosen (the outcome stays ours). */
  answerResults: {
    inputs: [],
    convert: (answers: unknown) => toList<{ questionId: string; answerId: string }>(answers).map(({ questionId, answerId }) => ({ questionId, answerId })),
  },
  /** Text with surrounding spaces removed and letters upper-cased (VINs, licence plates). */
  upperCase: { inputs: [], convert: (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value) },
  /** A zip code of 5 digits (surrounding spaces removed), or null for anything else. */
  fiveDigitZip: {
    inputs: [],
    convert: (value: unknown) => (typeof value === 'string' && /^\d{5}$/.test(value.trim()) ? value.trim() : null),
  },
  /** Text with surrounding spaces removed (a promo code as typed). */
  trimmed: { inputs: [], convert: (value: unknown) => (typeof value === 'string' ? value.trim() : value) },
  /** The value as text (SPEC §7: the bill-to account number is converted to a string). */
  text: { inputs: [], convert: (value: unknown) => (value === null || value === undefined ? null : String(value)) },
  /** The value when it is a list, else an empty list (nothing found is none). */
  list: { inputs: [], convert: (value: unknown) => toList(value) },
  /** A list of lists as one list (the answers of a `forEach` call that each answer a list). */
  flatten: { inputs: [], convert: (lists: unknown) => toList(lists).flatMap((list) => toList(list)) },
  /** The list followed by the items of `more`. */
  concat: { inputs: ['more'], convert: (list: unknown, { more }: Record<string, unknown>) => [...toList(list), ...toList(more)] },
} as const satisfies Record<string, { inputs: readonly string[]; convert: (value: never, inputs: Record<string, unknown>) => unknown }>;

/** Converters that keep some of a list's items as they are (lint reads a forEach's `item.<field>` as the list's items'). */
export const itemKeepingConverters = ['recalibratedParts'] as const;

/** The converters of orderParamConverters.ts, by name: known to the runtime and lint before their code is. */
export const orderParamConverterNames = [
  'askedAnswerResults',
  'chosenPartNumber',
  'chosenGlassParts',
  'quoteGlassParts',
  'recalibratedParts',
  'recalType',
  'taggedSupportingItems',
  'providerNumber',
  'orderBlock',
  'apiVehicle',
  'priceLineItems',
  'slotLineItems',
  'taxLines',
  'pricedLineGroup',
  'quotePricing',
  'visiblePromoCodes',
  'visiblePromoCode',
  'inactivePromos',
  'offeredExtras',
  'addableVaps',
  'withAddedVaps',
  'withExtra',
  'promoResult',
  'time24Slots',
  'dayPrices',
  'mobileReach',
  'partNumbers',
  'mobileFees',
  'withMobileFees',
  'timeSlot',
  'quoteCustomer',
  'loggedQuestions',
  'partWithId',
  'withPart',
  'withUserExposures',
  'paymentChoiceState',
  'paymentAmount',
  'hostedPaymentUrl',
  'donationPaymentInfo',
  'snapshotWithDonation',
] as const;

/** A converter's name. */
export type ParamConverterName = keyof typeof paramConverterDefinitions | (typeof orderParamConverterNames)[number];

/**
 * Every converter by name, as the runtime calls it. An order converter's code is there once orderParamConverters.ts
 * has loaded; before, calling it says so.
 */
export const paramConverters = {
  ...Object.fromEntries(
    orderParamConverterNames.map((name): [string, ParamConverter] => [
      name,
      () => {
        throw new Error(`The converter "${name}" is not loaded: engine/domain/orderParamConverters.ts brings it with the pages naming it`);
      },
    ]),
  ),
  ...Object.fromEntries(Object.entries(paramConverterDefinitions).map(([name, definition]) => [name, definition.convert as ParamConverter])),
} as Record<ParamConverterName, ParamConverter>;

/** Adds converters' code to `paramConverters` (orderParamConverters.ts does, when it loads). */
export function registerParamConverters(definitions: Partial<Record<ParamConverterName, ParamConverterDefinition>>): void {
  for (const [name, definition] of Object.entries(definitions)) paramConverters[name as ParamConverterName] = definition!.convert as ParamConverter;
}

/** Whether a YAML string names a converter. */
export function isParamConverterName(name: string): name is ParamConverterName {
  return Object.prototype.hasOwnProperty.call(paramConverters, name);
}
