import type { ParamConverterName } from '../domain/paramConverters';

/** A JSON type, as the contract's shapes name them. */
type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array';

/**
 * What each converter of engine/domain/paramConverters.ts and orderParamConverters.ts converts, for lint
 * (converter-input, call-params): the kinds of value it takes at `from` (`any`: every value means something to it), the
 * keys it reads of a group (one of them at least must be there: the order's vehicle for `apiVehicle`, not the vehicle
 * itself), and the kinds of value it gives. A value that is not set (null) is taken by every converter. Kept here, not
 * beside the code, so the browser's scripts do not carry it; the type makes it name every converter.
 */
export const converterShapes: Record<ParamConverterName, { takes: readonly JsonType[] | 'any'; reads?: readonly string[]; gives?: readonly JsonType[] }> = {
  itacPolicy: { takes: ['string'], gives: ['boolean'] },
  damageKind: { takes: ['boolean'], gives: ['string'] },
  paymentKind: { takes: ['boolean'], gives: ['string'] },
  isTrue: { takes: 'any', gives: ['boolean'] },
  isNotTrue: { takes: 'any', gives: ['boolean'] },
  glassPieces: { takes: ['array'], gives: ['array'] },
  answerResults: { takes: ['array'], gives: ['array'] },
  upperCase: { takes: ['string'], gives: ['string'] },
  fiveDigitZip: { takes: ['string'], gives: ['string'] },
  trimmed: { takes: ['string'], gives: ['string'] },
  text: { takes: ['string', 'number', 'boolean'], gives: ['string'] },
  list: { takes: 'any', gives: ['array'] },
  flatten: { takes: ['array'], gives: ['array'] },
  concat: { takes: ['array'], gives: ['array'] },
  askedAnswerResults: { takes: ['object'], reads: ['partQuestionAnswers', 'moldingQuestionAnswers', 'capabilityQuestionAnswers'], gives: ['array'] },
  chosenPartNumber: { takes: ['object'], gives: ['string'] },
  chosenGlassParts: { takes: ['object'], gives: ['array'] },
  quoteGlassParts: { takes: ['object'], gives: ['object'] },
  recalibratedParts: { takes: ['array'], gives: ['array'] },
  recalType: { takes: ['string'], gives: ['string'] },
  taggedSupportingItems: { takes: ['array'], gives: ['array'] },
  providerNumber: { takes: ['string', 'number'] },
  orderBlock: { takes: ['object'], reads: ['vehicle', 'damage', 'lineItems', 'serviceLocation'], gives: ['object'] },
  apiVehicle: { takes: ['object'], reads: ['vehicle'], gives: ['object'] },
  priceLineItems: { takes: ['object'], reads: ['glassParts', 'supportingItems', 'vaps'], gives: ['array'] },
  slotLineItems: { takes: ['object'], reads: ['glassParts', 'supportingItems', 'vaps'], gives: ['array'] },
  taxLines: { takes: ['object'], gives: ['array'] },
  pricedLineGroup: { takes: ['object'], reads: ['glassParts', 'supportingItems', 'vaps'], gives: ['array'] },
  quotePricing: { takes: ['object'], reads: ['glassParts', 'supportingItems', 'vaps'], gives: ['object'] },
  visiblePromoCodes: { takes: ['array'], gives: ['array'] },
  visiblePromoCode: { takes: ['string'], gives: ['string'] },
  inactivePromos: { takes: ['array'], gives: ['array'] },
  offeredExtras: { takes: 'any', gives: ['array'] },
  addableVaps: { takes: ['array'], gives: ['array'] },
  withAddedVaps: { takes: ['array'], gives: ['array'] },
  withExtra: { takes: ['array'], gives: ['array'] },
  promoResult: { takes: ['object'], gives: ['object'] },
  time24Slots: { takes: ['object'], gives: ['object'] },
  dayPrices: { takes: ['array'], gives: ['object'] },
  mobileReach: { takes: ['object'], gives: ['object'] },
  partNumbers: { takes: ['array'], gives: ['array'] },
  mobileFees: { takes: ['array'], gives: ['array'] },
  withMobileFees: { takes: ['array'], gives: ['array'] },
  timeSlot: { takes: ['object'], gives: ['object'] },
  quoteCustomer: { takes: ['object'], reads: ['firstName', 'lastName', 'emailAddress', 'phoneNumber', 'isSmsOptIn'], gives: ['object'] },
  loggedQuestions: { takes: ['array'], gives: ['array'] },
  partWithId: { takes: ['array'], gives: ['object'] },
  withPart: { takes: ['array'], gives: ['array'] },
  withUserExposures: { takes: ['array'], gives: ['array'] },
  paymentChoiceState: { takes: ['string'], gives: ['object'] },
  paymentAmount: { takes: ['object'], gives: ['number'] },
  hostedPaymentUrl: { takes: ['string'], gives: ['string'] },
  donationPaymentInfo: { takes: ['object'], reads: ['paymentChoice', 'ccToken', 'paypalToken'], gives: ['object'] },
  snapshotWithDonation: { takes: ['object'], gives: ['object'] },
};
