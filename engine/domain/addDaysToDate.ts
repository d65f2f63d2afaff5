/** SPEC §9: day counts use 86,400,000 ms per day. */
const msPerDay = 86_400_000;

/** A calendar date (yyyy-mm-dd) moved by `days` (negative: earlier), in UTC so no time zone shifts it. */
export function addDaysToDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * msPerDay).toISOString().slice(0, 10);
}
