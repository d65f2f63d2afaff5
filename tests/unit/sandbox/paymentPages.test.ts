import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { paymentTestValues } from '../../../api/sandbox/payment/paymentTestValues';
import { useTestSandbox } from '../../harness/createTestSandbox';

/** jsdom ships without type declarations here: load it by a non-literal specifier and type the little we use. */
const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new (html: string) => { window: { document: Document } } };

const now = new Date('2026-12-01T09:00:00Z');
const { cards } = paymentTestValues;

const sandbox = useTestSandbox({ now: () => now });

type Method = 'card' | 'paypal' | 'afterpay' | 'applepay';

/** How many pages were opened: each is for an order (a reference) of its own unless a test names one. */
let opened = 0;

/** Opens a hosted page; returns the answer and the payment id its form posts to. */
async function open(method: Method, query: Record<string, string> = {}) {
  opened += 1;
  const search = new URLSearchParams({ amount: '123.45', reference: `SESSION-${opened}`, ...query });
  const response = await sandbox.app.inject({ method: 'GET', url: `/sandbox/pay/${method}?${search.toString()}` });
  const paymentId = /action="\/sandbox\/pay\/\w+\/(pay_[0-9a-f]{20})"/.exec(response.body)?.[1] ?? '';
  return { response, paymentId, html: response.body };
}

/** Posts a hosted page's form as a browser does (application/x-www-form-urlencoded). */
async function post(method: Method, paymentId: string, fields: Record<string, string | undefined>): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return sandbox.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${method}/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** The path and the query parameters a 303 sends the browser to. */
function toReturn(response: LightMyRequestResponse): { path: string; params: Record<string, string> } {
  expect(response.statusCode).toBe(303);
  const url = new URL(String(response.headers.location), 'http://origin.test');
  expect(url.origin).toBe('http://origin.test');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

/** The payment as GET /sandbox/payments/{paymentId} shows it. */
async function getPayment(paymentId: string): Promise<Record<string, any>> {
  const response = await sandbox.app.inject({ method: 'GET', url: `/sandbox/payments/${paymentId}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function toDocument(html: string): Document {
  return new JSDOM(html).window.document;
}

/** A card form that passes every check. */
const validCard = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  cardNumber: cards.visaSuccess,
  expMonth: '04',
  expYear: '2030',
  cvc: '123',
  zip: '85001',
};

describe('card page: success (SPEC §2 payment-return parameters)', () => {
  it.each([
    { brand: 'Visa', number: cards.visaSuccess, cvc: '123' },
    { brand: 'MasterCard', number: cards.mastercardSuccess, cvc: '123' },
    { brand: 'Amex', number: cards.amexSuccess, cvc: '1234' },
    { brand: 'Discover', number: cards.discoverSuccess, cvc: '123' },
    { brand: 'Visa', number: '4242 4242 4242 4242', cvc: '999' },
  ])('$number returns to payment-pia-return as $brand with the card token', async ({ brand, number, cvc }) => {
    const { paymentId } = await open('card', { reference: `SESSION-${brand}-${cvc}` });
    const { path, params } = toReturn(await post('card', paymentId, { ...validCard, cardNumber: number, cvc, action: 'pay' }));
    expect(path).toBe('/fmg/payment-pia-return');
    const digits = number.replace(/\s/g, '');
    expect(Object.keys(params).sort()).toEqual(
      [
        'subscriptionid', 'card_expirationmonth', 'card_expirationyear', 'sgcardtype', 'billto_postalcode',
        'billto_firstname', 'billto_lastname', 'req_reference_number', 'auth_code', 'transaction_id',
        'auth_trans_ref_no', 'last_four',
      ].sort(),
    );
    expect(params).toMatchObject({
      card_expirationmonth: '04',
      card_expirationyear: '2030',
      sgcardtype: brand,
      billto_postalcode: '85001',
      billto_firstname: 'Ada',
      billto_lastname: 'Lovelace',
      req_reference_number: `SESSION-${brand}-${cvc}`,
      last_four: digits.slice(-4),
    });
    expect(params.subscriptionid).toMatch(/^[0-9A-F]{32}$/);
    expect(params.subscriptionid).not.toContain(digits);
    expect(params.auth_code).toMatch(/^\d{6}$/);
    expect(params.transaction_id).toMatch(/^\d{22}$/);
    expect(params.auth_trans_ref_no).toMatch(/^[A-Z0-9]{12}$/);
    expect(await getPayment(paymentId)).toMatchObject({
      status: 'succeeded',
      error_code: null,
      card_type: brand,
      last_four: digits.slice(-4),
      return_params: params,
      completed_at: now.toISOString(),
    });
  });

  it('gives different payments different tokens', async () => {
    const first = await open('card');
    const second = await open('card');
    expect(first.paymentId).not.toBe(second.paymentId);
    const a = toReturn(await post('card', first.paymentId, validCard)).params;
    const b = toReturn(await post('card', second.paymentId, validCard)).params;
    expect(a.subscriptionid).not.toBe(b.subscriptionid);
    expect(a.transaction_id).not.toBe(b.transaction_id);
  });
});

describe('card page: declines, provider errors and cancel (SPEC §8)', () => {
  it.each([
    { name: 'the declining card', fields: { ...validCard, cardNumber: cards.declined }, status: 'failed', pageerror: 'PIA_CC_ERROR', alert: 'true', lastFour: '0002' },
    { name: 'the provider-error card', fields: { ...validCard, cardNumber: cards.providerError }, status: 'failed', pageerror: 'PIA_ERROR', alert: 'true', lastFour: '0119' },
    { name: 'cancel (even with an empty form)', fields: { action: 'cancel' }, status: 'cancelled', pageerror: 'PIA_CC_ERROR', alert: 'false', lastFour: null },
  ])('$name returns pageerror=$pageerror, displayPiaAlert=$alert', async ({ fields, status, pageerror, alert, lastFour }) => {
    const { paymentId } = await open('card');
    const { path, params } = toReturn(await post('card', paymentId, fields));
    expect(path).toBe('/fmg/payment-pia-return');
    expect(params).toEqual({ pageerror, displayPiaAlert: alert });
    expect(await getPayment(paymentId)).toMatchObject({ status, error_code: pageerror, return_params: params, last_four: lastFour });
  });
});

describe('card page: validation', () => {
  it.each([
    // Luhn and brand
    { case: 'a number failing the Luhn check', change: { cardNumber: '4111111111111112' }, field: 'cardNumber' },
    { case: 'an unknown brand', change: { cardNumber: '9111111111111111' }, field: 'cardNumber' },
    { case: 'letters in the number', change: { cardNumber: '4111-1111-abcd-1111' }, field: 'cardNumber' },
    { case: 'a Visa of the wrong length', change: { cardNumber: '41111111111111' }, field: 'cardNumber' },
    { case: 'no card number', change: { cardNumber: '' }, field: 'cardNumber' },
    // expiry against the sandbox clock (2026-12)
    { case: 'last month', change: { expMonth: '11', expYear: '2026' }, field: 'expMonth' },
    { case: 'last year', change: { expMonth: '12', expYear: '2025' }, field: 'expYear' },
    { case: 'month 13', change: { expMonth: '13' }, field: 'expMonth' },
    { case: 'month 00', change: { expMonth: '00' }, field: 'expMonth' },
    { case: 'a 3-digit year', change: { expYear: '203' }, field: 'expYear' },
    { case: 'a year too far ahead', change: { expYear: '2047' }, field: 'expYear' },
    // CVC
    { case: 'a 2-digit CVC', change: { cvc: '12' }, field: 'cvc' },
    { case: 'a 5-digit CVC', change: { cvc: '12345' }, field: 'cvc' },
    { case: 'letters in the CVC', change: { cvc: '12a' }, field: 'cvc' },
    // zip and names
    { case: 'a 4-digit zip', change: { zip: '8500' }, field: 'zip' },
    { case: 'a zip+4', change: { zip: '85001-1234' }, field: 'zip' },
    { case: 'no first name', change: { firstName: '  ' }, field: 'firstName' },
    { case: 'a 51-character last name', change: { lastName: 'x'.repeat(51) }, field: 'lastName' },
    { case: 'a line break in the first name', change: { firstName: 'Ada\r\nSet-Cookie: x' }, field: 'firstName' },
    { case: 'a tab in the last name', change: { lastName: 'Love\tlace' }, field: 'lastName' },
  ])('refuses $case with an error on $field', async ({ change, field }) => {
    const { paymentId } = await open('card');
    const response = await post('card', paymentId, { ...validCard, ...change });
    expect(response.statusCode).toBe(400);
    const document = toDocument(response.body);
    const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map((input) => input.id);
    expect(invalid).toEqual([field]);
    expect(document.getElementById(`${field}-error`)?.textContent).toMatch(/\w/);
    expect(document.querySelector(`[role="alert"] a[href="#${field}"]`)).not.toBeNull();
    expect(document.querySelector('[autofocus]')?.id).toBe(field);
    expect((await getPayment(paymentId)).status).toBe('pending');
  });

  it.each([
    { case: 'this month (valid through its end)', change: { expMonth: '12', expYear: '2026' } },
    { case: 'a 2-digit year and 1-digit month', change: { expMonth: '1', expYear: '27' }, month: '01', year: '2027' },
    { case: 'a number typed with spaces', change: { cardNumber: '4111 1111 1111 1111' } },
    { case: 'a 4-digit CVC', change: { cvc: '1234' } },
  ])('accepts $case', async ({ change, month, year }) => {
    const { paymentId } = await open('card');
    const { params } = toReturn(await post('card', paymentId, { ...validCard, ...change }));
    if (month) expect(params).toMatchObject({ card_expirationmonth: month, card_expirationyear: year });
    expect(params.subscriptionid).toMatch(/^[0-9A-F]{32}$/);
  });

  it('answers a NUL in a name with a 400 page naming it, the payment still pending', async () => {
    const { paymentId } = await open('card');
    const response = await post('card', paymentId, { ...validCard, firstName: 'Ada\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain(cards.visaSuccess);
    expect(toDocument(response.body).querySelector('[role="alert"]')?.textContent).toMatch(/firstName|first name/);
    expect((await getPayment(paymentId)).status).toBe('pending');
  });

  it('re-renders with every error, keeping what was typed except the card number and CVC', async () => {
    const { paymentId } = await open('card');
    const response = await post('card', paymentId, {
      firstName: 'Grace <b>',
      lastName: 'Hopper',
      cardNumber: '4111111111111112',
      expMonth: '07',
      expYear: '2031',
      cvc: '98',
      zip: '1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('4111111111111112');
    expect(response.body).not.toContain('value="98"');
    const document = toDocument(response.body);
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    expect({ firstName: value('firstName'), lastName: value('lastName'), expMonth: value('expMonth'), expYear: value('expYear'), zip: value('zip') }).toEqual(
      { firstName: 'Grace <b>', lastName: 'Hopper', expMonth: '07', expYear: '2031', zip: '1234' },
    );
    expect(value('cardNumber')).toBe('');
    expect(value('cvc')).toBe('');
    expect(document.querySelector('b')).toBeNull();
    expect([...document.querySelectorAll('[role="alert"] li a')].map((link) => link.getAttribute('href'))).toEqual(['#cardNumber', '#cvc', '#zip']);
    expect(document.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(document.querySelector('[autofocus]')?.id).toBe('cardNumber');
    expect(document.title).toMatch(/^Error: /);
  });
});

describe('PayPal page', () => {
  it('logs in and pays: token and payerid', async () => {
    const { paymentId } = await open('paypal');
    const { path, params } = toReturn(await post('paypal', paymentId, { email: 'buyer@example.com', action: 'pay' }));
    expect(path).toBe('/fmg/payment-pia-return');
    expect(Object.keys(params).sort()).toEqual(['payerid', 'token']);
    expect(params.token).toMatch(/^EC-[A-Z0-9]{17}$/);
    expect(params.payerid).toMatch(/^[A-Z0-9]{13}$/);
    expect(await getPayment(paymentId)).toMatchObject({ method: 'paypal', status: 'succeeded', return_params: params, card_type: null });
  });

  it.each([
    { name: 'the failing buyer', fields: { email: 'FAIL@example.com', action: 'pay' }, status: 'failed', alert: 'true' },
    { name: 'cancel', fields: { action: 'cancel' }, status: 'cancelled', alert: 'false' },
  ])('$name returns pageerror=PIA_ERROR', async ({ fields, status, alert }) => {
    const { paymentId } = await open('paypal');
    const { params } = toReturn(await post('paypal', paymentId, fields));
    expect(params).toEqual({ pageerror: 'PIA_ERROR', displayPiaAlert: alert });
    expect(await getPayment(paymentId)).toMatchObject({ status, error_code: 'PIA_ERROR' });
  });

  it.each(['', 'not-an-email', `${'x'.repeat(250)}@example.com`, `a@${'.'.repeat(200)}@`])('re-renders the login for the email "%s", keeping it', async (email) => {
    const { paymentId } = await open('paypal');
    const response = await post('paypal', paymentId, { email, action: 'pay' });
    expect(response.statusCode).toBe(400);
    const document = toDocument(response.body);
    expect((document.getElementById('email') as HTMLInputElement).value).toBe(email);
    expect(document.querySelector('[autofocus]')?.id).toBe('email');
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(/email address/);
  });
});

describe('AfterPay page', () => {
  it.each([
    { amount: '100.00', instalments: ['$25.00', '$25.00', '$25.00', '$25.00'] },
    { amount: '100.03', instalments: ['$25.03', '$25.00', '$25.00', '$25.00'] },
    { amount: '0.50', instalments: ['$0.14', '$0.12', '$0.12', '$0.12'] },
  ])('shows $amount in 4 instalments: $instalments', async ({ amount, instalments }) => {
    const { html } = await open('afterpay', { amount });
    const cells = [...toDocument(html).querySelectorAll('tbody td.money')].map((cell) => cell.textContent);
    expect(cells).toEqual(instalments);
    const dueDates = [...toDocument(html).querySelectorAll('tbody tr')].map((row) => row.children[1]?.textContent);
    expect(dueDates).toEqual(['2026-12-01', '2026-12-15', '2026-12-29', '2027-01-12']);
  });

  it.each([
    { name: 'an approved plan', amount: '2000.00', fields: { email: 'shopper@example.com', action: 'approve' }, expected: null },
    { name: 'the declining email', amount: '50.00', fields: { email: 'Decline@Example.com', action: 'approve' }, expected: { status: 'failed', alert: 'true' } },
    { name: 'an amount over $2,000', amount: '2000.01', fields: { email: 'shopper@example.com', action: 'approve' }, expected: { status: 'failed', alert: 'true' } },
    { name: 'cancel', amount: '50.00', fields: { action: 'cancel' }, expected: { status: 'cancelled', alert: 'false' } },
  ])('$name', async ({ amount, fields, expected }) => {
    const { paymentId } = await open('afterpay', { amount });
    const { params } = toReturn(await post('afterpay', paymentId, fields));
    if (!expected) {
      expect(Object.keys(params)).toEqual(['token']);
      expect(params.token).toMatch(/^002\.[a-z0-9]{40}$/);
      expect(await getPayment(paymentId)).toMatchObject({ status: 'succeeded', amount: 2000 });
      return;
    }
    expect(params).toEqual({ pageerror: 'PIA_AFTERPAY_ERROR', displayPiaAlert: expected.alert });
    expect(await getPayment(paymentId)).toMatchObject({ status: expected.status, error_code: 'PIA_AFTERPAY_ERROR' });
  });

  it('warns before approving an amount over the limit', async () => {
    const { html } = await open('afterpay', { amount: '2500.00' });
    expect(html).toContain('AfterPay is available for orders up to $2,000.00');
  });
});

describe('Apple Pay page', () => {
  it.each([
    { action: 'pay', status: 'succeeded', params: null },
    { action: 'fail', status: 'failed', params: { pageerror: 'PIA_APPLE_ERROR', displayPiaAlert: 'true' } },
    { action: 'cancel', status: 'cancelled', params: { pageerror: 'PIA_APPLE_ERROR', displayPiaAlert: 'false' } },
  ])('$action → $status', async ({ action, status, params }) => {
    const { paymentId, html } = await open('applepay');
    expect(html).toContain('Pay with Touch ID');
    expect(html).toContain('Simulate failure');
    const answer = toReturn(await post('applepay', paymentId, { action }));
    if (params) expect(answer.params).toEqual(params);
    else {
      expect(Object.keys(answer.params)).toEqual(['token']);
      expect(answer.params.token).toMatch(/^APPLEPAY-[0-9A-F]{32}$/);
    }
    expect(await getPayment(paymentId)).toMatchObject({ status, method: 'applepay' });
  });
});

describe('completing once', () => {
  it.each([
    { method: 'card' as const, fields: validCard },
    { method: 'paypal' as const, fields: { email: 'buyer@example.com' } },
    { method: 'afterpay' as const, fields: { email: 'buyer@example.com' } },
    { method: 'applepay' as const, fields: { action: 'fail' } },
  ])('a second $method post answers 409 and changes nothing', async ({ method, fields }) => {
    const { paymentId } = await open(method);
    expect((await post(method, paymentId, fields)).statusCode).toBe(303);
    const before = await getPayment(paymentId);
    const second = await post(method, paymentId, { action: 'cancel' });
    expect(second.statusCode).toBe(409);
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(toDocument(second.body).querySelector('[role="alert"]')?.textContent).toMatch(/already/);
    expect(await getPayment(paymentId)).toEqual(before);
  });

  it('an order paid: its page opened again (Back after paying) says so and charges nothing; a page opened before, paid later, neither', async () => {
    const before = await open('card', { reference: 'ORDER-PAID' });
    const { paymentId } = await open('card', { reference: 'ORDER-PAID' });
    const paidReturn = toReturn(await post('card', paymentId, validCard));
    const again = await open('card', { reference: 'ORDER-PAID' });
    expect(again.response.statusCode).toBe(409);
    expect(again.paymentId).toBe('');
    const page = toDocument(again.html);
    expect(page.querySelector('[role="alert"]')?.textContent).toMatch(/This order is already paid[\s\S]*\$123\.45 was paid by Visa ending in 1111\. Nothing more is charged\./);
    // The way back is the paid payment's own return, so the store shows the order as paid.
    const back = new URL(page.querySelector('a')!.getAttribute('href')!, 'http://origin.test');
    expect(Object.fromEntries(back.searchParams)).toEqual(paidReturn.params);
    // The page opened before the payment (another tab) charges nothing either.
    const late = await post('card', before.paymentId, { ...validCard, cardNumber: cards.mastercardSuccess });
    expect(late.statusCode).toBe(409);
    expect((await getPayment(before.paymentId)).status).toBe('pending');
    const rows = await sandbox.db.query<{ status: string }>(`SELECT status FROM payments WHERE reference = 'ORDER-PAID' AND status = 'succeeded'`);
    expect(rows).toHaveLength(1);
  });

  it('opens 80 identical pages at once, each with its own pending payment', async () => {
    const pages = await Promise.all(Array.from({ length: 80 }, () => open('card', { amount: '10.00', reference: 'SAME-REF' })));
    expect(pages.map(({ response }) => response.statusCode)).toEqual(Array(80).fill(200));
    const ids = pages.map(({ paymentId }) => paymentId);
    expect(new Set(ids).size).toBe(80);
    const rows = await sandbox.db.query<{ payment_id: string; status: string }>(
      `SELECT payment_id, status FROM payments WHERE reference = 'SAME-REF'`,
    );
    expect(rows.map((row) => row.payment_id).sort()).toEqual([...ids].sort());
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['pending']));
  });

  it('a new pending payment shows its request', async () => {
    const { paymentId } = await open('paypal', { amount: '10.5', reference: 'ORDER-7', returnUrl: '/fmg/payment-pia-return?from=paypal' });
    expect(await getPayment(paymentId)).toEqual({
      payment_id: paymentId,
      method: 'paypal',
      amount: 10.5,
      status: 'pending',
      error_code: null,
      reference: 'ORDER-7',
      return_url: '/fmg/payment-pia-return?from=paypal',
      card_type: null,
      last_four: null,
      return_params: null,
      created_at: now.toISOString(),
      completed_at: null,
    });
  });
});

describe('refused requests', () => {
  it.each([
    { name: 'no amount', query: { amount: undefined }, field: 'amount' },
    { name: 'a zero amount', query: { amount: '0.00' }, field: 'amount' },
    { name: 'a negative amount', query: { amount: '-5' }, field: 'amount' },
    { name: 'three decimals', query: { amount: '1.234' }, field: 'amount' },
    { name: 'text', query: { amount: 'ten' }, field: 'amount' },
    { name: 'no reference', query: { reference: undefined }, field: 'reference' },
    { name: 'an empty reference', query: { reference: '' }, field: 'reference' },
    { name: 'a 65-character reference', query: { reference: 'r'.repeat(65) }, field: 'reference' },
    { name: 'a NUL in the reference', query: { reference: 'SESSION\u00001' }, field: 'reference' },
    { name: 'another origin', query: { returnUrl: 'https://evil.example/fmg/payment-pia-return' }, field: 'returnUrl' },
    { name: 'a protocol-relative URL', query: { returnUrl: '//evil.example/fmg/' }, field: 'returnUrl' },
    { name: 'a backslash trick', query: { returnUrl: '/\\evil.example/fmg/' }, field: 'returnUrl' },
    { name: 'a path outside /fmg/', query: { returnUrl: '/sandbox/payments' }, field: 'returnUrl' },
    { name: 'dot segments', query: { returnUrl: '/fmg/../health' }, field: 'returnUrl' },
    { name: 'encoded dot segments', query: { returnUrl: '/fmg/%2e%2e/health' }, field: 'returnUrl' },
    { name: 'a javascript: URL', query: { returnUrl: 'javascript:alert(1)' }, field: 'returnUrl' },
    { name: 'a fragment', query: { returnUrl: '/fmg/payment-pia-return#x' }, field: 'returnUrl' },
  ])('answers 400 naming $field for $name, creating no payment', async ({ query, field }) => {
    const [{ count: before }] = (await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM payments')) as [{ count: number }];
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ amount: '10.00', reference: 'SESSION-1', ...query })) if (value !== undefined) search.set(name, value);
    const response = await sandbox.app.inject({ method: 'GET', url: `/sandbox/pay/card?${search.toString()}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.location).toBeUndefined();
    const named = [...toDocument(response.body).querySelectorAll('[role="alert"] li strong')].map((name) => name.textContent);
    expect(named).toEqual([field]);
    const [{ count: after }] = (await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM payments')) as [{ count: number }];
    expect(after).toBe(before);
  });

  it('returns to an allowed returnUrl, keeping its own query', async () => {
    const { paymentId } = await open('applepay', { returnUrl: '/fmg/payment-pia-return?start_type=x' });
    const { path, params } = toReturn(await post('applepay', paymentId, { action: 'fail' }));
    expect(path).toBe('/fmg/payment-pia-return');
    expect(params).toEqual({ start_type: 'x', pageerror: 'PIA_APPLE_ERROR', displayPiaAlert: 'true' });
  });

  it.each([
    { name: 'an unknown method', request: { method: 'GET' as const, url: '/sandbox/pay/bitcoin?amount=1.00&reference=R' }, status: 404, field: 'method' },
    { name: 'an unknown payment', request: { method: 'POST' as const, url: '/sandbox/pay/card/pay_00000000000000000000' }, status: 404, field: 'paymentId' },
    { name: 'a malformed payment id', request: { method: 'POST' as const, url: '/sandbox/pay/paypal/%3Cscript%3E' }, status: 404, field: 'paymentId' },
  ])('answers $status naming $field for $name', async ({ request, status, field }) => {
    const response = await sandbox.app.inject({ ...request, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('<script>');
    const named = [...toDocument(response.body).querySelectorAll('[role="alert"] li strong')].map((name) => name.textContent);
    expect(named).toEqual([field]);
  });

  it('answers 404 when a payment is posted to another method’s page', async () => {
    const { paymentId } = await open('paypal');
    expect((await post('card', paymentId, validCard)).statusCode).toBe(404);
    expect((await getPayment(paymentId)).status).toBe('pending');
  });

  it('answers 400 for an action the page does not have', async () => {
    const { paymentId } = await open('paypal');
    const response = await post('paypal', paymentId, { email: 'buyer@example.com', action: 'refund' });
    expect(response.statusCode).toBe(400);
    expect((await getPayment(paymentId)).status).toBe('pending');
  });

  it.each([
    { name: 'a text/plain body', headers: { 'content-type': 'text/plain' }, payload: 'action=pay', status: 415, field: 'content-type' },
    { name: 'a body over 16 KiB', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${'x'.repeat(17_000)}`, status: 400, field: 'body' },
  ])('answers a $status page naming $field for $name', async ({ headers, payload, status, field }) => {
    const { paymentId } = await open('paypal');
    const response = await sandbox.app.inject({ method: 'POST', url: `/sandbox/pay/paypal/${paymentId}`, headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const named = [...toDocument(response.body).querySelectorAll('[role="alert"] li strong')].map((name) => name.textContent);
    expect(named).toEqual([field]);
    expect((await getPayment(paymentId)).status).toBe('pending');
  });

  it('opens no payment for a HEAD request', async () => {
    const count = async () => ((await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM payments'))[0]?.count ?? -1);
    const before = await count();
    const response = await sandbox.app.inject({ method: 'HEAD', url: '/sandbox/pay/card?amount=1.00&reference=R' });
    expect(response.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('answers JSON 404 naming paymentId for an unknown payment', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/sandbox/payments/pay_ffffffffffffffffffff' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ field: 'paymentId' });
  });
});

describe('accessible, escaped HTML', () => {
  it.each<Method>(['card', 'paypal', 'afterpay', 'applepay'])('the %s page: lang, title, notice, merchant, amount, a label for every input', async (method) => {
    const { response, html } = await open(method, { amount: '1234.50' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const document = toDocument(html);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.title).toMatch(/\S/);
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Sandbox — no real money moves');
    expect(text).toContain(paymentTestValues.merchantName);
    expect(text).toContain('$1,234.50');
    for (const input of document.querySelectorAll('input')) {
      expect(input.id).not.toBe('');
      expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toMatch(/\w/);
    }
    expect(document.querySelectorAll('[autofocus]')).toHaveLength(0);
    for (const button of document.querySelectorAll('button')) expect(button.textContent).toMatch(/\w/);
    expect(document.querySelector('form button')?.getAttribute('class')).toBe('primary');
  });

  it('the card page has every field the card needs', async () => {
    const document = toDocument((await open('card')).html);
    expect([...document.querySelectorAll('input')].map((input) => input.id)).toEqual(['firstName', 'lastName', 'cardNumber', 'expMonth', 'expYear', 'cvc', 'zip']);
  });

  const hostile = `"' autofocus onfocus="alert(1)"><img src=x onerror=alert(2)>`;
  it.each([
    { method: 'card' as const, fields: { ...validCard, firstName: hostile, cvc: '1' }, input: 'firstName' },
    { method: 'card' as const, fields: { ...validCard, lastName: hostile, zip: '1' }, input: 'lastName' },
    { method: 'paypal' as const, fields: { email: hostile, action: 'pay' }, input: 'email' },
    { method: 'afterpay' as const, fields: { email: hostile, action: 'approve' }, input: 'email' },
  ])('keeps a re-rendered $method $input inside its value attribute', async ({ method, fields, input }) => {
    const { paymentId } = await open(method);
    const response = await post(method, paymentId, fields);
    expect(response.statusCode).toBe(400);
    const document = toDocument(response.body);
    expect((document.getElementById(input) as HTMLInputElement).value).toBe(hostile.trim());
    expect(document.querySelector('img')).toBeNull();
    expect([...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames()).filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it('escapes the reference', async () => {
    const { html } = await open('card', { reference: '<script>alert("x")</script>' });
    expect(html).not.toContain('<script>');
    expect(toDocument(html).body.textContent).toContain('<script>alert("x")</script>');
  });
});

describe('card data is never kept', () => {
  it('no payments row holds a card number or CVC after successes, declines, errors and refusals', async () => {
    const numbers = [cards.visaSuccess, cards.mastercardSuccess, cards.declined, cards.providerError, '4111111111111112'];
    for (const cardNumber of numbers) {
      const { paymentId } = await open('card');
      await post('card', paymentId, { ...validCard, cardNumber, cvc: '7319' });
    }
    const rows = await sandbox.db.query<Record<string, unknown>>('SELECT * FROM payments');
    const dump = JSON.stringify(rows);
    for (const number of numbers) {
      expect(dump).not.toContain(number);
      expect(dump).not.toContain(number.slice(0, 12));
    }
    const values = rows.flatMap((row) => Object.values(row).flatMap((value) => (value && typeof value === 'object' ? Object.values(value) : [value])));
    expect(values).not.toContain('7319');
    // No column or stored field is named for a card number or CVC (a random reference may spell "cvc": keys, not text).
    const keys = rows.flatMap((row) => Object.entries(row).flatMap(([key, value]) => [key, ...(value && typeof value === 'object' ? Object.keys(value) : [])]));
    expect(keys.filter((key) => /cvc|cvv|card_?number/i.test(key))).toEqual([]);
    expect(rows.filter((row) => row.method === 'card').map((row) => row.last_four)).toEqual(expect.arrayContaining(['1111', '4444', '0002', '0119']));
  });
});
