import { isAllowedReturnUrl } from './isAllowedReturnUrl';
import { paymentTestValues } from './paymentTestValues';

/** What the funnel's payment page passes to a hosted payment page (GET /sandbox/pay/{method}). */
export interface PaymentRequest {
  /** The amount in cents (the query gives dollars). */
  amountCents: number;
  /** The saved session id or order reference; returned as req_reference_number by the card page. */
  reference: string;
  /** A path under /fmg/ to return to. */
  returnUrl: string;
}

/** A query field the page cannot work with, and what to do about it. */
export interface PaymentFieldProblem {
  field: 'amount' | 'reference' | 'returnUrl';
  message: string;
}

/** Either the request, or every problem with its query. */
export type PaymentRequestReading = { request: PaymentRequest; problems: [] } | { request?: undefined; problems: PaymentFieldProblem[] };

/** The largest amount the payments table holds (numeric(10, 2)). */
const maximumCents = 99_999_999_99;

/**
 * Reads and checks the query of a hosted payment page: amount in dollars (up to 2 decimals, more than 0), reference
 * (1–64 characters, no control characters), returnUrl (optional; only a path under /fmg/). Each field given once.
 */
export function readPaymentRequest(query: unknown): PaymentRequestReading {
  const fields = (query ?? {}) as Record<string, unknown>;
  const problems: PaymentFieldProblem[] = [];

  const amountText = fields.amount;
  let amountCents = 0;
  if (typeof amountText !== 'string' || !/^\d{1,8}(\.\d{1,2})?$/.test(amountText)) {
    problems.push({ field: 'amount', message: 'Give amount once, in dollars with up to 2 decimals, for example amount=123.45.' });
  } else {
    const [dollars, cents = ''] = amountText.split('.');
    amountCents = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
    if (amountCents <= 0) problems.push({ field: 'amount', message: 'The amount must be more than $0.00.' });
    else if (amountCents > maximumCents) problems.push({ field: 'amount', message: 'The amount must be at most $99,999,999.99.' });
  }

  const reference = fields.reference;
  if (typeof reference !== 'string' || reference.length < 1 || reference.length > 64 || /[\u0000-\u001f\u007f]/.test(reference)) {
    problems.push({
      field: 'reference',
      message: 'Give reference once: the saved session id or order reference, 1 to 64 characters without control characters.',
    });
  }

  const returnUrl = fields.returnUrl ?? paymentTestValues.defaultReturnUrl;
  if (typeof returnUrl !== 'string' || !isAllowedReturnUrl(returnUrl)) {
    problems.push({
      field: 'returnUrl',
      message: 'returnUrl must be a path under /fmg/ on this site, for example /fmg/payment-pia-return; other addresses are refused.',
    });
  }

  if (problems.length > 0) return { problems };
  return { request: { amountCents, reference: reference as string, returnUrl: returnUrl as string }, problems: [] };
}
