import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { InsuranceCompanyPicker } from '../../renderers/pages/InsuranceCompanyPicker';
import { fail } from '../../engine/cli/journeys/createMemoryPorts';
import { configuredPage, createTestModel, renderEnteredPage } from './createTestRuntime';

afterEach(cleanup);

/**
 * funnel-config/pages/insurance-company.yaml (its `load` asks for the companies), each scenario going to `next` (the
 * shipped forward and heritage rules leave the funnel).
 */
const insuranceCompany = configuredPage('insurance-company', {
  navigation: {
    forward: [{ to: 'next', query: { navType: 'insuranceDetails' } }],
    back: [{ to: 'next', query: { from: 'back' } }],
    payOnMyOwn: [{ to: 'next', query: { offer: 'cash' }, set: { 'order.payment.isInsurance': false } }],
  },
});

/** Not sorted, as a server might answer: the picker sorts by accountName (SPEC §7). */
const companies = [
  { accountName: 'Evergreen Drivers Insurance', parentAccountNumber: '410005' },
  { accountName: 'Acorn Mutual Insurance', parentAccountNumber: '410001' },
  { accountName: 'Bluewater Casualty', parentAccountNumber: '410002' },
  { accountName: 'Cardinal Auto Insurance', parentAccountNumber: '410003' },
];

/** The page entered (the company list asked for: `companies`, or a failure when null), then shown. */
function renderPicker(
  options: { companies?: unknown; chosen?: string; settings?: Record<string, number>; referralNumber?: string; billTo?: unknown } = {},
) {
  const answer = options.companies === null ? fail(503) : (options.companies ?? companies);
  return renderEnteredPage(createTestModel([insuranceCompany]), <InsuranceCompanyPicker pageId="insurance-company" />, {
    // The chosen company's bill-to account (SPEC §7, a number the funnel keeps as text).
    answers: { 'account.insuranceCompanies': answer, 'account.billToAccountNumber': options.billTo ?? 52002 },
    state: (state) => {
      state.order.payment.isInsurance = true;
      Object.assign(state.settings, options.settings ?? {});
      if (options.referralNumber) state.order.referralNumber = options.referralNumber;
      if (options.chosen) state.order.policy.insuranceCompanyName = options.chosen;
    },
  });
}

/** The live count under the search field (the field is described by it). */
const matchCount = () => {
  const field = screen.getByLabelText('Search for your insurance company');
  const count = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  expect(count?.getAttribute('role')).toBe('status');
  return count?.textContent;
};
const radioNames = () => screen.queryAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('InsuranceCompanyPicker', () => {
  it('lists the companies sorted by name, each a labelled radio, with the count announced', async () => {
    await renderPicker();
    expect(radioNames()).toEqual(['Acorn Mutual Insurance', 'Bluewater Casualty', 'Cardinal Auto Insurance', 'Evergreen Drivers Insurance']);
    expect(screen.getByRole('group', { name: 'Insurance company' })).toBeTruthy();
    expect(matchCount()).toBe('4 insurance companies');
  });

  it.each([
    { search: 'insurance', names: ['Acorn Mutual Insurance', 'Cardinal Auto Insurance', 'Evergreen Drivers Insurance'], count: '3 of 4 insurance companies match “insurance”' },
    { search: 'BLUE', names: ['Bluewater Casualty'], count: '1 of 4 insurance companies match “BLUE”' },
    { search: 'zzz', names: [], count: 'No insurance company matches “zzz”' },
  ])('typing "$search" keeps $names and announces "$count"', async ({ search, names, count }) => {
    await renderPicker();
    const field = screen.getByLabelText('Search for your insurance company');
    fireEvent.change(field, { target: { value: search } });
    expect(radioNames()).toEqual(names);
    expect(matchCount()).toBe(count);
  });

  it('Continue stores the company and its parent account number as the list gives them', async () => {
    const { runtime, router } = await renderPicker();
    fireEvent.change(screen.getByLabelText('Search for your insurance company'), { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Bluewater Casualty' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?navType=insuranceDetails'));
    expect(runtime.getState().order.policy.insuranceCompanyName).toBe('Bluewater Casualty');
    expect(runtime.getState().order.payment.parentAccountNumber).toBe('410002');
    expect(runtime.getState().order.payment.billToAccountNumber).toBe('52002');
  });

  it("a company whose account the account service does not know: the page says so and stays (SPEC §7 bill-to account)", async () => {
    const { runtime, router } = await renderPicker({ billTo: fail(404) });
    fireEvent.click(screen.getByRole('radio', { name: 'Bluewater Casualty' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const message = "We can't bill Bluewater Casualty online yet. Choose another company, or pay on your own.";
    // In the summary and at the company list.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/insurance-company');
    expect(runtime.getState().order.payment.billToAccountNumber).toBeNull();
  });

  it('coming back, the company chosen before is selected, and named when the search hides it', async () => {
    await renderPicker({ chosen: 'Cardinal Auto Insurance' });
    expect((screen.getByRole('radio', { name: 'Cardinal Auto Insurance' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Search for your insurance company'), { target: { value: 'acorn' } });
    expect(screen.getByText('Your choice: Cardinal Auto Insurance')).toBeTruthy();
  });

  it('Continue with no company names the problem and focuses the first company (SPEC §5)', async () => {
    const { router } = await renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const first = screen.getByRole('radio', { name: 'Acorn Mutual Insurance' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe('Choose your insurance company');
    expect(screen.getByText('There is 1 problem on this page:')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/insurance-company');
  });

  it('with nothing matching the search, Continue focuses the search field', async () => {
    await renderPicker();
    const field = screen.getByLabelText('Search for your insurance company');
    fireEvent.change(field, { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it.each([
    { button: 'Pay on my own', search: '?offer=cash', isInsurance: false },
    { button: 'Back', search: '?from=back', isInsurance: true },
  ])('$button follows the page navigation', async ({ button, search, isInsurance }) => {
    const { runtime, router } = await renderPicker();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(router.state.location.search).toBe(search));
    expect(runtime.getState().order.payment.isInsurance).toBe(isInsurance);
  });

  it('with no companies loaded (the list call failed), says so and still offers paying on my own', async () => {
    await renderPicker({ companies: null });
    expect(screen.getByText(/We could not load the insurance companies/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay on my own' })).toBeTruthy();
  });
});

describe('InsuranceCompanyPicker: insurance tab display thresholds (SPEC §9)', () => {
  const thresholds = { InsuranceTabDisplayThresholdInternal: 1, InsuranceTabDisplayThresholdExternal: 2 };
  const tabNames = () => (screen.queryByRole('group', { name: 'Quick picks' })?.querySelectorAll('button') ?? []).length;

  it.each([
    { name: 'no settings: no tabs', settings: {}, referralNumber: undefined, tabs: 0 },
    { name: 'external traffic: the External threshold', settings: thresholds, referralNumber: undefined, tabs: 2 },
    { name: 'internal traffic (a referral): the Internal threshold', settings: thresholds, referralNumber: '910000100', tabs: 1 },
  ])('$name → $tabs quick-pick tabs', async ({ settings, referralNumber, tabs }) => {
    await renderPicker({ settings, referralNumber });
    expect(tabNames()).toBe(tabs);
  });

  it('the tabs are the first companies as the list sorts them; a tab chooses its company (pressed), and Continue stores it', async () => {
    const { runtime, router } = await renderPicker({ settings: thresholds });
    expect([...screen.getByRole('group', { name: 'Quick picks' }).querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Acorn Mutual Insurance',
      'Bluewater Casualty',
    ]);
    const tab = screen.getByRole('button', { name: 'Bluewater Casualty' });
    expect(tab.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(tab);
    expect(tab.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('radio', { name: 'Bluewater Casualty' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().order.policy.insuranceCompanyName).toBe('Bluewater Casualty');
  });
});

