/**
 * The session explorer's path (issue #15): analytics calls go out without waiting for each other (issue #12 sends the
 * held ones together), so a page's decisions and the next page's view (sent with them) can be stored in any order.
 * Whatever that order, a page's decision that leads on, and the stages it skipped, belong to the step of that page.
 */
import { describe, expect, it } from 'vitest';
import { toSteps, type EventRow } from '../../../api/sandbox/studio/findStudioSession';

const at = '2026-11-26T17:31:54.000Z';
const view = (page: string): EventRow => ({ kind: 'page-view', session_key: 'k', page_name: page, action: null, label: null, destination: null, created_at: at });
const decision = (page: string, action: string, label: string, destination: string): EventRow => ({
  kind: 'custom-event',
  session_key: 'k',
  page_name: page,
  action,
  label,
  destination,
  created_at: at,
});

const forward = decision('service-zip', 'navigation', 'service-zip → forward: rule 5 → quote', 'quote');
const skipParts = decision('service-zip', 'skip', 'part-questions skipped (service-zip → forward)', 'quote');
const skipMoldings = decision('service-zip', 'skip', 'molding-questions skipped (service-zip → forward)', 'quote');

describe('the steps of a visit', () => {
  it.each([
    ['as sent', [view('service-zip'), forward, skipParts, skipMoldings, view('quote')]],
    ['the skips stored first', [view('service-zip'), skipParts, skipMoldings, view('quote'), forward]],
    ['mixed', [view('service-zip'), skipMoldings, forward, view('quote'), skipParts]],
  ])('%s: service-zip shown with its decision and skips, then the quote', (_order, events) => {
    const steps = toSteps(events);
    expect(steps.map((step) => [step.page, step.shown])).toEqual([
      ['service-zip', true],
      ['quote', true],
    ]);
    expect(steps[0]!.decisions.map((entry) => entry.kind).sort()).toEqual(['navigation', 'skip', 'skip']);
  });
});
