import type { FunnelSummaryRow, TimeFormat } from '../../../engine/config/types';
import { formatTime } from '../../../engine/domain/formatTime';
import type { FunnelState, GlassPiece } from '../../../engine/domain/state';
import { getAtPath } from '../../../engine/runtime/getAtPath';
import { confirmationText } from '../../pages/ConfirmationSummaryText';
import { glassPickerLabels } from '../../pages/GlassPickerLabels';

/** A summary row as shown: its label, its words, and the value its picture reads. */
export interface ShownSummaryRow {
  label: string;
  text: string;
  total: boolean;
  picture?: { kind: 'vehicle' | 'glass'; value: unknown };
  /** The state paths the row reads (getSummaryPaths). */
  paths: string[];
  /** Its value is still being worked out (issue #12 whileShown): a placeholder shows instead of its words. */
  pending?: boolean;
}

const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Whether a state value counts as set: not null, not empty text, not an empty list. */
const isSet = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A value of `from` in the row's `format` (funnel.yaml `summary`). */
function toFormatted(value: unknown, format: FunnelSummaryRow['format'], timeFormat: TimeFormat): string | null {
  switch (format) {
    case 'money':
      return typeof value === 'number' ? confirmationText.money(value) : null;
    case 'date': {
      const time = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
      return Number.isNaN(time) ? String(value) : shortDay.format(time);
    }
    case 'time':
      // funnel.yaml timeFormat: one way to write a time everywhere (issue #14).
      return formatTime(String(value), timeFormat);
    case 'glass':
      return Array.isArray(value)
        ? (value as GlassPiece[])
            .map((piece) => {
              const label = glassPickerLabels.piece(piece.glassLocation, piece.glassName);
              return `${label.namePrefix}${label.text}`;
            })
            .join(', ')
        : null;
    default:
      return String(value);
  }
}

/** Every state path the rows read (their placeholders, `from`, their pictures'): what the summary re-renders on. */
export function getSummaryPaths(rows: readonly FunnelSummaryRow[]): string[] {
  const paths = new Set<string>();
  for (const row of rows) {
    for (const match of row.text?.matchAll(/\{([^{}]+)\}/g) ?? []) paths.add(match[1]!);
    if (row.from) paths.add(row.from);
    if (row.picture) paths.add(row.picture.from);
  }
  return [...paths];
}

/**
 * The order summary's rows for a state (issue #14): each as funnel.yaml declares it, shown once what it reads is set —
 * every placeholder of a `text`, or the value `from` names (in its `format`, or as `values` names it).
 */
export function toSummaryRows(rows: readonly FunnelSummaryRow[], state: FunnelState, timeFormat: TimeFormat): ShownSummaryRow[] {
  const shown: ShownSummaryRow[] = [];
  for (const row of rows) {
    let text: string | null = null;
    if (row.text !== undefined) {
      let complete = true;
      text = row.text.replace(/\{([^{}]+)\}/g, (_match, path: string) => {
        const value = getAtPath(state, path);
        if (!isSet(value)) complete = false;
        return isSet(value) ? String(value) : '';
      });
      if (!complete) text = null;
    } else if (row.from !== undefined) {
      const value = getAtPath(state, row.from);
      if (isSet(value)) text = row.values ? (row.values[String(value)] ?? String(value)) : toFormatted(value, row.format, timeFormat);
    }
    if (!text) continue;
    shown.push({
      label: row.label,
      text,
      total: row.total === true,
      paths: getSummaryPaths([row]),
      ...(row.picture ? { picture: { kind: row.picture.kind, value: getAtPath(state, row.picture.from) } } : {}),
    });
  }
  return shown;
}
