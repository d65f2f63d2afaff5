/**
 * SPEC §2 heritage hand-off: the redirect's query — corid, src=concept-funnel, conceptsqid, isInsurance, optional
 * promo, navType, cns=all.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { buildHeritageUrl } from '../../../engine/domain/buildHeritageUrl';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';

const referred = (s: FunnelState) => {
  s.order.referralCorrelationId = 'corr-1';
  s.order.referralSequenceNumber = '9000100';
  s.order.payment.isInsurance = true;
};

describe('buildHeritageUrl', () => {
  it.each([
    [
      'a referred insurance order, for the quote',
      referred,
      { navType: 'quote' },
      { corid: 'corr-1', src: 'concept-funnel', conceptsqid: '9000100', isInsurance: 'true', navType: 'quote', cns: 'all' },
    ],
    [
      'the correlation id kept only in the funnel cookie',
      (s: FunnelState) => void (s.cookie.ReferralCorrelationId = 'corr-cookie'),
      { navType: 'insuranceCompany' },
      { corid: 'corr-cookie', src: 'concept-funnel', conceptsqid: '', isInsurance: 'false', navType: 'insuranceCompany', cns: 'all' },
    ],
    [
      'a promo on the order',
      (s: FunnelState) => {
        referred(s);
        s.order.lineItems.promos = ['SAVE20'];
      },
      { navType: 'insuranceDetails' },
      { corid: 'corr-1', src: 'concept-funnel', conceptsqid: '9000100', isInsurance: 'true', promo: 'SAVE20', navType: 'insuranceDetails', cns: 'all' },
    ],
    [
      'a promo given to the hand-off wins over the order’s',
      (s: FunnelState) => void (s.order.lineItems.promos = ['SAVE20']),
      { navType: 'quote', promo: 'TAKE25' },
      { corid: '', src: 'concept-funnel', conceptsqid: '', isInsurance: 'false', promo: 'TAKE25', navType: 'quote', cns: 'all' },
    ],
    [
      'no navType',
      referred,
      {},
      { corid: 'corr-1', src: 'concept-funnel', conceptsqid: '9000100', isInsurance: 'true', cns: 'all' },
    ],
    [
      'cash (isInsurance false, not unknown)',
      (s: FunnelState) => void (s.order.payment.isInsurance = false),
      { navType: 'quote' },
      { corid: '', src: 'concept-funnel', conceptsqid: '', isInsurance: 'false', navType: 'quote', cns: 'all' },
    ],
  ])('%s', (_name, recipe, options, expected) => {
    const url = buildHeritageUrl(produce(createInitialState(), recipe), { baseUrl: '/heritage/', ...options });
    const parsed = new URL(url, 'http://origin.test');
    expect(parsed.pathname).toBe('/heritage/');
    expect(Object.fromEntries(parsed.searchParams)).toEqual(expected);
  });

  it('adds to a base URL that already has a query', () => {
    const url = buildHeritageUrl(createInitialState(), { baseUrl: 'https://heritage.example/start?lang=en', navType: 'quote' });
    expect(url).toMatch(/^https:\/\/heritage\.example\/start\?lang=en&corid=&src=concept-funnel&/);
  });
});
