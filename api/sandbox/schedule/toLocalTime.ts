/** A moment as a shop or route sees it: its local date (yyyy-mm-dd) and minutes since local midnight. */
export interface LocalTime {
  date: string;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `now` in `timeZone` (IANA), e.g. 2026-12-01T17:30:00Z in America/New_York → { date: '2026-12-01', minutes: 750 }. */
export function toLocalTime(now: Date, timeZone: string): LocalTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}
