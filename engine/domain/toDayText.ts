const formats = {
  long: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
} as const;

/**
 * A calendar date (yyyy-mm-dd) as the schedule shows it: long "Wednesday, December 2" or short "Wed, Dec 2". Read in
 * UTC, so the day never shifts with the viewer's zone. Anything that is not a date is given back as it is.
 */
export function toDayText(date: string, style: keyof typeof formats = 'long'): string {
  const moment = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(moment)) return date;
  return formats[style].format(moment);
}
