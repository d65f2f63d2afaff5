import { describe, expect, it } from 'vitest';
import { getAfterpayInstalments } from '../../../api/sandbox/payment/getAfterpayInstalments';
import { getCardType } from '../../../api/sandbox/payment/getCardType';
import { isAllowedReturnUrl } from '../../../api/sandbox/payment/isAllowedReturnUrl';
import { isLuhnValid } from '../../../api/sandbox/payment/isLuhnValid';
import { paymentTestValues } from '../../../api/sandbox/payment/paymentTestValues';
import { readPaymentRequest } from '../../../api/sandbox/payment/readPaymentRequest';
import { toDollarText } from '../../../api/sandbox/payment/toDollarText';
import { toReturnLocation } from '../../../api/sandbox/payment/toReturnLocation';

describe('isLuhnValid', () => {
  const cases: [string, boolean][] = [
    ...Object.values(paymentTestValues.cards).map((number): [string, boolean] => [number, true]),
    ['4242424242424242', true],
    ['79927398713', true],
    ['4111111111111112', false],
    ['79927398710', false],
    ['', false],
    ['4111 1111 1111 1111', false],
  ];
  it.each(cases)('%s → %s', (digits, expected) => {
    expect(isLuhnValid(digits)).toBe(expected);
  });
});

describe('getCardType (sgcardtype by prefix)', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['4222222222222', 'Visa'],
    ['5105105105105100', 'MasterCard'],
    ['2221000000000009', 'MasterCard'],
    ['2720999999999996', 'MasterCard'],
    ['2721000000000000', undefined],
    ['378282246310005', 'Amex'],
    ['341111111111111', 'Amex'],
    ['6011111111111117', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['6445644564456445', 'Discover'],
    ['6221260000000000', 'Discover'],
    ['6229260000000000', undefined],
    ['3530111333300000', undefined],
    ['37828224631000', undefined],
  ])('%s → %s', (digits, expected) => {
    expect(getCardType(digits)).toBe(expected);
  });
});

describe('isAllowedReturnUrl (no open redirect)', () => {
  it.each([
    ['/fmg/payment-pia-return', true],
    ['/fmg/payment-pia-return?start_type=x&a=b', true],
    ['/fmg/', true],
    ['/fmg', false],
    ['/fmgx/payment-pia-return', false],
    ['//evil.example/fmg/', false],
    ['/fmg//evil.example', false],
    ['/\\evil.example', false],
    ['/fmg/\\evil', false],
    ['https://evil.example/fmg/', false],
    ['http:/fmg/x', false],
    ['/fmg/../health', false],
    ['/fmg/./x', false],
    ['/fmg/%2e%2e/health', false],
    ['/fmg/x#fragment', false],
    ['/fmg/x y', false],
    ['/fmg/x\ty', false],
    [`/fmg/${'x'.repeat(600)}`, false],
  ])('%s → %s', (url, expected) => {
    expect(isAllowedReturnUrl(url)).toBe(expected);
  });
});

describe('readPaymentRequest', () => {
  it.each([
    [{ amount: '1', reference: 'R' }, 100],
    [{ amount: '1.5', reference: 'R' }, 150],
    [{ amount: '0.01', reference: 'R' }, 1],
    [{ amount: '99999999.99', reference: 'R' }, 9_999_999_999],
  ])('%o → %i cents, default return path', (query, cents) => {
    expect(readPaymentRequest(query)).toEqual({
      request: { amountCents: cents, reference: 'R', returnUrl: '/fmg/payment-pia-return' },
      problems: [],
    });
  });

  it.each([
    [{ amount: ['1.00', '2.00'], reference: 'R' }, ['amount']],
    [{ amount: { 0: '1' }, reference: 'R' }, ['amount']],
    [{ amount: '100000000.00', reference: 'R' }, ['amount']],
    [{ amount: '1.00', reference: 'a\nb' }, ['reference']],
    [{ amount: '1.00', reference: 'R', returnUrl: '' }, ['returnUrl']],
    [{}, ['amount', 'reference']],
    [undefined, ['amount', 'reference']],
  ])('%o → problems with %o', (query, fields) => {
    expect(readPaymentRequest(query).problems.map((problem) => problem.field)).toEqual(fields);
  });
});

describe('money and return locations', () => {
  it.each([
    [1, '$0.01'],
    [12345, '$123.45'],
    [123456789, '$1,234,567.89'],
    [200000, '$2,000.00'],
  ])('%i cents → %s', (cents, text) => {
    expect(toDollarText(cents)).toBe(text);
  });

  it.each([1, 3, 4, 5, 10001, 200003])('the four instalments of %i cents add up to it', (cents) => {
    const instalments = getAfterpayInstalments(cents, new Date('2026-12-01T09:00:00Z'));
    expect(instalments.reduce((sum, instalment) => sum + instalment.cents, 0)).toBe(cents);
    expect(new Set(instalments.slice(1).map((instalment) => instalment.cents)).size).toBe(1);
  });

  it('adds the return parameters to the return path, replacing ones of the same name', () => {
    expect(toReturnLocation('/fmg/payment-pia-return?keep=1&pageerror=old', { pageerror: 'PIA_ERROR', displayPiaAlert: 'true' })).toBe(
      '/fmg/payment-pia-return?keep=1&pageerror=PIA_ERROR&displayPiaAlert=true',
    );
    expect(toReturnLocation('/fmg/payment-pia-return', { token: 'EC-1', billto_firstname: 'Ann Marie' })).toBe(
      '/fmg/payment-pia-return?token=EC-1&billto_firstname=Ann+Marie',
    );
  });
});
