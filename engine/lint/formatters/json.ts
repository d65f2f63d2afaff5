import type { Diagnostic } from '../../config/Diagnostic';
import { sortDiagnostics } from '../sortDiagnostics';

/** Formats diagnostics for tools: a JSON array of Diagnostic objects, zero-based ranges as in engine/config/Diagnostic.ts. */
export function json(diagnostics: readonly Diagnostic[]): string {
  return `${JSON.stringify(sortDiagnostics(diagnostics), null, 2)}\n`;
}
