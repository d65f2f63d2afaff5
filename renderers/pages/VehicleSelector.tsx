import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { PageProblems } from '../app/PageProblems';
import { usePageState } from '../app/usePageState';
import { usePageSubmit } from '../app/usePageSubmit';
import { useRuntime } from '../app/useRuntime';
import type { PageRendererProps } from './PageRendererProps';

/** The four choices, in the order they are made (SPEC §2 vehicle: year, make, model, style). */
const vehicleFields = ['year', 'make', 'model', 'style'] as const;
type VehicleField = (typeof vehicleFields)[number];
type VehicleChoice = Record<VehicleField, string>;
type LoadedField = Exclude<VehicleField, 'year'>;

const labels: Record<VehicleField, string> = { year: 'Year', make: 'Make', model: 'Model', style: 'Style' };
/**
 * The page action (its YAML `actions:`) listing each choice's options for the choices before it, and where in the
 * page's data it keeps them (rendererActions in engine/compile/registry.ts). The years are kept there on entry.
 */
const optionLists: Record<LoadedField, { action: string; list: string }> = {
  make: { action: 'loadMakes', list: 'makes' },
  model: { action: 'loadModels', list: 'models' },
  style: { action: 'loadStyles', list: 'styles' },
};

/**
 * The vehicle page's renderer (`renderer: vehicle-selector`): four labelled native selects, year → make → model →
 * style. Years are in the page's data (loaded on entry by its YAML `load`); makes, models and styles are loaded by the
 * page's actions as each earlier choice is made, and changing a choice clears the later ones. Coming back, the order's vehicle is
 * pre-selected. Continue checks that all four are chosen (each missing one gets an error naming it and the first gets
 * focus, SPEC §5) and submits `{year, make, model, style}`.
 */
export function VehicleSelector({ pageId }: PageRendererProps) {
  const runtime = useRuntime();
  const state = usePageState(pageId);
  const years = toOptionList(state.user.pageData[pageId]?.years);

  const [choice, setChoice] = useState<VehicleChoice>(() => {
    const vehicle = runtime.getState().order.vehicle;
    return {
      year: vehicle.year === null ? '' : String(vehicle.year),
      make: vehicle.make ?? '',
      model: vehicle.model ?? '',
      style: vehicle.style ?? '',
    };
  });
  const makes = useOptions(runtime, pageId, 'make', choice.year ? { year: Number(choice.year) } : null);
  const models = useOptions(runtime, pageId, 'model', choice.year && choice.make ? { year: Number(choice.year), make: choice.make } : null);
  const styles = useOptions(
    runtime,
    pageId,
    'style',
    choice.year && choice.make && choice.model ? { year: Number(choice.year), make: choice.make, model: choice.model } : null,
  );
  const lists: Record<VehicleField, OptionsState> = {
    year: { options: years, loading: false, failed: false, retry: () => undefined },
    make: makes,
    model: models,
    style: styles,
  };

  const [errors, setErrors] = useState<Partial<Record<VehicleField, string>>>({});
  const { submit, submitting, pageError } = usePageSubmit(pageId);
  const [focusRequest, setFocusRequest] = useState(0);
  const selects = useRef<Partial<Record<VehicleField, HTMLSelectElement | null>>>({});

  useEffect(() => {
    if (focusRequest === 0) return;
    // SPEC §5: the first invalid field gets focus.
    const first = vehicleFields.find((field) => errors[field] && !selects.current[field]?.disabled);
    if (first) selects.current[first]?.focus();
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (field: VehicleField, value: string) => {
    setChoice((previous) => {
      const next = { ...previous, [field]: value };
      for (const later of vehicleFields.slice(vehicleFields.indexOf(field) + 1)) next[later] = '';
      return next;
    });
    setErrors((previous) => {
      const next = { ...previous };
      if (value) delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = vehicleFields.filter((field) => !choice[field]);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, `Choose a ${labels[field].toLowerCase()}`])));
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    const refused = await submit({ year: Number(choice.year), make: choice.make, model: choice.model, style: choice.style });
    if (refused) {
      setErrors({ [refused.field]: refused.message });
      setFocusRequest((count) => count + 1);
    }
  };

  const loadingField = vehicleFields.find((field) => lists[field].loading);
  const failedField = vehicleFields.find((field) => lists[field].failed);
  const problems = vehicleFields.map((field) => errors[field]).filter((message): message is string => !!message);
  return (
    <form className="page-form vehicle-selector" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PageProblems pageError={pageError} messages={problems} />
      <div className="field-list">
        {vehicleFields.map((field, index) => {
          const list = lists[field];
          const previousChosen = vehicleFields.slice(0, index).every((earlier) => choice[earlier]);
          const disabled = !previousChosen || list.loading || (field !== 'year' && list.options === null);
          const id = `vehicle-${field}`;
          const error = errors[field];
          return (
            <div className="field" key={field} data-invalid={error ? 'true' : undefined}>
              <label className="field-label" htmlFor={id}>
                {labels[field]}
              </label>
              <select
                id={id}
                name={field}
                className="input select"
                ref={(element) => {
                  selects.current[field] = element;
                }}
                value={choice[field]}
                disabled={disabled}
                required
                onChange={(event) => choose(field, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                data-focus-target=""
              >
                <option value="">{list.loading ? 'Loading…' : `Choose a ${labels[field].toLowerCase()}`}</option>
                {(list.options ?? []).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              {error ? (
                <div className="field-error" id={`${id}-error`}>
                  <p>{error}</p>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="field-help" role="status" aria-live="polite">
        {loadingField ? `Loading ${labels[loadingField].toLowerCase()}s…` : ''}
      </p>
      {failedField ? (
        <div className="page-error" role="alert">
          We could not load the {labels[failedField].toLowerCase()}s.{' '}
          <button type="button" className="button-link" onClick={lists[failedField].retry}>
            Try again
          </button>
        </div>
      ) : null}
      <div className="page-buttons">
        <button type="submit" className="button button-primary" disabled={submitting}>
          Continue
        </button>
      </div>
    </form>
  );
}

/** The options of one select and how loading them went. */
interface OptionsState {
  options: string[] | null;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

/**
 * Loads a select's options (the page's action for it) whenever the earlier choices change; the page's actions run one
 * after the other, so when this request's action is done the page's data holds its answer. A stale answer (choices
 * changed since) is dropped.
 */
function useOptions(runtime: FunnelRuntime, pageId: string, field: LoadedField, params: Record<string, unknown> | null): OptionsState {
  const key = params ? JSON.stringify(params) : null;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; options: string[] | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const { action, list } = optionLists[field];
    runtime.runAction(pageId, action, JSON.parse(key) as Record<string, unknown>).then(
      (outcome) => {
        if (!current) return;
        const failed = outcome.type !== 'done';
        setResult({ key, attempt, options: failed ? null : toOptionList(runtime.getState().user.pageData[pageId]?.[list]), failed });
      },
      () => current && setResult({ key, attempt, options: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [runtime, pageId, field, key, attempt]);
  const settled = result !== null && result.key === key && result.attempt === attempt ? result : null;
  return {
    options: settled?.options ?? null,
    loading: key !== null && settled === null,
    failed: settled?.failed ?? false,
    retry: () => setAttempt((count) => count + 1),
  };
}

/** An API list (numbers or strings) as option values. */
function toOptionList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => item !== null && item !== undefined).map(String) : [];
}
