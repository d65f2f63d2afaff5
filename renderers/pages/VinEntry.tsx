import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getVinProblem } from '../../engine/domain/getVinProblem';
import { PageButtons } from '../app/PageButtons';
import { PageProblems } from '../app/PageProblems';
import { usePageSubmit } from '../app/usePageSubmit';
import { useRuntime } from '../app/useRuntime';
import { toVinProblemMessage } from './VinEntryMessages';
import { VinEntryPhoto } from './VinEntryPhoto';
import type { PageRendererProps } from './PageRendererProps';
import './VinEntry.css';

/** A VIN's length (SPEC §5, 49 CFR 565). */
const vinLength = 17;

/**
 * The vin-lookup page's renderer (`renderer: vin-entry`, SPEC §2): one VIN field, checked before any call — 17
 * characters, letters and digits without I, O or Q, a possible model year, and the 49 CFR 565 check digit (SPEC §5) —
 * with the message at the field and the field focused. A sound VIN is submitted as `{ vin }` to the page's YAML
 * bindings (vehicle.lookupByVin; a 404 comes back as the YAML's `notFound` message at the field). The photo lookup
 * below offers the VINs read from a photo to fill the field. The page's actions (Back, continue without a VIN when it
 * is optional, find the vehicle another way) are offered as the YAML says.
 */
export function VinEntry({ pageId }: PageRendererProps) {
  const runtime = useRuntime();
  const page = runtime.model.pages[pageId];
  const { submit, submitting, pageError } = usePageSubmit(pageId);
  const [vin, setVin] = useState(() => runtime.getState().order.vehicle.vin ?? '');
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // SPEC §5: the invalid field gets focus.
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  const showProblem = (message: string) => {
    setError(message);
    setFocusRequest((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const problem = getVinProblem(vin);
    if (problem) {
      showProblem(toVinProblemMessage(problem, vin));
      return;
    }
    setError(null);
    const refused = await submit({ vin: vin.trim().toUpperCase() });
    if (refused) showProblem(refused.message);
  };

  const onChange = (value: string) => {
    const next = value.toUpperCase();
    setVin(next);
    // After a failed check the message goes as soon as the VIN is right; a new one waits for leaving the field.
    if (attempted && error && getVinProblem(next) === null) setError(null);
  };

  const onBlur = () => {
    if (!attempted || vin.trim() === '') return;
    const problem = getVinProblem(vin);
    setError(problem ? toVinProblemMessage(problem, vin) : null);
  };

  const actions = (page?.buttons ?? []).filter((action) => runtime.isButtonOffered(pageId, action.scenario));
  const typedLength = vin.trim().length;
  const describedBy = [error ? 'vin-error' : null, 'vin-help', 'vin-count'].filter(Boolean).join(' ');

  return (
    <div className="page-form vin-entry">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <PageProblems pageError={pageError} messages={error ? [error] : []} />
        <div className="field" data-invalid={error ? 'true' : undefined}>
          <label className="field-label" htmlFor="vin">
            VIN (vehicle identification number)
          </label>
          <p className="field-help" id="vin-help">
            17 letters and digits. A VIN never uses the letters I, O or Q.
          </p>
          <input
            ref={inputRef}
            id="vin"
            name="vin"
            className="input vin-entry-input"
            type="text"
            value={vin}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            data-focus-target=""
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          {error ? (
            <div className="field-error" id="vin-error">
              <p>{error}</p>
            </div>
          ) : null}
          <p className="field-help vin-entry-count" id="vin-count">
            {typedLength} of {vinLength} characters
          </p>
        </div>
        <PageButtons actions={actions} submitting={submitting} onAction={(action) => void submit({ vin }, action.scenario)} />
      </form>
      <VinEntryPhoto
        pageId={pageId}
        onChoose={(chosen) => {
          setVin(chosen);
          setError(null);
          inputRef.current?.focus();
        }}
      />
    </div>
  );
}
