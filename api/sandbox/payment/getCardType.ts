/** The card brands the card page accepts, spelled as the `sgcardtype` payment-return parameter carries them (SPEC §2). */
export type CardType = 'Visa' | 'MasterCard' | 'Amex' | 'Discover';

/** Card brands by number prefix (IIN ranges) with their allowed lengths. */
const brands: { type: CardType; prefix: RegExp; lengths: number[] }[] = [
  { type: 'Visa', prefix: /^4/, lengths: [13, 16, 19] },
  { type: 'MasterCard', prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  { type: 'Amex', prefix: /^3[47]/, lengths: [15] },
  { type: 'Discover', prefix: /^(6011|65|64[4-9]|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/, lengths: [16, 19] },
];

/** The brand of a card number (digits only) by its prefix and length; undefined when it is none the page accepts. */
export function getCardType(digits: string): CardType | undefined {
  return brands.find((brand) => brand.prefix.test(digits) && brand.lengths.includes(digits.length))?.type;
}
