import { renderSandboxDocument } from '../http/renderSandboxDocument';
import { escapeHtml } from './escapeHtml';
import { paymentTestValues } from './paymentTestValues';
import { toDollarText } from './toDollarText';

/** The payment a hosted page is for. */
export interface HostedPayment {
  paymentId: string;
  amountCents: number;
  reference: string;
}

/** What a hosted page puts inside the shared frame. */
export interface PaymentLayout {
  /** The page's heading; also its <title>, prefixed "Error: " when `hasErrors`. */
  heading: string;
  hasErrors?: boolean;
  /** The payment the page is for: shows the merchant and the amount. */
  payment?: HostedPayment;
  /** The page's own HTML; everything interpolated into it must already be escaped. */
  body: string;
}

/** Mobile-first styles (readable from 320 px), visible keyboard focus, colours with at least 4.5:1 contrast. */
const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f4f5f7}
main{max-width:32rem;margin:0 auto;padding:1rem;background:#fff;min-height:100vh}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
.notice{border:2px dashed #7a4d00;background:#fff4d6;color:#3d2700;padding:.5rem .75rem;margin:0 0 1rem}
.summary-of-payment{border:1px solid #c9ccd1;padding:.75rem;margin:0 0 1rem}
.summary-of-payment p{margin:.25rem 0}
.amount{font-size:1.25rem;font-weight:700}
.field{margin:0 0 1rem}
label,legend{display:block;font-weight:600;margin:0 0 .25rem}
fieldset{border:0;padding:0;margin:0 0 1rem}
.row{display:flex;gap:1rem;flex-wrap:wrap}
.row .field{flex:1 1 6rem}
.hint{display:block;color:#4a4f57;font-size:.9375rem;margin:0 0 .25rem}
input{width:100%;font:inherit;padding:.5rem;border:2px solid #4a4f57;border-radius:4px;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b00020}
.field-error{color:#b00020;font-weight:600;margin:0 0 .25rem}
.error-summary{border:3px solid #b00020;padding:.75rem;margin:0 0 1rem}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b00020}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin:1.5rem 0 0}
button{font:inherit;font-weight:600;padding:.625rem 1rem;border-radius:4px;border:2px solid #0b3d91;cursor:pointer;min-height:44px}
button.primary{background:#0b3d91;color:#fff}
button.secondary{background:#fff;color:#0b3d91}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
table{border-collapse:collapse;width:100%;margin:0 0 1rem}
caption{text-align:left;font-weight:600;margin:0 0 .25rem}
th,td{text-align:left;padding:.375rem .25rem;border-bottom:1px solid #c9ccd1}
td.money{text-align:right}
.sheet{border:1px solid #1b1b1b;border-radius:12px;padding:1rem;margin:0 0 1rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/**
 * The frame of every hosted payment page: lang="en", a <title>, a viewport for 360 px screens, the "Sandbox — no real
 * money moves" notice, and the merchant name and amount when the page is for a payment.
 */
export function renderPaymentLayout(layout: PaymentLayout): string {
  const title = `${layout.hasErrors ? 'Error: ' : ''}${layout.heading} — ${paymentTestValues.merchantName} sandbox`;
  const payment = layout.payment
    ? `<section class="summary-of-payment" aria-label="Payment">
<p>Merchant: <strong>${escapeHtml(paymentTestValues.merchantName)}</strong></p>
<p class="amount">Amount: ${escapeHtml(toDollarText(layout.payment.amountCents))}</p>
<p>Reference: ${escapeHtml(layout.payment.reference)}</p>
</section>`
    : '';
  return renderSandboxDocument({
    title,
    styles,
    main: `<p class="notice"><strong>Sandbox — no real money moves.</strong> Use the documented test values; never a real card.</p>
<h1>${escapeHtml(layout.heading)}</h1>
${payment}
${layout.body}`,
  });
}
