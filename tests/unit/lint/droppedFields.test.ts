import { describe, it } from 'vitest';
import type { ApiBinding } from '../../../engine/config/types';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** The vehicle lookup as vehicle.yaml's submit makes it, kept at `into`. */
const lookup = (into: string, more: Partial<ApiBinding> = {}): ApiBinding => ({
  call: 'vehicle.lookup',
  params: { year: { from: 'form.year' }, make: { from: 'form.make' }, model: { from: 'form.model' }, style: { from: 'form.style' } },
  into,
  ...more,
});

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'merge: true deleted: the lookup replaces order.vehicle, whose VIN, registration and picture it lacks',
    mutate: (c) => void (page(c, 'vehicle').submit = [lookup('order.vehicle')]),
    expected: [
      {
        file: 'pages/vehicle.yaml',
        at: '64:11',
        message:
          'The answer of vehicle.lookup replaces order.vehicle, whose vin, canService, imageUrl, imageVifNumber, imageColor, registration it does not have: they are lost each time it answers; add merge: true to keep them',
        exact: true,
      },
    ],
  },
  { name: 'with merge: true the other fields are kept', mutate: (c) => void (page(c, 'vehicle').submit = [lookup('order.vehicle', { merge: true })]), expected: [] },
  { name: 'page data has no fixed fields: not judged', mutate: (c) => void (page(c, 'vehicle').submit = [lookup('user.pageData.vehicle.found')]), expected: [] },
  {
    name: 'a picked list kept whole at a list of the order is not an object replaced',
    mutate: (c) => void (page(c, 'quote').submit![0]!.pick = 'lineItems', (page(c, 'quote').submit![0]!.into = 'order.lineItems.glassParts')),
    expected: [],
  },
];

describe('dropped-fields', () => {
  it.each(cases)('$name', (row) => expectLintCase('dropped-fields', row));
});
