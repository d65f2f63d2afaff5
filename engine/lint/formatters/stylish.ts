import type { Diagnostic } from '../../config/Diagnostic';
import { sortDiagnostics } from '../sortDiagnostics';

/**
 * Formats diagnostics for people: `file:line:column  severity  message  code`, 1-based, grouped by file, then a
 * summary line; empty when there is nothing to report (DESIGN principle 7).
 */
export function stylish(diagnostics: readonly Diagnostic[]): string {
  if (diagnostics.length === 0) return '';
  const groups = new Map<string, Diagnostic[]>();
  for (const diagnostic of sortDiagnostics(diagnostics)) {
    const group = groups.get(diagnostic.file) ?? [];
    group.push(diagnostic);
    groups.set(diagnostic.file, group);
  }
  const blocks: string[] = [];
  for (const group of groups.values()) {
    const rows = group.map((d) => [`${d.file}:${d.range.start.line + 1}:${d.range.start.character + 1}`, d.severity, d.message, d.code]);
    const width0 = Math.max(...rows.map((row) => row[0]!.length));
    const width1 = Math.max(...rows.map((row) => row[1]!.length));
    blocks.push(rows.map(([at, severity, message, code]) => `${at!.padEnd(width0)}  ${severity!.padEnd(width1)}  ${message}  ${code}`).join('\n'));
  }
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const summary = `${plural(diagnostics.length, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`;
  return `${blocks.join('\n\n')}\n\n${summary}\n`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
