import { describe, it } from 'vitest';
import type { FunnelConfig, FunnelSummaryRow } from '../../../engine/config/types';
import { expectLintCase } from './lintFixture';
import type { LintCase } from './lintFixture';

/** The base config with an order summary of these rows. */
const withRows = (...rows: FunnelSummaryRow[]) => (config: FunnelConfig) => {
  config.funnel.summary = { title: 'Your order', rows };
};

const cases: LintCase[] = [
  { name: 'no summary: nothing to check', mutate: () => {}, expected: [] },
  {
    name: 'rows reading state paths that exist',
    mutate: withRows(
      { label: 'Vehicle', text: '{order.vehicle.year} {order.vehicle.make}', picture: { kind: 'vehicle', from: 'order.vehicle.category' } },
      { label: 'Total', from: 'user.pageData.quote.pricing.total', format: 'money' },
    ),
    expected: [],
  },
  {
    name: 'a format for a value of another type: the format that fits',
    mutate: withRows({ label: 'Day', from: 'order.schedule.date', format: 'money' }),
    expected: [{ file: 'funnel.yaml', at: '150:15', message: 'Summary row "Day": format money writes an amount, but order.schedule.date is string (the contract\'s Order); did you mean format date?', exact: true }],
  },
  {
    name: 'a picture of a value of another type: the kind that fits',
    mutate: withRows({ label: 'Glass', from: 'order.damage.glassToReplace', format: 'glass', picture: { kind: 'vehicle', from: 'order.damage.glassToReplace' } }),
    expected: [{ file: 'funnel.yaml', at: '152:15', message: 'Summary row "Glass": a vehicle picture is drawn from the vehicle\'s category, but order.damage.glassToReplace is array (the contract\'s Order); did you mean kind glass?', exact: true }],
  },
  {
    name: 'a day format for a path named for a time of day (a warning: both are text)',
    mutate: withRows({ label: 'Time', from: 'order.schedule.startTime', format: 'date' }),
    expected: [{ file: 'funnel.yaml', at: '150:15', message: 'Summary row "Time": format date writes a day, but order.schedule.startTime is named for a time of day; did you mean format time?', exact: true }],
  },
  {
    name: 'a misspelt placeholder in a text',
    mutate: withRows({ label: 'Vehicle', text: '{order.vehicle.year} {order.vehicle.mkae}' }),
    expected: [{ file: 'funnel.yaml', at: '149:35', message: 'Summary row reads "order.vehicle.mkae", which is not a state path; did you mean "order.vehicle.make"?', exact: true }],
  },
  {
    name: 'a misspelt from',
    mutate: withRows({ label: 'Day', from: 'order.schedule.day', format: 'date' }),
    expected: [{ file: 'funnel.yaml', at: '149:13', message: 'Summary row reads "order.schedule.day", which is not a state path' }],
  },
  {
    name: 'a picture reading a path that does not exist',
    mutate: withRows({ label: 'Vehicle', text: '{order.vehicle.make}', picture: { kind: 'vehicle', from: 'order.vehicle.type' } }),
    expected: [{ file: 'funnel.yaml', at: '152:15', message: 'Summary row reads "order.vehicle.type"' }],
  },
  {
    name: 'a row with neither text nor from',
    mutate: withRows({ label: 'Vehicle' }),
    expected: [{ file: 'funnel.yaml', at: '148:7', message: 'Summary row "Vehicle" needs either text or from (one of them)', exact: true }],
  },
  {
    name: 'format and values together',
    mutate: withRows({ label: 'Service', from: 'order.damage.isRepair', format: 'money', values: { true: 'Repair' } }),
    expected: [{ file: 'funnel.yaml', at: '151:7', message: 'Summary row "Service" has both format and values' }],
  },
  {
    name: 'values naming what the path can be (a closed set; a yes/no as text)',
    mutate: withRows(
      { label: 'Where', from: 'order.serviceLocation.appointmentType', values: { Inshop: 'At the shop', Mobile: 'We come to you' } },
      { label: 'Service', from: 'order.damage.isRepair', values: { true: 'Repair', false: 'Replacement' } },
    ),
    expected: [],
  },
  {
    name: 'a misspelt value: its row would never read as written',
    mutate: withRows({ label: 'Where', from: 'order.serviceLocation.appointmentType', values: { InShop: 'At the shop' } }),
    expected: [{ file: 'funnel.yaml', at: '151:9', message: 'Summary row "Where": "InShop" is never the value of order.serviceLocation.appointmentType, which is one of "Inshop", ' }],
  },
  {
    name: 'a yes/no written in words',
    mutate: withRows({ label: 'Service', from: 'order.damage.isRepair', values: { yes: 'Repair' } }),
    expected: [{ file: 'funnel.yaml', at: '151:9', message: 'Summary row "Service": "yes" is never the value of order.damage.isRepair, which is one of "true", "false"' }],
  },
  {
    name: 'format on a text',
    mutate: withRows({ label: 'Vehicle', text: '{order.vehicle.make}', format: 'money' }),
    expected: [{ file: 'funnel.yaml', at: '150:7', message: 'Summary row "Vehicle": format applies to from, not to text', exact: true }],
  },
];

describe('summary-row', () => {
  it.each(cases)('$name', (row) => expectLintCase('summary-row', row));
});
