import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { getOfferedAppointmentTypes, type OfferedAppointmentType } from '../../engine/domain/getOfferedAppointmentTypes';
import type { MobileReach } from '../../engine/domain/isMobileAllowed';
import { isSettingOn } from '../../engine/domain/isSettingOn';
import { isWaitListOffered } from '../../engine/domain/isWaitListOffered';
import { toCalendarDate } from '../../engine/domain/toCalendarDate';
import { formatMessage } from '../../engine/domain/formatMessage';
import { toDayText } from '../../engine/domain/toDayText';
import { toJobDurationText } from '../../engine/domain/toJobDurationText';
import { focusFirstInvalid } from '../form/focusFirstInvalid';
import { PageButtons } from '../app/PageButtons';
import { PageProblems } from '../app/PageProblems';
import { formatTime, formatTimeRange } from '../../engine/domain/formatTime';
import { orderConflictAlert } from '../../engine/runtime/guards/submitOrder';
import { usePageState } from '../app/usePageState';
import { usePageSubmit } from '../app/usePageSubmit';
import { useRuntime } from '../app/useRuntime';
import type { PageRendererProps } from './PageRendererProps';
import { toOpeningHoursText } from './toOpeningHoursText';
import { usePageDraft } from '../form/formDraft';
import {
  getSchedulePageData,
  getScheduleWindow,
  getWindowIndexOf,
  scheduleWindowCount,
  toMobileUnavailableText,
  toScheduleAnswer,
  type LocationAlertReason,
  type LocationShop,
  type ScheduleTimeSlots,
} from './SchedulePickerData';
import './SchedulePicker.css';

/** The choices made on the page, in the order they are made. */
const groups = ['shop', 'appointmentType', 'date', 'time'] as const;
type Group = (typeof groups)[number];

const groupErrors: Record<Group, string> = {
  shop: 'Choose a shop',
  appointmentType: 'Choose how you would like the work done',
  date: 'Choose a day',
  time: 'Choose a time',
};

/** How each appointment type (SPEC §3) is offered. */
const appointmentTypeLabels: Record<OfferedAppointmentType, { title: string; hint: string }> = {
  Inshop: { title: 'At the shop, while you wait', hint: 'Bring your vehicle and wait in the shop while we work.' },
  Dropoff: { title: 'Drop off your vehicle', hint: 'Leave your vehicle with us and pick it up when it is ready.' },
  Mobile: { title: 'Mobile service: we come to you', hint: 'A technician does the work where your vehicle is parked.' },
};

/** The shops shown before "Show all shops". */
const shopsShownFirst = 5;

/** The time slots of one request: which shop, appointment type and range they are for. */
interface LoadedSlots {
  key: string;
  answer: ScheduleTimeSlots | null;
}

/**
 * The schedule page's renderer (`renderer: schedule-picker`, SPEC §2 schedule): a radio list of the shops near the service
 * zip with address and distance; the appointment types the chosen shop offers (mobile only where mobile service reaches
 * the vehicle, else why not); a two-week calendar of days (radios; days without times disabled, earlier and later
 * weeks by buttons) and the chosen day's times, 24-hour HH:MM (SPEC §5), premium ones marked, with the job duration in
 * minutes or hours (SPEC §5). What loads and what is found is announced. Continue checks each choice (the first
 * missing one focused, SPEC §5) and submits the appointment type, the shop as provider and the slot (SPEC §3);
 * Back and Change location follow the page's YAML buttons. Coming back, the saved choice is shown again; a saved time
 * no longer offered is said. Every call is the page's YAML: the shops and the mobile reach are found on entry, and this
 * renderer runs the actions loadTimeSlots, loadDayPrices (and loadLocation to try again) by name, drawing what they
 * keep in the page's data.
 */
export function SchedulePicker({ pageId }: PageRendererProps) {
  const runtime = useRuntime();
  const { submit, submitting, pageError } = usePageSubmit(pageId);
  const page = runtime.model.pages[pageId];
  const ids = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const today = useMemo(() => toCalendarDate(Date.now()), []);
  const saved = useMemo(() => {
    const { order } = runtime.getState();
    return {
      zipCode: order.serviceLocation.zipCode ?? '',
      providerNumber: order.serviceLocation.provider.providerNumber,
      appointmentType: order.serviceLocation.appointmentType,
      date: order.schedule.date,
      startTime: order.schedule.startTime,
    };
  }, [runtime]);

  const state = usePageState(pageId, ['settings']);
  const pageData = getSchedulePageData(state.user.pageData, pageId);
  const [retryingLocation, setRetryingLocation] = useState(false);
  // The choices made and not yet sent survive a reload (renderers/form/formDraft.ts); the saved ones are shown otherwise.
  const draft = usePageDraft(pageId, () => ({
    providerNumber: saved.providerNumber,
    appointmentType: saved.appointmentType,
    date: saved.date,
    startTime: saved.startTime,
    waitList: runtime.getState().order.customer.waitListRequested === true,
  }));
  const start = draft.initial;
  const [providerNumber, setProviderNumber] = useState<string | null>(start.providerNumber);
  const [appointmentType, setAppointmentType] = useState<OfferedAppointmentType | null>(
    start.appointmentType === 'Inshop' || start.appointmentType === 'Dropoff' || start.appointmentType === 'Mobile' ? start.appointmentType : null,
  );
  const [windowIndex, setWindowIndex] = useState(() => getWindowIndexOf(today, start.date));
  const [slots, setSlots] = useState<LoadedSlots | null>(null);
  const [date, setDate] = useState<string | null>(start.date);
  const [startTime, setStartTime] = useState<string | null>(start.startTime);
  /** The saved time is still the choice: say so when it is no longer offered. */
  const [isSavedChoice, setIsSavedChoice] = useState(saved.date !== null && start.date === saved.date && start.startTime === saved.startTime);
  const [showAllShops, setShowAllShops] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Group, string>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // SPEC §9 DisplayWaitlist2.0: the visitor's wait-list answer (customer.waitListRequested).
  const [waitList, setWaitList] = useState(start.waitList);
  useEffect(() => draft.keep({ providerNumber, appointmentType, date, startTime, waitList }), [draft, providerNumber, appointmentType, date, startTime, waitList]);
  // SPEC §9 DisplayPricingByDay: price changes by day, for the time slots loaded under `key`.
  const [dayPrices, setDayPrices] = useState<{ key: string; prices: Record<string, number> } | null>(null);
  const { settings } = state;
  const showsPricingByDay = isSettingOn(settings, 'DisplayPricingByDay');

  // The shops and the mobile reach were found on entry (schedule.yaml load); a failed call left one of them null: say
  // so, and offer to try again.
  const locationFailed = !retryingLocation && (!Array.isArray(pageData.shops) || !pageData.reach);
  const location =
    Array.isArray(pageData.shops) && pageData.reach
      ? {
          zipCode: saved.zipCode,
          shops: pageData.shops,
          reach: pageData.reach,
          mobileUnavailableText: toMobileUnavailableText(saved.zipCode, pageData.reach),
        }
      : null;
  const retryLocation = () => {
    setRetryingLocation(true);
    void runtime.runAction(pageId, 'loadLocation').finally(() => setRetryingLocation(false));
  };

  const shops = location?.shops ?? [];
  const shop = shops.find((candidate) => candidate.providerNumber === providerNumber) ?? null;
  const offeredTypes = shop && location ? getOfferedAppointmentTypes(shop, location.reach) : [];
  const chosenType = appointmentType && offeredTypes.includes(appointmentType) ? appointmentType : null;
  const range = getScheduleWindow(today, windowIndex);
  const slotsKey = shop && chosenType ? `${chosenType === 'Mobile' ? 'mobile' : shop.providerNumber}|${chosenType}|${range.startDate}` : null;

  useEffect(() => {
    if (!slotsKey || !shop || !chosenType) return;
    let current = true;
    // The page's actions run one after the other: when this one is done, the page's data holds its answer.
    runtime
      .runAction(pageId, 'loadTimeSlots', { appointmentType: chosenType, providerNumber: shop.providerNumber, ...range })
      .then(
        (outcome) => {
          if (!current) return;
          const answer = outcome.type === 'done' ? (getSchedulePageData(runtime.getState().user.pageData, pageId).timeSlots ?? null) : null;
          setSlots({ key: slotsKey, answer });
        },
        () => current && setSlots({ key: slotsKey, answer: null }),
      );
    return () => {
      current = false;
    };
  }, [slotsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (focusRequest === 0) return;
    // SPEC §5: the first invalid field gets focus.
    focusFirstInvalid(containerRef.current);
  }, [focusRequest]);

  const loaded = slots && slots.key === slotsKey ? slots.answer : null;
  const openDates = (loaded?.days ?? []).filter((day) => day.timeSlots.length > 0).map((day) => day.date);

  useEffect(() => {
    if (!showsPricingByDay || !slotsKey || openDates.length === 0) return;
    let current = true;
    const key = slotsKey;
    runtime.runAction(pageId, 'loadDayPrices', { dates: openDates }).then(
      (outcome) => {
        if (!current || outcome.type !== 'done') return;
        setDayPrices({ key, prices: getSchedulePageData(runtime.getState().user.pageData, pageId).dayPrices ?? {} });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [showsPricingByDay, slotsKey, openDates.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const pricesOfDays = dayPrices && dayPrices.key === slotsKey ? dayPrices.prices : {};
  // The wait list is offered from the first window only: the first free day is then the first of the loaded ones.
  const { millisecondsPerDay } = runtime.model.funnel.constants;
  const waitListOffered = loaded !== null && windowIndex === 0 && isWaitListOffered(settings, openDates[0] ?? null, today, millisecondsPerDay);
  const slotsLoading = slotsKey !== null && (!slots || slots.key !== slotsKey);
  const days = loaded?.days ?? [];
  const chosenDay = days.find((day) => day.date === date && day.timeSlots.length > 0) ?? null;
  const chosenSlot = chosenDay?.timeSlots.find((slot) => slot.startTime === startTime) ?? null;
  const savedTimeGone =
    isSavedChoice && loaded !== null && saved.date !== null && days.some((day) => day.date === saved.date) && (!chosenDay || !chosenSlot);
  const offeredActions = (page?.buttons ?? []).filter((action) => runtime.isButtonOffered(pageId, action.scenario));
  const durationText = loaded ? toJobDurationText(loaded.jobMinMinutes, loaded.jobMaxMinutes) : null;

  const clearError = (group: Group) =>
    setErrors((previous) => {
      if (!previous[group]) return previous;
      const next = { ...previous };
      delete next[group];
      return next;
    });
  const chooseShop = (next: LocationShop) => {
    setProviderNumber(next.providerNumber);
    clearError('shop');
    if (!location) return;
    const types = getOfferedAppointmentTypes(next, location.reach);
    if (appointmentType && !types.includes(appointmentType)) setAppointmentType(null);
    // Mobile times follow the zip, not the shop; a shop's times are its own.
    if (appointmentType !== 'Mobile') forgetTime();
  };
  const chooseType = (type: OfferedAppointmentType) => {
    if (type !== appointmentType) forgetTime();
    setAppointmentType(type);
    clearError('appointmentType');
  };
  /** A new time answers the "that time is no longer available" alert the confirmation sent the user back with. */
  const dismissConflictAlert = () => {
    for (const alert of runtime.getAlerts().filter((candidate) => candidate.subCategory === orderConflictAlert)) runtime.dismissAlert(alert);
  };

  const forgetTime = () => {
    setDate(null);
    setStartTime(null);
    setIsSavedChoice(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Partial<Record<Group, string>> = {};
    if (!shop) missing.shop = groupErrors.shop;
    else if (!chosenType) missing.appointmentType = groupErrors.appointmentType;
    else if (!chosenDay) missing.date = groupErrors.date;
    else if (!chosenSlot) missing.time = groupErrors.time;
    if (!shop || !chosenType || !chosenSlot) {
      setErrors(missing);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    const refused = await submit({ ...toScheduleAnswer(shop, chosenType, chosenSlot, loaded), waitListRequested: waitListOffered ? waitList : null });
    if (refused) {
      setErrors({ time: refused.message });
      setFocusRequest((count) => count + 1);
    }
  };

  const status = locationFailed
    ? ''
    : !location
      ? `Finding shops near ${saved.zipCode}…`
      : slotsLoading
        ? 'Loading times…'
        : chosenDay
          ? `${chosenDay.timeSlots.length} ${chosenDay.timeSlots.length === 1 ? 'time' : 'times'} on ${toDayText(chosenDay.date)}.`
          : loaded
            ? toWindowSummary(loaded, range)
            : '';
  const problems = groups.map((group) => errors[group]).filter((message): message is string => !!message);
  const visibleShops = showAllShops ? shops : shops.filter((candidate, index) => index < shopsShownFirst || candidate === shop);

  return (
    <div ref={containerRef} className="page-form schedule-picker">
      <PageProblems pageError={pageError} messages={problems} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="schedule-status">
          {status}
        </p>
        <div className="field-list">
          <TerritoryAlerts alerts={pageData.alertReasons ?? []} />
          {locationFailed ? (
            <p className="schedule-note" role="alert">
              We couldn't load the shops near {saved.zipCode}.{' '}
              <button type="button" className="button-link" onClick={retryLocation}>
                Try again
              </button>
            </p>
          ) : !location ? (
            <p className="field-help" aria-hidden="true">
              Finding shops near {saved.zipCode}…
            </p>
          ) : shops.length === 0 ? (
            <NoShopNote zipCode={saved.zipCode} closestShops={pageData.closestShops ?? []} />
          ) : (
            <Group group="shop" error={errors.shop} ids={ids}>
              <fieldset className="choice-group" aria-describedby={errors.shop ? `${ids}-shop-error` : undefined}>
                <legend className="field-label">Shop near {location.zipCode}</legend>
                {visibleShops.map((candidate, index) => (
                  <ShopChoice
                    key={candidate.providerNumber}
                    shop={candidate}
                    name={`${ids}-shop`}
                    id={`${ids}-shop-${index}`}
                    checked={candidate === shop}
                    errorId={errors.shop ? `${ids}-shop-error` : undefined}
                    focusTarget={shop ? candidate === shop : index === visibleShops.findIndex((item) => !item.isTemporarilyClosed)}
                    onChoose={() => chooseShop(candidate)}
                    location={location}
                  />
                ))}
              </fieldset>
              {shops.length > shopsShownFirst ? (
                <button
                  type="button"
                  className="button-link schedule-more"
                  aria-expanded={showAllShops}
                  onClick={() => setShowAllShops((shown) => !shown)}
                >
                  {showAllShops ? 'Show fewer shops' : `Show all ${shops.length} shops`}
                </button>
              ) : null}
            </Group>
          )}

          {shop && location ? (
            <Group group="appointmentType" error={errors.appointmentType} ids={ids}>
              <fieldset className="choice-group" aria-describedby={errors.appointmentType ? `${ids}-appointmentType-error` : undefined}>
                <legend className="field-label">How would you like the work done?</legend>
                {offeredTypes.map((type, index) => (
                  <label className="choice" key={type} htmlFor={`${ids}-type-${type}`}>
                    <input
                      type="radio"
                      id={`${ids}-type-${type}`}
                      name={`${ids}-type`}
                      checked={chosenType === type}
                      onChange={() => chooseType(type)}
                      aria-invalid={errors.appointmentType ? true : undefined}
                      aria-labelledby={`${ids}-type-${type}-title`}
                      aria-describedby={`${ids}-type-${type}-hint${errors.appointmentType ? ` ${ids}-appointmentType-error` : ''}`}
                      data-focus-target={(chosenType ? chosenType === type : index === 0) ? '' : undefined}
                    />
                    <span className="schedule-choice-text">
                      <span id={`${ids}-type-${type}-title`}>{appointmentTypeLabels[type].title}</span>
                      <span className="schedule-hint" id={`${ids}-type-${type}-hint`}>
                        {appointmentTypeLabels[type].hint}
                      </span>
                    </span>
                  </label>
                ))}
                {shop.appointmentTypes.includes('Mobile') && !offeredTypes.includes('Mobile') && location.mobileUnavailableText ? (
                  <p className="schedule-note">Mobile service isn't available: {location.mobileUnavailableText}</p>
                ) : null}
              </fieldset>
            </Group>
          ) : null}

          {shop && chosenType ? (
            <Group group="date" error={errors.date} ids={ids}>
              <fieldset className="schedule-days" aria-describedby={`${ids}-range${errors.date ? ` ${ids}-date-error` : ''}`}>
                <legend className="field-label">Day</legend>
                <div className="schedule-range">
                  <p className="field-help" id={`${ids}-range`}>
                    {toDayText(range.startDate, 'short')} to {toDayText(range.endDate, 'short')}
                  </p>
                  <div className="schedule-range-buttons">
                    <button
                      type="button"
                      className="button button-secondary schedule-range-button"
                      disabled={windowIndex === 0}
                      onClick={() => setWindowIndex((index) => Math.max(0, index - 1))}
                    >
                      Earlier dates
                    </button>
                    <button
                      type="button"
                      className="button button-secondary schedule-range-button"
                      disabled={windowIndex >= scheduleWindowCount - 1}
                      onClick={() => setWindowIndex((index) => Math.min(scheduleWindowCount - 1, index + 1))}
                    >
                      Later dates
                    </button>
                  </div>
                </div>
                {slotsLoading ? (
                  <p className="field-help" aria-hidden="true">
                    Loading times…
                  </p>
                ) : !loaded ? (
                  <p className="schedule-note">We couldn't load the times. Please choose another shop or try again.</p>
                ) : (
                  <>
                    {loaded.days.every((day) => day.timeSlots.length === 0) ? (
                      <p className="schedule-note">{toNoTimesText(loaded, range)}</p>
                    ) : null}
                    <div className="schedule-day-grid">
                      {loaded.days.map((day, index) => {
                        const count = day.timeSlots.length;
                        const id = `${ids}-day-${index}`;
                        const firstOpen = loaded.days.findIndex((candidate) => candidate.timeSlots.length > 0);
                        const price = pricesOfDays[day.date];
                        const priceText = count > 0 && price !== undefined ? toDayPriceText(price) : '';
                        const summary = count === 0 ? (day.isOpen ? 'No times' : 'Closed') : `${count} ${count === 1 ? 'time' : 'times'}`;
                        return (
                          <label key={day.date} htmlFor={id} className={`schedule-day${count === 0 ? ' is-unavailable' : ''}`}>
                            <input
                              type="radio"
                              id={id}
                              name={`${ids}-day`}
                              checked={chosenDay?.date === day.date}
                              disabled={count === 0}
                              onChange={() => {
                                setDate(day.date);
                                setStartTime(null);
                                setIsSavedChoice(false);
                                clearError('date');
                              }}
                              aria-invalid={errors.date ? true : undefined}
                              aria-describedby={errors.date ? `${ids}-date-error` : undefined}
                              data-focus-target={(chosenDay ? chosenDay.date === day.date : index === firstOpen) ? '' : undefined}
                            />
                            <span className="visually-hidden">
                              {toDayText(day.date)}: {count === 0 ? (day.isOpen ? 'no free times' : 'closed') : summary}
                              {priceText ? `, ${priceText}` : ''}
                            </span>
                            <span className="schedule-day-text" aria-hidden="true">
                              <span className="schedule-day-name">{toDayText(day.date, 'short').split(',')[0]}</span>
                              <span className="schedule-day-date">{toDayText(day.date, 'short').split(', ')[1]}</span>
                              <span className="schedule-day-count">{summary}</span>
                              {priceText ? <span className="schedule-day-price">{priceText}</span> : null}
                            </span>
                          </label>
                        );
                      })}
                    </div>
                    {waitListOffered ? (
                      <div className="schedule-waitlist">
                        <input
                          type="checkbox"
                          id={`${ids}-waitlist`}
                          checked={waitList}
                          onChange={(event) => setWaitList(event.target.checked)}
                        />
                        <label htmlFor={`${ids}-waitlist`}>
                          {openDates.length === 0
                            ? 'Join the wait list: we will call you when a time opens up.'
                            : 'Join the wait list: we will call you if an earlier time opens up.'}
                        </label>
                      </div>
                    ) : null}
                  </>
                )}
              </fieldset>
            </Group>
          ) : null}

          {savedTimeGone ? (
            <p className="schedule-note" data-testid="saved-time-gone">
              {formatMessage(runtime.model.funnel.messages.savedAppointmentGone, {
                appointment: `${toDayText(saved.date!)}${saved.startTime ? ` at ${formatTime(saved.startTime, runtime.model.funnel.timeFormat)}` : ''}`,
              })}
            </p>
          ) : null}

          {shop && chosenType && chosenDay ? (
            <Group group="time" error={errors.time} ids={ids}>
              <fieldset
                className="choice-group schedule-times"
                aria-describedby={`${ids}-duration${errors.time ? ` ${ids}-time-error` : ''}`}
              >
                <legend className="field-label">
                  {chosenType === 'Mobile' ? 'Arrival time' : 'Time'} on {toDayText(chosenDay.date)}
                </legend>
                <p className="field-help" id={`${ids}-duration`}>
                  {durationText ? `The work takes about ${durationText}.` : ''}
                  {chosenDay.timeSlots.some((slot) => slot.offerPremium) ? ' Premium times (early morning or weekend) are marked.' : ''}
                </p>
                <div className="schedule-time-grid">
                  {chosenDay.timeSlots.map((slot, index) => {
                    const id = `${ids}-time-${index}`;
                    return (
                      <label key={slot.id} htmlFor={id} className="choice schedule-time">
                        <input
                          type="radio"
                          id={id}
                          name={`${ids}-time`}
                          checked={chosenSlot === slot}
                          onChange={() => {
                            setStartTime(slot.startTime);
                            clearError('time');
                            dismissConflictAlert();
                          }}
                          aria-invalid={errors.time ? true : undefined}
                          aria-describedby={errors.time ? `${ids}-time-error` : undefined}
                          data-focus-target={(chosenSlot ? chosenSlot === slot : index === 0) ? '' : undefined}
                        />
                        <span className="schedule-choice-text">
                          <span className="schedule-time-range">
                            {formatTimeRange(slot.startTime, slot.endTime, runtime.model.funnel.timeFormat)}
                          </span>
                          {slot.offerPremium ? (
                            <>
                              {' '}
                              <span className="schedule-badge">Premium</span>
                            </>
                          ) : null}
                          {slot.remainingPlaces === 1 ? (
                            <>
                              {' '}
                              <span className="schedule-hint">1 place left</span>
                            </>
                          ) : null}
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </Group>
          ) : null}
        </div>
        <PageButtons actions={offeredActions} submitting={submitting} onAction={(action) => void submit({}, action.scenario)} />
      </form>
    </div>
  );
}

/** How each appointment type is named where an alert concerns only some of them. */
const alertTypeNames: Record<string, string> = { Inshop: 'in shop', Dropoff: 'drop-off', Mobile: 'mobile service', InshopOrDropoff: 'in shop or drop-off' };

/** What the zip's service territory says now (SPEC §7 alert reasons by CTU): a note per alert, naming the services it concerns. */
function TerritoryAlerts({ alerts }: { alerts: LocationAlertReason[] }) {
  if (alerts.length === 0) return null;
  return (
    <section className="schedule-note schedule-alerts" aria-label="Good to know in your area" data-testid="territory-alerts">
      <ul>
        {alerts.map((alert) => {
          const concerns = alert.appointmentTypes.length > 0 && alert.appointmentTypes.length < 3 ? alert.appointmentTypes.map((type) => alertTypeNames[type] ?? type) : [];
          return (
            <li key={alert.reasonCode + alert.title}>
              <strong>{alert.title}</strong>
              {concerns.length > 0 ? ` (${concerns.join(', ')})` : ''}: {alert.message}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** No shop near the zip does this work: say so, and name the closest shops that take the vehicle (SPEC §7), with their phone. */
function NoShopNote({ zipCode, closestShops }: { zipCode: string; closestShops: LocationShop[] }) {
  return (
    <div className="schedule-note" data-testid="no-shop">
      <p>We found no shop near {zipCode} that can do this work. Choose Change location to try another zip code.</p>
      {closestShops.length > 0 ? (
        <>
          <p>The closest shops can tell you where the work is done:</p>
          <ul className="schedule-closest-shops">
            {closestShops.map((shop) => (
              <li key={shop.providerNumber}>
                <strong>{shop.name}</strong>, {shop.address.city}, {shop.address.state} ({shop.distanceMiles === 1 ? '1 mile' : `${shop.distanceMiles} miles`}
                ): {toServicesText(shop)}. Call <a href={`tel:${shop.phoneNumber.replace(/[^0-9+]/g, '')}`}>{shop.phoneNumber}</a>.
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** What a shop does, as the closest-shops list says it. */
function toServicesText(shop: LocationShop): string {
  const { repair, replace } = shop.services;
  if (repair && !replace) return 'chip repairs only';
  if (replace && !repair) return 'replacements only';
  return 'repairs and replacements';
}

/** One choice of the page: marked invalid (for the focus rule) with its error below. */
function Group({ group, error, ids, children }: { group: Group; error: string | undefined; ids: string; children: ReactNode }) {
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      {children}
      {error ? (
        <div className="field-error" id={`${ids}-${group}-error`}>
          <p>{error}</p>
        </div>
      ) : null}
    </div>
  );
}

/** A shop: its name names the radio; address, distance and what it offers describe it. */
function ShopChoice({
  shop,
  name,
  id,
  checked,
  errorId,
  focusTarget,
  onChoose,
  location,
}: {
  shop: LocationShop;
  name: string;
  id: string;
  checked: boolean;
  /** The group's error, when Continue found no shop chosen. */
  errorId: string | undefined;
  focusTarget: boolean;
  onChoose: () => void;
  location: { reach: MobileReach };
}) {
  // funnel.yaml timeFormat: one way to write a time everywhere (issue #14).
  const { timeFormat } = useRuntime().model.funnel;
  const types = getOfferedAppointmentTypes(shop, location.reach);
  const miles = shop.distanceMiles === 1 ? '1 mile' : `${shop.distanceMiles} miles`;
  const offers = types.map((type) => ({ Inshop: 'in shop', Dropoff: 'drop-off', Mobile: 'mobile service' })[type]).join(', ');
  return (
    <label className={`choice schedule-shop${shop.isTemporarilyClosed ? ' is-unavailable' : ''}`} htmlFor={id}>
      <input
        type="radio"
        id={id}
        name={name}
        checked={checked}
        disabled={shop.isTemporarilyClosed}
        onChange={onChoose}
        aria-labelledby={`${id}-name`}
        aria-describedby={errorId ? `${id}-details ${errorId}` : `${id}-details`}
        aria-invalid={errorId ? true : undefined}
        data-focus-target={focusTarget ? '' : undefined}
      />
      <span className="schedule-choice-text">
        <span className="schedule-shop-name" id={`${id}-name`}>
          {shop.name}
        </span>
        {/* Issue #14: the address, the distance, what it does and its hours at a glance, one line each. */}
        <span className="schedule-hint schedule-shop-details" id={`${id}-details`}>
          <span className="schedule-shop-address">
            {shop.address.streetAddress}, {shop.address.city}, {shop.address.state} {shop.address.zipCode}.
          </span>{' '}
          <span className="schedule-shop-distance">{miles} away.</span>{' '}
          <span className="schedule-shop-offers">
            {shop.isTemporarilyClosed
              ? `Temporarily closed${shop.closureNote ? `: ${shop.closureNote}` : ''}.`
              : offers
                ? `Offers ${offers}.`
                : ''}
          </span>
          {!shop.isTemporarilyClosed && shop.hours.length > 0 ? (
            <>
              {' '}
              <span className="schedule-shop-hours">{toOpeningHoursText(shop.hours, timeFormat)}</span>
            </>
          ) : null}
        </span>
      </span>
    </label>
  );
}

/** What the calendar range holds, announced when its times are loaded. */
function toWindowSummary(loaded: ScheduleTimeSlots, range: { startDate: string; endDate: string }): string {
  const open = loaded.days.filter((day) => day.timeSlots.length > 0).length;
  if (open === 0) return toNoTimesText(loaded, range);
  return `${open} of ${loaded.days.length} days have free times from ${toDayText(range.startDate)} to ${toDayText(range.endDate)}.`;
}

/** A range without any free time: why, when the schedule service says. */
function toNoTimesText(loaded: ScheduleTimeSlots, range: { startDate: string; endDate: string }): string {
  const why = loaded.unavailableReason?.message;
  return `No free times from ${toDayText(range.startDate, 'short')} to ${toDayText(range.endDate, 'short')}.${why ? ` ${why}` : ' Try later dates, or another shop.'}`;
}

/** A day's price change as the calendar shows it (SPEC §9 DisplayPricingByDay): "Save $15.00" or "+$10.00". */
function toDayPriceText(amount: number): string {
  const text = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.abs(amount));
  return amount < 0 ? `Save ${text}` : `+${text}`;
}
