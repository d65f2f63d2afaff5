/**
 * A calendar date (yyyy-mm-dd) moved by `days` (negative: earlier), by the UTC calendar, so no time zone or day length
 * shifts it.
 */
export function addDaysToDate(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
