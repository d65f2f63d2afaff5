import { describe, it } from 'vitest';
import type { Condition, FunnelConfig, NavigationRule } from '../../../engine/config/types';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** vehicle-damage's second prerequisite, and its second forward rule's condition. */
const setPrerequisite = (c: FunnelConfig, condition: Condition) => void ((page(c, 'vehicle-damage').prerequisites as { all: Condition[] }).all[1] = condition);
const setRule = (c: FunnelConfig, condition: Condition) => void ((page(c, 'vehicle-damage').navigation['forward'] as NavigationRule[])[1]!.when = condition);

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'minItems of a text (the contract says so): never holds',
    mutate: (c) => setPrerequisite(c, { minItems: ['order.vehicle.make', 1] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '8:11', message: "minItems counts the items of a list, but order.vehicle.make is a string (the contract's Order): the condition never holds; to ask whether it is set, write nonEmpty: order.vehicle.make", exact: true }],
  },
  {
    name: 'whether a group of answers there from the start is set: decided before any visitor comes',
    mutate: (c) => {
      setPrerequisite(c, { truthy: 'order.schedule' });
      setRule(c, { empty: 'order.customer' });
    },
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '7:15', message: 'order.schedule is a group of answers (', exact: false },
      { file: 'pages/vehicle-damage.yaml', at: '30:16', message: 'order.customer is a group of answers (', exact: false },
    ],
  },
  {
    name: 'whether a group some step replaces whole is set passes',
    mutate: (c) => {
      setPrerequisite(c, { truthy: 'order.vehicle' });
      page(c, 'quote').submit!.push({ into: 'order.vehicle', value: null });
    },
    expected: [],
  },
  {
    name: 'a second state path written where a value goes: compared as text; same is meant',
    mutate: (c) => setRule(c, { ne: ['order.vehicle.make', 'order.vehicle.model'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: 'order.vehicle.model is compared as the text "order.vehicle.model", not as the value at that path; to compare the values at two paths write not: { same: [order.vehicle.make, order.vehicle.model] }', exact: true }],
  },
  { name: 'minItems of a list', mutate: (c) => setPrerequisite(c, { minItems: ['order.damage.glassToReplace', 1] }), expected: [] },
  { name: "minItems of a call's answer that is a list", mutate: (c) => setRule(c, { minItems: ['user.pageData.vehicle.years', 2] }), expected: [] },
  {
    name: 'same of a number and a list',
    mutate: (c) => setPrerequisite(c, { same: ['order.vehicle.year', 'order.damage.glassToReplace'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '9:11', message: 'same compares order.vehicle.year, a number (the contract\'s Order), with order.damage.glassToReplace, a list (the contract\'s Order): they are never the same', exact: true }],
  },
  {
    name: "eq of a call's answer that is a list with a text",
    mutate: (c) => setRule(c, { eq: ['user.pageData.vehicle.years', 'none'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: '"none" is a string, but user.pageData.vehicle.years is a list (the answer kept there): the comparison never holds', exact: true }],
  },
  {
    name: "eq of a page's data, written only below it, with a text: the path below it meant (.vinSelection dropped)",
    mutate: (c) => setRule(c, { eq: ['user.pageData.vehicle', 'none'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: '"none" is a string, but user.pageData.vehicle is an object (page data the config writes below it: years, makes, models, styles): the comparison never holds', exact: true }],
  },
  {
    name: 'eq of a group of page data with one path below it: that one',
    mutate: (c) => setRule(c, { eq: ['user.pageData.return-user', true] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: 'true is a boolean, but user.pageData.return-user is an object (page data the config writes below it: resume): the comparison never holds; did you mean user.pageData.return-user.resume?', exact: true }],
  },
];

describe('condition-type', () => {
  it.each(cases)('$name', (row) => expectLintCase('condition-type', row));
});
