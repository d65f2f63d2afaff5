import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { handleSandboxError } from '../http/handleSandboxError';
import { RequestError } from '../http/RequestError';
import type { SandboxPluginOptions } from '../SandboxContext';
import { createPaymentStore, paymentIdPattern, type PaymentRecord } from './createPaymentStore';
import { isPaymentMethod, type PaymentMethod } from './paymentMethods';
import { paymentTestValues } from './paymentTestValues';
import { readPaymentRequest } from './readPaymentRequest';
import { renderAfterpayPage } from './renderAfterpayPage';
import { renderApplePayPage } from './renderApplePayPage';
import { renderCardPage } from './renderCardPage';
import { renderAlreadyPaidPage, renderPaymentErrorPage } from './renderPaymentErrorPage';
import type { HostedPayment } from './renderPaymentLayout';
import { renderPaypalPage } from './renderPaypalPage';
import { toFormFields } from './toFormFields';
import { toPaymentCompletion, type PaymentResult } from './toPaymentCompletion';
import { toReturnLocation } from './toReturnLocation';
import { validateCardForm, type ValidCard } from './validateCardForm';

/** The actions each page's buttons post; a post without one takes the first (the primary button). */
const actionsByMethod: Record<PaymentMethod, string[]> = {
  card: ['pay', 'cancel'],
  paypal: ['pay', 'cancel'],
  afterpay: ['approve', 'cancel'],
  applepay: ['pay', 'fail', 'cancel'],
};

/** Headers of every hosted page: not cached (they carry payment details), not framed, no scripts, forms post here only. */
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** What an email field accepts. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The largest form post the pages accept. */
const formBodyLimit = 16 * 1024;

/**
 * The sandbox's hosted payment pages (SPEC §2 "payment" → a pay-in-app provider → "payment-pia-return"), like a payment
 * provider's test mode: GET /sandbox/pay/{card|paypal|afterpay|applepay}?amount&reference[&returnUrl] opens a pending
 * payment and shows its page; POST /sandbox/pay/{method}/{paymentId} completes it once and answers 303 to the return
 * URL with the SPEC §2 payment-return parameters (pageerror one of SPEC §8's payment errors on failure);
 * GET /sandbox/payments/{paymentId} shows the payment as JSON. Card numbers and CVCs are never stored, logged or echoed.
 * These pages stand in for third parties, so they are not SPEC §7 calls and not in api/contract.
 */
export const paymentPages: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const store = () => createPaymentStore(context.db, context.now);
  const sendPage = (reply: FastifyReply, status: number, html: string) => reply.code(status).headers(pageHeaders).send(html);
  const sendErrorPage = (reply: FastifyReply, status: number, heading: string, field: string, message: string) =>
    sendPage(reply, status, renderPaymentErrorPage(heading, [{ field, message }]));

  // The pages post plain HTML forms; nothing else in the sandbox needs urlencoded bodies (this stays in this plugin).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: formBodyLimit }, (_request, body, done) =>
      done(null, toFormFields(body)),
    );
  }

  // Refusals on the pages (unsupported body, body too large, text that cannot be stored…) answer a page too, naming the
  // field; the JSON route keeps the sandbox's shape.
  app.setErrorHandler((error: FastifyError | RequestError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (!request.url.startsWith('/sandbox/pay/') || status >= 500) {
      handleSandboxError(error, request, reply);
      return;
    }
    const heading = 'This payment cannot go on';
    if (error instanceof RequestError) {
      void sendErrorPage(reply, error.statusCode, heading, error.field, error.message);
      return;
    }
    const field = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content-type' : 'body';
    void sendErrorPage(reply, status === 413 ? 400 : status, heading, field, 'Send the form from the payment page as it is shown.');
  });

  const unknownMethodMessage = (method: string) =>
    `There is no sandbox payment page "${method}": use card, paypal, afterpay or applepay.`;

  app.get<{ Params: { method: string } }>('/sandbox/pay/:method', { exposeHeadRoute: false }, async (request, reply) => {
    const { method } = request.params;
    if (!isPaymentMethod(method)) return sendErrorPage(reply, 404, 'Payment page not found', 'method', unknownMethodMessage(method));
    const reading = readPaymentRequest(request.query);
    if (!reading.request) return sendPage(reply, 400, renderPaymentErrorPage('This payment page cannot open', reading.problems));
    // A reference already paid (the page opened again with Back after paying): nothing more to pay, as a provider says.
    const paid = await store().findPaid(reading.request.reference);
    if (paid) return sendPage(reply, 409, renderAlreadyPaidPage(paid));
    const record = await store().create(method, reading.request);
    const payment = toHostedPayment(record);
    const html = {
      card: () => renderCardPage(payment),
      paypal: () => renderPaypalPage(payment),
      afterpay: () => renderAfterpayPage(payment, context.now()),
      applepay: () => renderApplePayPage(payment),
    }[method]();
    return sendPage(reply, 200, html);
  });

  app.post<{ Params: { method: string; paymentId: string } }>('/sandbox/pay/:method/:paymentId', async (request, reply) => {
    const { method, paymentId } = request.params;
    if (!isPaymentMethod(method)) return sendErrorPage(reply, 404, 'Payment page not found', 'method', unknownMethodMessage(method));
    const record = paymentIdPattern.test(paymentId) ? await store().get(paymentId) : undefined;
    if (!record || record.method !== method) {
      const message = `There is no ${method} payment "${paymentId}": open the payment page again from the store.`;
      return sendErrorPage(reply, 404, 'Payment not found', 'paymentId', message);
    }
    if (record.status !== 'pending') return sendCompletedPage(reply, record);

    const isFormPost = (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
    if (request.body !== undefined && !isFormPost) {
      const message = 'Send the form as application/x-www-form-urlencoded, as the payment page does.';
      return sendErrorPage(reply, 415, 'This payment cannot go on', 'content-type', message);
    }
    const form = toFormFields(request.body);
    const actions = actionsByMethod[method];
    const action = form.action ?? actions[0]!;
    if (!actions.includes(action)) {
      return sendErrorPage(reply, 400, 'This payment cannot go on', 'action', `Choose one of the page's buttons (${actions.join(', ')}).`);
    }
    const payment = toHostedPayment(record);
    const completed = { paymentId, method, reference: record.reference };
    let result: PaymentResult;
    let card: ValidCard | undefined;

    if (action === 'cancel') result = 'cancelled';
    else if (method === 'card') {
      // The card number and CVC live only in this request: never stored, logged or sent back.
      const reading = validateCardForm(form, context.now());
      if (!reading.card) return sendPage(reply, 400, renderCardPage(payment, { values: reading.values, errors: reading.errors }));
      card = reading.card;
      const { declined, providerError } = paymentTestValues.cards;
      result = card.digits === declined ? 'declined' : card.digits === providerError ? 'providerError' : 'approved';
    } else if (method === 'applepay') result = action === 'fail' ? 'declined' : 'approved';
    else {
      const email = (form.email ?? '').trim();
      // The length first: the pattern backtracks quadratically over a long run of dots.
      if (email.length > 254 || !emailPattern.test(email)) {
        const error = email === '' ? 'Enter your email address.' : 'Enter an email address like name@example.com.';
        const state = { email, error };
        return sendPage(reply, 400, method === 'paypal' ? renderPaypalPage(payment, state) : renderAfterpayPage(payment, context.now(), state));
      }
      const lowerEmail = email.toLowerCase();
      if (method === 'paypal') result = lowerEmail === paymentTestValues.paypalFailingEmail ? 'declined' : 'approved';
      else {
        const isDeclined = lowerEmail === paymentTestValues.afterpayDecliningEmail || payment.amountCents > paymentTestValues.afterpayMaximumCents;
        result = isDeclined ? 'declined' : 'approved';
      }
    }

    // Paid meanwhile through another page of the same order (another tab): this one charges nothing.
    const paid = result === 'approved' ? await store().findPaid(record.reference) : undefined;
    if (paid) return sendPage(reply, 409, renderAlreadyPaidPage(paid));
    const completion = toPaymentCompletion({ ...completed, card }, result);
    const updated = await store().complete(paymentId, completion);
    if (!updated) return sendCompletedPage(reply, (await store().get(paymentId)) ?? record);
    return reply.code(303).header('cache-control', 'no-store').redirect(toReturnLocation(record.return_url, completion.returnParams), 303);
  });

  app.get<{ Params: { paymentId: string } }>('/sandbox/payments/:paymentId', async (request) => {
    const { paymentId } = request.params;
    const record = paymentIdPattern.test(paymentId) ? await store().get(paymentId) : undefined;
    if (!record) throw new RequestError(404, 'paymentId', `There is no payment "${paymentId}".`);
    return record;
  });

  /** 409: the payment already completed; a payment id completes once. */
  function sendCompletedPage(reply: FastifyReply, record: PaymentRecord) {
    return sendErrorPage(
      reply,
      409,
      'Payment already completed',
      'paymentId',
      `The payment "${record.payment_id}" is already ${record.status}; a payment completes only once. Open the payment page again from the store to pay.`,
    );
  }
};

/** What the page renderers need of a payment row. */
function toHostedPayment(record: PaymentRecord): HostedPayment {
  return { paymentId: record.payment_id, amountCents: Math.round(record.amount * 100), reference: record.reference };
}
