/** SPEC §5: time values match 24-hour HH:MM (00:00 to 23:59). */
const time24 = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Whether a value is a time written as SPEC §5 says: 24-hour HH:MM, such as 08:00 or 17:30. */
export function isTime24(value: unknown): value is string {
  return typeof value === 'string' && time24.test(value);
}
