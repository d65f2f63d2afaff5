import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getInsuranceTabCount } from '../../engine/domain/getInsuranceTabCount';
import { toInsuranceCompanyMatches, type InsuranceCompany } from '../../engine/domain/toInsuranceCompanyMatches';
import { focusFirstInvalid } from '../form/focusFirstInvalid';
import { PageButtons } from '../app/PageButtons';
import { PageProblems } from '../app/PageProblems';
import { usePageState } from '../app/usePageState';
import { usePageSubmit } from '../app/usePageSubmit';
import { useRuntime } from '../app/useRuntime';
import type { PageRendererProps } from './PageRendererProps';
import { useWholeRowsBox } from './useWholeRowsBox';
import './InsuranceCompanyPicker.css';


/**
 * The insurance-company page's renderer (`renderer: insurance-company-picker`): a search field filtering a radio list
 * of the companies (sorted by accountName, SPEC §7), the number of matches announced as it changes; Continue stores the
 * company's name and its parent account number (as the list gives it) and goes on; "Pay on my own" and Back follow the
 * page's YAML actions (quote with offer=cash, and quote). Continue with no company names the problem and focuses the
 * list (SPEC §5). On a phone the list is a box of whole rows (issue #14): as many as the page's uiSchema gives the
 * company field (`ui:options.rows`), its `help` under the box while it hides rows.
 */
export function InsuranceCompanyPicker({ pageId }: PageRendererProps) {
  const runtime = useRuntime();
  const state = usePageState(pageId, ['order.referralNumber', 'settings']);
  const { submit, submitting, pageError } = usePageSubmit(pageId);
  const page = runtime.model.pages[pageId];
  // The companies the page's YAML loads into its own data (`companies`).
  const companies = toCompanies(state.user.pageData[pageId]?.companies);
  const ids = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listOptions = toListOptions(page?.fields?.uiSchema);

  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(() => runtime.getState().order.policy.insuranceCompanyName);
  const [error, setError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    // SPEC §5: the first invalid field gets focus.
    focusFirstInvalid(containerRef.current);
  }, [focusRequest]);

  const matches = toInsuranceCompanyMatches(companies, search);
  const hidesRows = useWholeRowsBox(listRef, listOptions.rows, matches.map((company) => company.accountName).join('\n'));
  // SPEC §9 insurance tab display thresholds: the first companies of the list (sorted as it shows) as quick-pick tabs.
  const tabs = toInsuranceCompanyMatches(companies, '').slice(0, getInsuranceTabCount(state));
  const chosenCompany = companies.find((company) => company.accountName === chosen) ?? null;
  const offeredActions = (page?.buttons ?? []).filter((action) => runtime.isButtonOffered(pageId, action.scenario));
  const listName = `${ids}-company`;
  const errorId = `${ids}-error`;
  const countText =
    companies.length === 0
      ? ''
      : search.trim() === ''
        ? `${companies.length} insurance companies`
        : matches.length === 0
          ? `No insurance company matches “${search.trim()}”`
          : `${matches.length} of ${companies.length} insurance companies match “${search.trim()}”`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosenCompany) {
      setError('Choose your insurance company');
      setFocusRequest((count) => count + 1);
      return;
    }
    setError(null);
    const refused = await submit({
      insuranceCompanyName: chosenCompany.accountName,
      parentAccountNumber: chosenCompany.parentAccountNumber ?? null,
    });
    if (refused) {
      setError(refused.message);
      setFocusRequest((count) => count + 1);
    }
  };

  // With no match on the screen, the search field is what to fix.
  const focusSearch = matches.length === 0;
  return (
    <div ref={containerRef} className="page-form insurance-company-picker">
      <PageProblems pageError={pageError} messages={error ? [error] : []} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="field-list" data-invalid={error ? 'true' : undefined}>
          {tabs.length > 0 ? (
            <div className="insurance-company-tabs" role="group" aria-label="Quick picks">
              {tabs.map((company) => (
                <button
                  type="button"
                  className="button button-secondary insurance-company-tab"
                  key={company.accountName}
                  aria-pressed={company.accountName === chosen}
                  onClick={() => {
                    setChosen(company.accountName);
                    setError(null);
                  }}
                >
                  {company.accountName}
                </button>
              ))}
            </div>
          ) : null}
          <div className="field">
            <label className="field-label" htmlFor={`${ids}-search`}>
              Search for your insurance company
            </label>
            <input
              id={`${ids}-search`}
              className="input"
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              aria-controls={`${ids}-list`}
              aria-describedby={`${ids}-count`}
              data-focus-target={focusSearch ? '' : undefined}
            />
            <p className="field-help" id={`${ids}-count`} role="status" aria-live="polite" aria-atomic="true">
              {countText}
            </p>
          </div>
          <div className="field">
            <fieldset className="choice-group" id={`${ids}-list`} aria-describedby={error ? errorId : undefined}>
              <legend className="field-label">Insurance company</legend>
              {companies.length === 0 ? (
                <p className="field-help">
                  We could not load the insurance companies. You can still pay on your own, or come back later.
                </p>
              ) : null}
              <div className="insurance-company-list" ref={listRef}>
                {matches.map((company, index) => {
                  const id = `${listName}-${index}`;
                  const focusTarget = chosenCompany && matches.includes(chosenCompany) ? company === chosenCompany : index === 0;
                  return (
                    <label className="choice" key={company.accountName} htmlFor={id}>
                      <input
                        type="radio"
                        id={id}
                        name={listName}
                        checked={company.accountName === chosen}
                        onChange={() => {
                          setChosen(company.accountName);
                          setError(null);
                        }}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        data-focus-target={focusTarget ? '' : undefined}
                      />
                      <span>{company.accountName}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {hidesRows && listOptions.help ? <p className="field-help insurance-company-more">{listOptions.help}</p> : null}
            {chosenCompany && !matches.includes(chosenCompany) ? (
              <p className="field-help">Your choice: {chosenCompany.accountName}</p>
            ) : null}
            {error ? (
              <div className="field-error" id={errorId}>
                <p>{error}</p>
              </div>
            ) : null}
          </div>
        </div>
        <PageButtons actions={offeredActions} submitting={submitting} onAction={(action) => void submit({}, action.scenario)} />
      </form>
    </div>
  );
}

/**
 * How the company list shows on a phone, from the page's uiSchema for the company field (insurance-company.yaml):
 * `rows`, the whole rows its box shows (a whole number of at least 1; otherwise the list is shown whole), and `help`,
 * said under the box while it hides rows. As RJSF reads them: in `ui:options` or as `ui:rows`, `ui:help`.
 */
function toListOptions(uiSchema: unknown): { rows: number | null; help: string | null } {
  const field = ((uiSchema ?? {}) as Record<string, Record<string, unknown> | undefined>).insuranceCompanyName ?? {};
  const options = (field['ui:options'] ?? {}) as Record<string, unknown>;
  const rows = options.rows ?? field['ui:rows'];
  const help = options.help ?? field['ui:help'];
  return {
    rows: typeof rows === 'number' && Number.isInteger(rows) && rows >= 1 ? rows : null,
    help: typeof help === 'string' && help.trim() !== '' ? help : null,
  };
}

/** The company list as loaded (anything that is not a list of named companies is no companies). */
function toCompanies(value: unknown): InsuranceCompany[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is InsuranceCompany => !!item && typeof item === 'object' && typeof (item as InsuranceCompany).accountName === 'string',
  );
}
