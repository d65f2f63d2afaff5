import { describe, it } from 'vitest';
import type { NavigationRule } from '../../../engine/config/types';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** vehicle-damage's forward rules lead to the quote: by the guard, for a repair (with a query), else. */
const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: "a page's prerequisites that the way to it rules out: the last rule reaches the quote for no repair too",
    mutate: (c) => void (page(c, 'quote').prerequisites = { all: [{ truthy: 'order.vehicle.year' }, { truthy: 'order.damage.isRepair' }] }),
    expected: [
      {
        file: 'pages/vehicle-damage.yaml',
        at: '37:7',
        message:
          'This forward rule sends a visitor to "quote" when all(not(guard isInsuranceVerified), not(eq order.damage.isRepair true)), but "quote" needs truthy order.damage.isRepair (its prerequisites), which can fail then: that visitor gets the error page; make the rule\'s condition require it, or change the prerequisites',
        exact: true,
      },
    ],
  },
  {
    name: "a prerequisite the form's required answer makes sure of passes (the Continue sends it answered)",
    mutate: (c) => {
      page(c, 'vehicle-damage').fields!.schema['required'] = ['isRepair'];
      page(c, 'quote').prerequisites = { ne: ['order.damage.isRepair', null] };
    },
    expected: [],
  },
  {
    name: 'without the required answer, or on a way the form is not checked for (Back), it can fail',
    mutate: (c) => {
      page(c, 'quote').prerequisites = { ne: ['order.damage.isRepair', null] };
      page(c, 'vehicle-damage').navigation['back'] = { to: 'quote', when: { ne: ['order.damage.isRepair', true] } };
      page(c, 'vehicle-damage').fields!.schema['required'] = ['isRepair'];
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '26:3', message: 'This back rule sends a visitor to "quote" when ne order.damage.isRepair true, but "quote" needs ne order.damage.isRepair null' }],
  },
  {
    name: 'a prerequisite the rule itself sets on its way is not judged',
    mutate: (c) => {
      page(c, 'quote').prerequisites = { truthy: 'order.damage.isRepair' };
      const rules = page(c, 'vehicle-damage').navigation['forward'] as NavigationRule[];
      rules[2]!.set = { 'order.damage.isRepair': true };
    },
    expected: [],
  },
  {
    name: 'a prerequisite about a path above (or below) the one the way decides on is not judged: the way says nothing sure of it',
    mutate: (c) => {
      page(c, 'quote').prerequisites = { nonEmpty: 'user.pageData.vehicle' };
      (page(c, 'vehicle-damage').navigation['forward'] as NavigationRule[])[1]!.when = { empty: 'user.pageData.vehicle.years' };
    },
    expected: [],
  },
  {
    name: 'a prerequisite about other answers than the way decides on is not judged (earlier pages answered them)',
    mutate: (c) => void (page(c, 'quote').prerequisites = { truthy: 'order.vehicle.model' }),
    expected: [],
  },
];

describe('rule-prerequisites', () => {
  it.each(cases)('$name', (row) => expectLintCase('rule-prerequisites', row));
});
