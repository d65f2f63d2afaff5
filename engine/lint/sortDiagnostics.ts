import type { Diagnostic } from '../config/Diagnostic';

/** Diagnostics ordered by file, then line, then column, then code (a stable order for people and golden files). */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compare(a.file, b.file) ||
      a.range.start.line - b.range.start.line ||
      a.range.start.character - b.range.start.character ||
      compare(a.code, b.code) ||
      compare(a.message, b.message),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
