import type { Diagnostic } from '../../config/Diagnostic';
import { sortDiagnostics } from '../sortDiagnostics';

/** Formats diagnostics as GitHub Actions workflow commands, so CI shows them as annotations on the YAML lines. */
export function github(diagnostics: readonly Diagnostic[]): string {
  return sortDiagnostics(diagnostics)
    .map((d) => {
      const properties = [
        `file=${escapeProperty(d.file)}`,
        `line=${d.range.start.line + 1}`,
        `col=${d.range.start.character + 1}`,
        `endLine=${d.range.end.line + 1}`,
        `endColumn=${d.range.end.character + 1}`,
        `title=${escapeProperty(d.code)}`,
      ].join(',');
      return `::${d.severity} ${properties}::${escapeData(d.message)}\n`;
    })
    .join('');
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
