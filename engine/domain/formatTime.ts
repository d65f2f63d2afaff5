import type { TimeFormat } from '../config/types';
import { formatMessage } from './formatMessage';

/**
 * A SPEC §5 24-hour time (HH:MM) as funnel.yaml `timeFormat` writes it (issue #14: one time format everywhere):
 * "14:00" on a 24-hour clock, "2:00 PM" on a 12-hour one. A value that is no time is returned as it is.
 */
export function formatTime(value: string, format: TimeFormat): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  if (format.clock === '24h') return `${String(hours).padStart(2, '0')}:${match[2]}`;
  return `${((hours + 11) % 12) + 1}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A time slot as funnel.yaml `timeFormat.range` writes it ("11:00–12:00"); the start alone without an end. */
export function formatTimeRange(start: string, end: string | null, format: TimeFormat): string {
  if (!end) return formatTime(start, format);
  return formatMessage(format.range, { start: formatTime(start, format), end: formatTime(end, format) });
}
