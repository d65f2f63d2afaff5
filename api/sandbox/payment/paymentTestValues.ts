/**
 * The documented inputs of the hosted payment pages, like a provider's test cards (api/sandbox/test-values/payments.md).
 * Any other Luhn-valid card number of a supported brand succeeds.
 */
export const paymentTestValues = {
  /** Shown on every page as the payee. */
  merchantName: 'FMG Auto Glass',
  /** Where the browser returns when the funnel gives no returnUrl (SPEC §2 payment-pia-return). */
  defaultReturnUrl: '/fmg/payment-pia-return',
  cards: {
    visaSuccess: '4111111111111111',
    mastercardSuccess: '5555555555554444',
    amexSuccess: '378282246310005',
    discoverSuccess: '6011111111111117',
    /** Declined by the issuer → PIA_CC_ERROR. */
    declined: '4000000000000002',
    /** The provider fails while processing → PIA_ERROR. */
    providerError: '4000000000000119',
  },
  /** The PayPal buyer whose login fails → PIA_ERROR (case-insensitive). */
  paypalFailingEmail: 'fail@example.com',
  /** The AfterPay customer who is declined → PIA_AFTERPAY_ERROR (case-insensitive). */
  afterpayDecliningEmail: 'decline@example.com',
  /** AfterPay declines an order above this many cents ($2,000.00) → PIA_AFTERPAY_ERROR. */
  afterpayMaximumCents: 200_000,
} as const;
