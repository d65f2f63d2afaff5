/** The hosted payment page of each pay-in-advance method, with the amount and the order's reference. */
import { describe, expect, it } from 'vitest';
import { toHostedPaymentUrl } from '../../../engine/domain/toHostedPaymentUrl';

describe('toHostedPaymentUrl', () => {
  it.each([
    ['CreditCard', 578.19, '300000001', '/sandbox/pay/card?amount=578.19&reference=300000001'],
    ['Paypal', 578.19, '300000001', '/sandbox/pay/paypal?amount=578.19&reference=300000001'],
    ['Afterpay', 1000, '300000001', '/sandbox/pay/afterpay?amount=1000.00&reference=300000001'],
    ['ApplePay', 0.5, 'a b&c', '/sandbox/pay/applepay?amount=0.50&reference=a+b%26c'],
  ] as const)('%s %s %s → %s', (choice, amount, reference, url) => {
    expect(toHostedPaymentUrl(choice, amount, reference, '/sandbox/pay')).toBe(url);
  });

  it('takes another base path', () => {
    expect(toHostedPaymentUrl('CreditCard', 10, 'R1', 'https://pay.example.com/hosted/')).toBe('https://pay.example.com/hosted/card?amount=10.00&reference=R1');
  });
});
