/** Day counts use 86,400,000 ms per day (SPEC §9). */
const msPerDay = 86_400_000;

/** Calendar arithmetic on yyyy-mm-dd dates and HH:MM times (SPEC §5 24-hour times), in UTC so no zone shifts them. */
export const scheduleDates = {
  /** True for a real calendar date written yyyy-mm-dd. */
  isDate(date: string): boolean {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  },
  /** Whole days from `from` to `to` (negative when `to` is earlier). */
  daysBetween(from: string, to: string): number {
    return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / msPerDay);
  },
  addDays(date: string, days: number): string {
    return new Date(Date.parse(`${date}T00:00:00Z`) + days * msPerDay).toISOString().slice(0, 10);
  },
  /** 0 = Sunday … 6 = Saturday. */
  weekdayOf(date: string): number {
    return new Date(`${date}T00:00:00Z`).getUTCDay();
  },
  toMinutes(time: string): number {
    const [hours, minutes] = time.split(':').map(Number);
    return hours! * 60 + minutes!;
  },
  toTime(minutes: number): string {
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
  /** Weekday names, Sunday first (index = weekdayOf). */
  weekdayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;
