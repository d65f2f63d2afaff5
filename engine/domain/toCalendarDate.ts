/**
 * The calendar date (yyyy-mm-dd) of a moment, in UTC. Choice (the SPEC is silent on zones): the funnel's "today" is the
 * UTC date; the served states are all behind UTC, and on the evening hours where their date still lags, their shops
 * and routes offer no more times that day (the schedule service's lead time and closing hours).
 */
export function toCalendarDate(moment: number): string {
  return new Date(moment).toISOString().slice(0, 10);
}
