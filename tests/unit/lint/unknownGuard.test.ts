import { describe, it } from 'vitest';
import { expectLintCase, page, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a misspelled condition guard in a navigation rule',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[0]!.when = { guard: 'isInsuranceVerfied' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '29:16', message: 'Unknown condition guard "isInsuranceVerfied"; did you mean "isInsuranceVerified"?' }],
  },
  {
    name: 'a guard nested in prerequisites',
    mutate: (c) => void (page(c, 'vehicle-damage').prerequisites = { all: [{ guard: 'vinIsOptinal' }, { truthy: 'order.vehicle.year' }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '6:14', message: 'did you mean "vinIsOptional"?' }],
  },
  {
    name: 'a guard in an action condition',
    mutate: (c) => void (page(c, 'vehicle-damage').buttons![0]!.when = { not: { guard: 'canUseApplPay' } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '25:16', message: 'did you mean "canUseApplePay"?' }],
  },
  {
    name: "a guard in a cascade's unless",
    mutate: (c) => void ((c.cascades[1]!.reset[1] as { unless: unknown }).unless = { guard: 'isInsuranceVerifed' }),
    expected: [{ file: 'cascades.yaml', at: '18:18', message: 'did you mean "isInsuranceVerified"?' }],
  },
  {
    name: 'an entry guard used as a condition guard',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[0]!.when = { guard: 'heritageJump' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '29:16', message: '"heritageJump" is an entry guard (page guards:), not a condition guard' }],
  },
  {
    name: 'a misspelled page entry guard',
    mutate: (c) => void (page(c, 'vehicle').guards = ['vehicleEntri']),
    expected: [{ file: 'pages/vehicle.yaml', at: '7:5', message: 'Unknown entry guard "vehicleEntri"; did you mean "vehicleEntry"?' }],
  },
  {
    name: 'a condition guard listed as a page entry guard',
    mutate: (c) => void page(c, 'quote').guards!.push('isVerifiedRedirect'),
    expected: [{ file: 'pages/quote.yaml', at: '6:5', message: '"isVerifiedRedirect" is a condition guard (use it in a when:), not an entry guard' }],
  },
  {
    name: 'a guard given the inputs it takes',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[0]!.when = { guard: { name: 'chosenGlassIsAvailable', with: { damageOptions: 'user.pageData.vehicle-damage.damageOptions' } } }),
    expected: [],
  },
  {
    name: 'a guard without the input it needs',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[0]!.when = { guard: 'chosenGlassIsAvailable' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '29:16', message: 'Guard "chosenGlassIsAvailable" needs "damageOptions"' }],
  },
  {
    name: 'a guard given an input it does not take',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[0]!.when = { guard: { name: 'vinIsOptional', with: { damageOptions: 'user.pageData.vehicle-damage.damageOptions' } } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '32:13', message: 'Guard "vinIsOptional" takes no input "damageOptions"', exact: true }],
  },
];

describe('unknown-guard', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-guard', row));
});
