/**
 * The sandbox serves what the config declares (issue #10 item 5): whatever it keys by page name (content, experiment
 * triggers, analytics, the chat context) accepts every page of the compiled funnel it is given, and a page's content
 * comes from its YAML. The model here is funnel-config/ plus a page added with YAML only and a changed loader.
 */
import { describe, expect, it } from 'vitest';
import { readConfigDir } from '../../../engine/cli/readConfigDir';
import { compileFiles } from '../../harness/loadFunnelModel';
import { useTestSandbox } from '../../harness/createTestSandbox';

/** A question page a product owner added with YAML only (no entry in the sandbox's data). */
const addedPage = `
id: windshield-tint
kind: page
route: windshield-tint
title: Is your windshield tinted?
description: Some windshields have a shade band across the top.
step: 5
fields:
  schema:
    type: object
    required: [tint]
    properties:
      tint: { type: string, title: Tint, enum: [none, band] }
  bind:
    tint: user.pageData.windshield-tint.tint
buttons:
  - scenario: back
    label: Back
navigation:
  back:
    to: service-zip
  forward:
    to: quote
`;

const files = readConfigDir('funnel-config').map((file) =>
  file.path === 'funnel.yaml' ? { ...file, text: file.text.replace('- Nearly there', '- Almost done') } : file,
);
const model = compileFiles([...files, { path: 'pages/windshield-tint.yaml', text: addedPage }]);

const configured = useTestSandbox({ model });
const shipped = useTestSandbox();

const userId = '11111111-1111-4111-8111-111111111111';
const deviceId = '22222222-2222-4222-8222-222222222222';
const sessionId = '33333333-3333-4333-8333-333333333333';
const sessionKey = '44444444-4444-4444-8444-444444444444';
/** An experiments.run at the entry of a page. */
const pageEntry = (pageName: string) => ({ applicationName: 'FMG', deviceId, triggerEvent: 'PageEntry', triggerValue: pageName });
/** A page view of a page (SPEC §7 log page view). */
const pageView = (pageName: string) => ({ userId, sessionKey, sessionId, pageName, action: 'view', event: 'PageView', shouldUseSessionId: true });

describe('a page that exists only in the config the sandbox serves', () => {
  it('has content: title and subtitle from its YAML, no help text, the loader of funnel.yaml', async () => {
    const { status, body } = await configured.call('content.page', { appAbbreviation: 'FMG', pageName: 'Windshield-Tint' });
    expect(status).toBe(200);
    expect(body).toEqual({
      appAbbreviation: 'FMG',
      pageName: 'windshield-tint',
      title: 'Is your windshield tinted?',
      subtitle: 'Some windshields have a shade band across the top.',
      helpText: null,
      loader: {
        text: 'Loading...',
        carousel: true,
        messages: ['Tidying up the shop', 'Getting all the glass shined up', 'Planning your new view of the road', 'Almost done', 'Finishing up'],
      },
    });
  });

  it('is a PageEntry trigger experiments.run accepts', async () => {
    const { status, body } = await configured.call('experiments.run', pageEntry('windshield-tint'));
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('is a page name analytics records and reads back', async () => {
    const logged = await configured.call('analytics.logPageView', pageView('windshield-tint'));
    expect(logged.status).toBe(200);
    const event = await configured.call('analytics.logCustomEvent', { ...pageView('windshield-tint'), category: 'ORDER_DATA', action: 'order', label: 'shape', value: 1 });
    expect(event.status).toBe(200);
    const read = await configured.app.inject({ url: `/sandbox/analytics/events?sessionKey=${sessionKey}&pageName=windshield-tint` });
    expect(read.json().events.map((e: { kind: string }) => e.kind).sort()).toEqual(['custom-event', 'page-view']);
  });

  it('is a chat context page the assistant accepts', async () => {
    const answer = await configured.app.inject({ method: 'POST', url: '/sandbox/chat/assistant', payload: { question: 'I am stuck', context: { page: 'windshield-tint' } } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().answer).toContain('windshield tint');
  });

  it('is unknown to a sandbox serving the shipped config (content 404, trigger 400, both naming the field)', async () => {
    const content = await shipped.call('content.page', { appAbbreviation: 'FMG', pageName: 'windshield-tint' });
    expect([content.status, content.body.field]).toEqual([404, 'pageName']);
    const run = await shipped.call('experiments.run', pageEntry('windshield-tint'));
    expect([run.status, run.body.field]).toEqual([400, 'triggerValue']);
  });
});

describe('shipped pages keep their content', () => {
  it.each([
    { pageName: 'service-zip', subtitle: 'Enter the zip code where your vehicle will be, so we can find the shops and technicians near you.', helpText: 'We use it to find nearby shops and mobile service.' },
    { pageName: 'quote', subtitle: 'Pay on your own or use your insurance.', helpText: 'Every amount is listed below: parts, labour, fees and sales tax.' },
    { pageName: 'customer-details', subtitle: "We'll send your appointment details here.", helpText: null },
  ])('$pageName: the YAML description, else the sandbox subtitle; the sandbox help text', async ({ pageName, subtitle, helpText }) => {
    const { body } = await configured.call('content.page', { appAbbreviation: 'FMG', pageName });
    expect({ subtitle: body.subtitle, helpText: body.helpText }).toEqual({ subtitle, helpText });
  });
});
