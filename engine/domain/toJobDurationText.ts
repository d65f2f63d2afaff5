/** Minutes from which a job duration is shown in hours (SPEC §5: "in hours when the maximum is 120 or more"). */
const hoursFromMinutes = 120;

/**
 * How long the job takes, as the schedule shows it (SPEC §5): in minutes, or in hours when the maximum is 120 or more,
 * as a single number when both ends agree (or only one is known) and as a range otherwise — 30–60 minutes, 1–2 hours,
 * 2 hours, 1.75–3.5 hours. Null when neither end is known.
 */
export function toJobDurationText(minMinutes: number | null | undefined, maxMinutes: number | null | undefined): string | null {
  const known = [minMinutes, maxMinutes].filter((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0);
  if (known.length === 0) return null;
  const low = Math.min(...known);
  const high = Math.max(...known);
  const inHours = high >= hoursFromMinutes;
  const format = (minutes: number) => (inHours ? String(Number((minutes / 60).toFixed(2))) : String(minutes));
  const unit = inHours ? 'hour' : 'minute';
  if (low === high) return `${format(low)} ${unit}${format(low) === '1' ? '' : 's'}`;
  return `${format(low)}–${format(high)} ${unit}s`;
}
