import { getCardType, type CardType } from './getCardType';
import { isLuhnValid } from './isLuhnValid';

/** The fields of the card page, in the order they are shown (the first invalid one gets the focus). */
export const cardFormFields = ['firstName', 'lastName', 'cardNumber', 'expMonth', 'expYear', 'cvc', 'zip'] as const;
export type CardFormField = (typeof cardFormFields)[number];

/** What a re-rendered card form may show again: everything typed except the card number and the CVC. */
export interface CardFormValues {
  firstName: string;
  lastName: string;
  expMonth: string;
  expYear: string;
  zip: string;
}

/** A card that passed every check, normalised; `digits` and `cvc` must never be stored, logged or echoed. */
export interface ValidCard {
  firstName: string;
  lastName: string;
  digits: string;
  cardType: CardType;
  /** Two digits, "01"–"12". */
  expMonth: string;
  /** Four digits. */
  expYear: string;
  zip: string;
}

/** The outcome of checking a card form: the card, or an error message per invalid field. */
export type CardFormReading =
  | { card: ValidCard; errors: Record<string, never>; values: CardFormValues }
  | { card?: undefined; errors: Partial<Record<CardFormField, string>>; values: CardFormValues };

/** Characters no name on a card holds (they would also reach the billto_ return parameters and the payments row). */
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** How far ahead an expiry year may be before it is taken for a typo. */
const maximumYearsAhead = 20;

/**
 * Checks the card page's fields: names (1–50 characters, no control characters), a card number of a supported brand
 * passing the Luhn check, an expiry month/year not before the month of `now` (a card is valid through its expiry
 * month), a 3–4 digit CVC and a 5-digit billing zip.
 */
export function validateCardForm(form: Record<string, string>, now: Date): CardFormReading {
  const text = (name: string) => (form[name] ?? '').trim();
  const values: CardFormValues = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    expMonth: text('expMonth'),
    expYear: text('expYear'),
    zip: text('zip'),
  };
  const errors: Partial<Record<CardFormField, string>> = {};

  for (const [field, label] of [['firstName', 'first name'], ['lastName', 'last name']] as const) {
    if (values[field] === '') errors[field] = `Enter the cardholder's ${label} as it appears on the card.`;
    else if (values[field].length > 50) errors[field] = `The ${label} must be at most 50 characters.`;
    else if (controlCharacters.test(values[field])) errors[field] = `Enter the ${label} on one line, without control characters.`;
  }

  const digits = text('cardNumber').replace(/[\s-]/g, '');
  const cardType = getCardType(digits);
  if (digits === '') errors.cardNumber = 'Enter the card number.';
  else if (!/^\d+$/.test(digits)) errors.cardNumber = 'The card number may contain only digits and spaces.';
  else if (!cardType) errors.cardNumber = 'Enter a Visa, MasterCard, American Express or Discover card number.';
  else if (!isLuhnValid(digits)) errors.cardNumber = 'This card number is not valid: check it for typos.';

  const monthText = values.expMonth;
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
  if (!(month >= 1 && month <= 12)) errors.expMonth = 'Enter the expiry month as a number from 01 to 12.';
  const yearText = values.expYear;
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : /^\d{2}$/.test(yearText) ? 2000 + Number(yearText) : NaN;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (Number.isNaN(year)) errors.expYear = 'Enter the expiry year as 4 digits, for example 2030.';
  else if (year < currentYear) errors.expYear = 'This card has expired: check the expiry year.';
  else if (year > currentYear + maximumYearsAhead) errors.expYear = `The expiry year cannot be after ${currentYear + maximumYearsAhead}: check it for typos.`;
  else if (!errors.expMonth && year === currentYear && month < currentMonth) errors.expMonth = 'This card has expired: check the expiry month.';

  if (!/^\d{3,4}$/.test(text('cvc'))) errors.cvc = 'Enter the 3 or 4 digit security code (CVC) from the back of the card.';
  if (!/^\d{5}$/.test(values.zip)) errors.zip = 'Enter the 5-digit billing zip code.';

  if (Object.keys(errors).length > 0 || !cardType) return { errors, values };
  return {
    card: {
      firstName: values.firstName,
      lastName: values.lastName,
      digits,
      cardType,
      expMonth: String(month).padStart(2, '0'),
      expYear: String(year),
      zip: values.zip,
    },
    errors: {},
    values,
  };
}
