import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../harness/createTestSandbox';


const sandbox = useTestSandbox();

/** SPEC §2 real pages. */
const realPages = [
  'vehicle', 'vehicle-damage', 'estimate', 'address-lookup', 'vin-lookup', 'license-plate-lookup', 'service-zip',
  'address-vehicles', 'vehicle-parts', 'part-questions', 'molding-questions', 'capability-questions', 'quote',
  'insurance-company', 'service-location', 'schedule', 'mobile-details', 'customer-details', 'payment-method', 'payment',
  'payment-pia-return', 'confirmation', 'return-user',
];

/** SPEC §9 loader messages. */
const loaderMessages = [
  'Tidying up the shop',
  'Getting all the glass shined up',
  'Planning your new view of the road',
  'Nearly there',
  'Finishing up',
];

describe('page content (SPEC §7 content.page)', () => {
  it.each(realPages)('FMG/%s has a title and the SPEC §9 loader', async (pageName) => {
    const { status, body } = await sandbox.call('content.page', { appAbbreviation: 'FMG', pageName });
    expect(status).toBe(200);
    expect(body.appAbbreviation).toBe('FMG');
    expect(body.pageName).toBe(pageName);
    expect(body.title.length).toBeGreaterThan(0);
    expect(body.loader).toEqual({ text: 'Loading...', carousel: true, messages: loaderMessages });
  });

  it.each([
    { pageName: 'quote', title: 'Your quote' },
    { pageName: 'vehicle', title: 'What vehicle needs glass?' },
    { pageName: 'confirmation', title: 'Your appointment is booked' },
  ])('$pageName is titled "$title" as in funnel-config', async ({ pageName, title }) => {
    const { body } = await sandbox.call('content.page', { appAbbreviation: 'FMG', pageName });
    expect(body.title).toBe(title);
  });

  it.each([
    { appAbbreviation: 'fmg', pageName: 'Quote' },
    { appAbbreviation: 'Fmg', pageName: 'QUOTE' },
  ])('matches $appAbbreviation/$pageName case-insensitively', async (params) => {
    const { status, body } = await sandbox.call('content.page', params);
    expect(status).toBe(200);
    expect(body).toMatchObject({ appAbbreviation: 'FMG', pageName: 'quote', title: 'Your quote' });
  });

  it.each([
    { params: { appAbbreviation: 'XYZ', pageName: 'quote' }, status: 404, field: 'appAbbreviation' },
    { params: { appAbbreviation: 'FMG', pageName: 'checkout' }, status: 404, field: 'pageName' },
    { params: { appAbbreviation: 'FMG', pageName: 'landing' }, status: 404, field: 'pageName' },
    { params: { appAbbreviation: 'F1', pageName: 'quote' }, status: 400, field: 'appAbbreviation' },
    { params: { appAbbreviation: 'FMG', pageName: 'quote page' }, status: 400, field: 'pageName' },
    { params: { appAbbreviation: 'FMG', pageName: 'p'.repeat(61) }, status: 400, field: 'pageName' },
  ])('answers $status naming $field for $params.appAbbreviation/$params.pageName', async ({ params, status, field }) => {
    const answer = await sandbox.call('content.page', params);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
    expect(answer.body.message).toEqual(expect.any(String));
  });
});
