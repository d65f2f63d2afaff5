import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { produce } from 'immer';
import { conditionGuards } from '../../engine/domain/conditionGuards';
import { toDamageOptions } from '../../engine/domain/isChosenGlassAvailable';
import { getQueryValue } from '../../engine/domain/queryParameters';
import { glassLocations, glassNames, type FunnelState, type GlassLocation, type GlassName, type GlassPiece } from '../../engine/domain/state';
import { toAvailableGlass } from '../../engine/domain/toAvailableGlass';
import { evaluateCondition } from '../../engine/runtime/evaluateCondition';
import { setAtPath } from '../../engine/runtime/setAtPath';
import { focusFirstInvalid } from '../form/focusFirstInvalid';
import { PageButtons } from '../app/PageButtons';
import { PageProblems } from '../app/PageProblems';
import { usePageState } from '../app/usePageState';
import { usePageSubmit } from '../app/usePageSubmit';
import { useRuntime } from '../app/useRuntime';
import { GlassPickerDiagram } from './GlassPickerDiagram';
import { glassPickerLabels } from './GlassPickerLabels';
import type { PageRendererProps } from './PageRendererProps';
import { usePageDraft } from '../form/formDraft';
import './GlassPicker.css';

/** The answers of the page, named as its YAML `fields.bind` names them. */
type Field = 'isRepair' | 'numberOfChips' | 'glassToReplace' | 'willProvideVin';

interface DamageChoice {
  isRepair: boolean | null;
  numberOfChips: number | null;
  /** Chosen pieces as `Location:Name`. */
  glass: Set<string>;
  willProvideVin: boolean | null;
}

/** SPEC §5: a windshield repair takes 1 to 3 chips ("as today"). */
const chipCounts = [1, 2, 3] as const;

/** What may be chosen while the vehicle's damage options are unknown (no carId, or none loaded). */
const commonGlass: Record<GlassLocation, GlassName[]> = {
  Windshield: ['Front'],
  Driver: ['Front', 'Back'],
  Passenger: ['Front', 'Back'],
  Rear: ['Back'],
};

const toKey = (piece: GlassPiece) => `${piece.glassLocation}:${piece.glassName}`;

/**
 * The vehicle-damage page's renderer (`renderer: glass-picker`, SPEC §2): replace glass — chosen by location among
 * the pieces this vehicle has (SPEC §5 damage options check, the options loaded on entry) — or repair a windshield
 * with a chip count (required, 1–3, SPEC §5); and whether a VIN will be given. Answers are submitted through the
 * runtime under the names of the page's `fields.bind`, so SPEC §4 cascades see the change. The URL flag
 * `vehicleChanged=true` (a lookup changed the vehicle) shows an alert asking to check the damage choice when the lookup
 * led here (not when the browser's history comes back to it). The page's actions are offered as the YAML says; a
 * checked action's `when` (skip VIN: `vinIsOptional`) is judged on the answers being given, not only on those stored.
 */
export function GlassPicker({ pageId }: PageRendererProps) {
  const runtime = useRuntime();
  const state = usePageState(pageId, ['order.vehicle']);
  const navigationType = useNavigationType();
  /** A VIN already found by a lookup (plate, address, VIN): the VIN question is answered (SPEC §2 lookups forward). */
  const knownVin = state.order.vehicle.vin;
  const location = useLocation();
  const page = runtime.model.pages[pageId];
  const bind = page?.fields?.bind ?? {};
  const { submit, submitting, pageError } = usePageSubmit(pageId);

  const options = toDamageOptions(state.user.pageData[pageId]?.damageOptions);
  const available = useMemo(() => (options ? toAvailableGlass(options) : commonGlass), [options]);
  // What was ticked and not yet sent survives a reload (renderers/form/formDraft.ts); the saved answers are shown otherwise.
  const draft = usePageDraft(pageId, () => runtime.getFormData(pageId));
  const [choice, setChoice] = useState<DamageChoice>(() => {
    const data = draft.initial;
    const stored = Array.isArray(data.glassToReplace) ? (data.glassToReplace as GlassPiece[]) : [];
    return {
      isRepair: typeof data.isRepair === 'boolean' ? data.isRepair : null,
      numberOfChips: typeof data.numberOfChips === 'number' ? data.numberOfChips : null,
      glass: new Set(stored.map(toKey)),
      willProvideVin: typeof data.willProvideVin === 'boolean' ? data.willProvideVin : null,
    };
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [checked, setChecked] = useState<'forward' | 'action' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // SPEC §5: the first invalid field gets focus.
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  /** Only pieces this vehicle has count (an answer kept from another vehicle is not offered, so not sent). */
  const chosenPieces: GlassPiece[] = glassLocations.flatMap((glassLocation) =>
    glassNames
      .filter((glassName) => available[glassLocation].includes(glassName) && choice.glass.has(`${glassLocation}:${glassName}`))
      .map((glassName) => ({ glassLocation, glassName })),
  );
  const formData: Record<Field, unknown> = {
    isRepair: choice.isRepair,
    numberOfChips: choice.isRepair === true ? choice.numberOfChips : null,
    glassToReplace: choice.isRepair === false ? chosenPieces : [],
    willProvideVin: choice.willProvideVin,
  };
  const formJson = JSON.stringify(formData);
  useEffect(() => draft.keep(formData), [draft, formJson]); // eslint-disable-line react-hooks/exhaustive-deps

  const check = (needsVinAnswer: boolean): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (choice.isRepair === null) found.isRepair = 'Choose whether you need glass replaced or a chip repaired';
    if (choice.isRepair === true && choice.numberOfChips === null) found.numberOfChips = 'Choose how many chips to repair';
    if (choice.isRepair === false && chosenPieces.length === 0) found.glassToReplace = 'Choose the glass to replace';
    if (needsVinAnswer && choice.willProvideVin === null) found.willProvideVin = 'Choose whether you will enter your VIN';
    return found;
  };

  const change = (next: Partial<DamageChoice>) => {
    const updated = { ...choice, ...next };
    setChoice(updated);
    if (checked) {
      // After a failed check, errors follow the answers (fixed ones disappear at once).
      setErrors((previous) => {
        const current = { ...previous };
        if (updated.isRepair !== null) delete current.isRepair;
        if (updated.isRepair !== true || updated.numberOfChips !== null) delete current.numberOfChips;
        if (updated.isRepair !== false || updated.glass.size > 0) delete current.glassToReplace;
        if (updated.willProvideVin !== null) delete current.willProvideVin;
        return current;
      });
    }
  };

  const go = async (data: Record<string, unknown>, scenario?: string) => {
    const refused = await submit(data, scenario);
    if (!refused) return;
    setErrors({ [refused.field as Field]: refused.message });
    setFocusRequest((count) => count + 1);
  };

  const submitChecked = (scenario?: string) => {
    const isSkip = scenario !== undefined;
    const found = check(!isSkip && !knownVin);
    setChecked(isSkip ? 'action' : 'forward');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    // Going on without a VIN answers the VIN question too.
    void go(isSkip ? { ...formData, willProvideVin: false } : formData, scenario);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitChecked();
  };

  /** The page's actions as the YAML declares them; checked ones judged on the answers being given. */
  const draftState = useMemo(
    () =>
      produce(state, (draft: FunnelState) => {
        for (const [field, path] of Object.entries(bind)) {
          setAtPath(draft as unknown as Record<string, unknown>, path, formData[field as Field] ?? null);
        }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, bind, JSON.stringify(formData)],
  );
  // A checked action (skip VIN) appears once the damage is described and its condition holds for that description.
  const described = choice.isRepair === true || (choice.isRepair === false && chosenPieces.length > 0);
  const offered = (page?.buttons ?? []).filter((action) => {
    if (!action.validate) return runtime.isButtonOffered(pageId, action.scenario);
    if (!described) return false;
    if (!action.when) return true;
    const context = { state: draftState, guards: conditionGuards, environment: {}, constants: runtime.model.funnel.constants };
    return evaluateCondition(action.when, context).value;
  });
  // As on every page: the checked actions beside Continue, then the plain ones (Back).
  const actions = [...offered.filter((action) => action.validate), ...offered.filter((action) => !action.validate)];

  const vehicle = state.order.vehicle;
  const vehicleName = [vehicle.year, vehicle.make, vehicle.model, vehicle.style].filter((part) => part !== null && part !== '').join(' ');
  // The change is news when the lookup brought the visitor here, not when Back, Forward or a reload comes to this
  // address again (the browser's history: POP).
  const vehicleChanged = getQueryValue(location.search, 'vehicleChanged') === 'true' && navigationType !== 'POP';
  const problems = (['isRepair', 'numberOfChips', 'glassToReplace', 'willProvideVin'] as const)
    .map((field) => errors[field])
    .filter((message): message is string => !!message);
  const missingLocations = glassLocations.filter((glassLocation) => available[glassLocation].length === 0);

  return (
    <form ref={formRef} className="page-form glass-picker" noValidate onSubmit={onSubmit}>
      {vehicleChanged ? (
        <div className="glass-picker-changed" role="alert" data-testid="vehicle-changed-alert">
          <p className="glass-picker-changed-title">We updated your vehicle from the lookup</p>
          <p>
            {vehicleName ? <>It is now the {vehicleName}. </> : null}
            Please check that the damage you choose below matches this vehicle.
          </p>
        </div>
      ) : vehicleName ? (
        <p className="glass-picker-vehicle">
          Your vehicle: <strong>{vehicleName}</strong>
        </p>
      ) : null}
      <PageProblems pageError={pageError} messages={problems} />
      <div className="field-list">
        <ChoiceRow id="damage-kind" legend="What do you need?" error={errors.isRepair}>
          <Radio
            name="isRepair"
            id="damage-kind-replace"
            checked={choice.isRepair === false}
            invalid={!!errors.isRepair}
            errorId="damage-kind-error"
            focusTarget
            onChange={() => change({ isRepair: false })}
            label="Replace glass"
            hint="A cracked or broken windshield, window or back glass"
          />
          <Radio
            name="isRepair"
            id="damage-kind-repair"
            checked={choice.isRepair === true}
            invalid={!!errors.isRepair}
            errorId="damage-kind-error"
            onChange={() => change({ isRepair: true })}
            label="Repair a windshield chip"
            hint="Up to 3 small chips in the windshield"
          />
        </ChoiceRow>

        {choice.isRepair === true ? (
          <ChoiceRow
            id="chips"
            legend="How many chips?"
            help="More than 3 chips, or a long crack? Choose Replace glass instead."
            error={errors.numberOfChips}
            inline
          >
            {chipCounts.map((count, index) => (
              <Radio
                key={count}
                name="numberOfChips"
                id={`chips-${count}`}
                checked={choice.numberOfChips === count}
                invalid={!!errors.numberOfChips}
                errorId="chips-error"
                helpId="chips-help"
                focusTarget={index === 0}
                onChange={() => change({ numberOfChips: count })}
                label={count === 1 ? '1 chip' : `${count} chips`}
              />
            ))}
          </ChoiceRow>
        ) : null}

        {choice.isRepair === false ? (
          <fieldset className="field glass-picker-glass" data-invalid={errors.glassToReplace ? 'true' : undefined}>
            <legend className="field-label">Which glass should be replaced?</legend>
            <p className="field-help" id="glass-help">
              Choose every piece that is damaged.
            </p>
            <div className="glass-picker-layout">
              <GlassPickerDiagram available={available} chosen={new Set(chosenPieces.map(toKey))} />
              <div className="glass-picker-locations">
                {glassLocations
                  .filter((glassLocation) => available[glassLocation].length > 0)
                  .map((glassLocation, locationIndex) => (
                    <fieldset key={glassLocation} className="glass-picker-location">
                      <legend className="glass-picker-location-name">{glassPickerLabels.location(glassLocation)}</legend>
                      {available[glassLocation].map((glassName, index) => {
                        const key = `${glassLocation}:${glassName}`;
                        const label = glassPickerLabels.piece(glassLocation, glassName);
                        const id = `glass-${glassLocation}-${glassName}`.toLowerCase();
                        return (
                          <label className="choice" key={key} htmlFor={id}>
                            <input
                              type="checkbox"
                              id={id}
                              name="glassToReplace"
                              value={key}
                              checked={choice.glass.has(key)}
                              onChange={(event) => {
                                const glass = new Set(choice.glass);
                                if (event.target.checked) glass.add(key);
                                else glass.delete(key);
                                change({ glass });
                              }}
                              aria-invalid={errors.glassToReplace ? true : undefined}
                              aria-describedby={errors.glassToReplace ? 'glass-error glass-help' : 'glass-help'}
                              data-focus-target={locationIndex === 0 && index === 0 ? '' : undefined}
                            />
                            <span>
                              {label.namePrefix ? <span className="visually-hidden">{label.namePrefix}</span> : null}
                              {label.text}
                            </span>
                          </label>
                        );
                      })}
                    </fieldset>
                  ))}
                {missingLocations.length > 0 ? (
                  <p className="field-help glass-picker-missing">
                    {missingLocations.map((glassLocation) => `No ${glassPickerLabels.location(glassLocation).toLowerCase()} glass`).join(', ')} on
                    this vehicle.
                  </p>
                ) : null}
              </div>
            </div>
            <FieldError id="glass-error" message={errors.glassToReplace} />
          </fieldset>
        ) : null}

        {knownVin ? (
          <p className="field-help" data-testid="known-vin">
            We'll use the VIN {knownVin} from your vehicle lookup.
          </p>
        ) : (
        <ChoiceRow
          id="vin"
          legend="Will you give us your VIN?"
          help="With your vehicle identification number we can find the exact glass for your vehicle."
          error={errors.willProvideVin}
        >
          <Radio
            name="willProvideVin"
            id="vin-yes"
            checked={choice.willProvideVin === true}
            invalid={!!errors.willProvideVin}
            errorId="vin-error"
            helpId="vin-help"
            focusTarget
            onChange={() => change({ willProvideVin: true })}
            label="Yes, I'll enter my VIN"
          />
          <Radio
            name="willProvideVin"
            id="vin-no"
            checked={choice.willProvideVin === false}
            invalid={!!errors.willProvideVin}
            errorId="vin-error"
            helpId="vin-help"
            onChange={() => change({ willProvideVin: false })}
            label="No, find my vehicle another way"
          />
        </ChoiceRow>
        )}
      </div>
      <PageButtons actions={actions} submitting={submitting} onAction={(action) => (action.validate ? submitChecked(action.scenario) : void go(formData, action.scenario))} />
    </form>
  );
}

/** A group of radios under a legend, with its help and its error (the row is marked invalid for the focus rule). */
function ChoiceRow(props: { id: string; legend: string; help?: string; error?: string; inline?: boolean; children: ReactNode }) {
  const { id, legend, help, error, inline, children } = props;
  return (
    <fieldset className="field" data-invalid={error ? 'true' : undefined}>
      <legend className="field-label">{legend}</legend>
      {help ? (
        <p className="field-help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      <div className={inline ? 'choice-group glass-picker-inline' : 'choice-group'}>{children}</div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** One labelled radio; the error and help it is described by. */
function Radio(props: {
  name: string;
  id: string;
  checked: boolean;
  invalid: boolean;
  errorId: string;
  helpId?: string;
  focusTarget?: boolean;
  label: string;
  hint?: string;
  onChange(): void;
}) {
  const { name, id, checked, invalid, errorId, helpId, focusTarget, label, hint, onChange } = props;
  const describedBy = [invalid ? errorId : null, hint ? `${id}-hint` : null, helpId ?? null].filter(Boolean).join(' ');
  return (
    <label className="choice" htmlFor={id}>
      <input
        type="radio"
        id={id}
        name={name}
        checked={checked}
        onChange={onChange}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-focus-target={focusTarget ? '' : undefined}
      />
      <span className="glass-picker-choice-text">
        <span>{label}</span>
        {hint ? (
          <span className="glass-picker-hint" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** The error of a row, next to it. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div className="field-error" id={id}>
      <p>{message}</p>
    </div>
  );
}
