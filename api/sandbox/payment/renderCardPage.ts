import { escapeHtml } from './escapeHtml';
import { paymentMethods } from './paymentMethods';
import { paymentTestValues } from './paymentTestValues';
import { renderErrorSummary } from './renderErrorSummary';
import { renderPaymentActions } from './renderPaymentActions';
import { renderPaymentLayout, type HostedPayment } from './renderPaymentLayout';
import { renderTestValuesHint } from './renderTestValuesHint';
import { renderTextField, type TextField } from './renderTextField';
import { toDollarText } from './toDollarText';
import { cardFormFields, type CardFormField, type CardFormValues } from './validateCardForm';

/** The card form's state when it is shown again: what was typed (never the card number or CVC) and the errors. */
export interface CardPageState {
  values?: CardFormValues;
  errors?: Partial<Record<CardFormField, string>>;
}

/**
 * The hosted card page: cardholder first and last name, card number, expiry month and year, CVC and billing zip. The
 * card number and CVC inputs are always rendered empty (a re-render never echoes them).
 */
export function renderCardPage(payment: HostedPayment, state: CardPageState = {}): string {
  const values = state.values;
  const errors = state.errors ?? {};
  const invalid = cardFormFields.filter((field) => errors[field]);
  const first = invalid[0];
  const field = (name: CardFormField, label: string, more: Partial<TextField>) =>
    renderTextField({ name, label, error: errors[name], autofocus: name === first, ...more });
  const numeric = { inputmode: 'numeric' } as const;
  const { cards } = paymentTestValues;
  const body = `${renderErrorSummary(
    invalid.map((name) => ({ field: name, message: errors[name]! })),
    'For your security the card number and security code are never shown again: enter them again.',
  )}
<form method="post" action="/sandbox/pay/card/${escapeHtml(payment.paymentId)}" novalidate>
${field('firstName', 'Cardholder first name', { value: values?.firstName, autocomplete: 'cc-given-name', maxlength: 50 })}
${field('lastName', 'Cardholder last name', { value: values?.lastName, autocomplete: 'cc-family-name', maxlength: 50 })}
${field('cardNumber', 'Card number', {
  hint: 'Visa, MasterCard, American Express or Discover.',
  ...{ autocomplete: 'cc-number', ...numeric, maxlength: 23 },
})}
<fieldset>
<legend>Expiry date</legend>
<div class="row">
${field('expMonth', 'Month (MM)', { value: values?.expMonth, autocomplete: 'cc-exp-month', ...numeric, maxlength: 2 })}
${field('expYear', 'Year (YYYY)', { value: values?.expYear, autocomplete: 'cc-exp-year', ...numeric, maxlength: 4 })}
</div>
</fieldset>
${field('cvc', 'Security code (CVC)', {
  hint: '3 or 4 digits, on the back of the card (the front for American Express).',
  ...{ autocomplete: 'cc-csc', ...numeric, maxlength: 4 },
})}
${field('zip', 'Billing zip code', { hint: '5 digits.', value: values?.zip, autocomplete: 'postal-code', ...numeric, maxlength: 5 })}
${renderPaymentActions([
  { value: 'pay', label: `Pay ${toDollarText(payment.amountCents)}`, kind: 'primary' },
  { value: 'cancel', label: 'Cancel and return to the store', kind: 'secondary' },
])}
</form>
${renderTestValuesHint([
  `${cards.visaSuccess} (Visa) or ${cards.mastercardSuccess} (MasterCard): succeeds.`,
  `${cards.declined}: declined by the issuer.`,
  `${cards.providerError}: the provider fails.`,
  'Any expiry date not in the past, any 3- or 4-digit CVC, any 5-digit zip.',
])}`;
  return renderPaymentLayout({ heading: paymentMethods.card.title, hasErrors: invalid.length > 0, payment, body });
}
