/** Afterpay's four payments, and SPEC §9 AfterPayExtendedPayOptionThreshold (a setting) deciding the extended option. */
import { describe, expect, it } from 'vitest';
import { toAfterpayPlan } from '../../../engine/domain/toAfterpayPlan';

describe('toAfterpayPlan', () => {
  it.each([
    [400, [100, 100, 100, 100]],
    [578.19, [144.57, 144.54, 144.54, 144.54]],
    [0.03, [0.03, 0, 0, 0]],
    [1999.99, [500.02, 499.99, 499.99, 499.99]],
  ])('%s is paid in 4: %j (the odd cents first)', (total, instalments) => {
    const plan = toAfterpayPlan(total, undefined);
    expect(plan.instalments).toEqual(instalments);
    expect(Math.round(plan.instalments.reduce((sum, value) => sum + value, 0) * 100)).toBe(Math.round(total * 100));
  });

  it.each<[string, number, unknown, number | null, boolean]>([
    ['no setting', 578.19, undefined, null, false],
    ['total under the threshold', 578.19, 1000, 1000, false],
    ['total at the threshold', 1000, 1000, 1000, true],
    ['total over the threshold', 578.19, 400, 400, true],
    ['threshold as text (settings travel as JSON)', 578.19, '400', 400, true],
    ['threshold that is no number', 578.19, 'soon', null, false],
    ['threshold zero or less', 578.19, 0, null, false],
    ['threshold true', 578.19, true, null, false],
  ])('%s', (_name, total, threshold, extendedOptionThreshold, isExtendedOptionOffered) => {
    expect(toAfterpayPlan(total, threshold)).toMatchObject({ extendedOptionThreshold, isExtendedOptionOffered });
  });
});
