import type { Diagnostic } from '../config/Diagnostic';
import type { SourceIndex } from '../config/SourceIndex';
import type { FunnelConfig } from '../config/types';
import type { LintRule } from './LintRule';
import { allRules } from './rules/allRules';
import { sortDiagnostics } from './sortDiagnostics';

/**
 * Runs every lint rule over a parsed config and returns all problems found, sorted by file and position
 * (DESIGN principles 1, 4, 7: names resolved, the flow graph checked, every problem reported, not only the first).
 */
export function lintFunnel(config: FunnelConfig, sources: SourceIndex, rules: readonly LintRule[] = allRules): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const rule of rules) {
    rule.check({
      config,
      sources,
      report({ message, file, path, onKey, severity }) {
        diagnostics.push({
          code: rule.code,
          message,
          severity: severity ?? rule.severity,
          file,
          range: onKey ? sources.getKeyRange(file, path) : sources.getRange(file, path),
          path,
        });
      },
    });
  }
  return sortDiagnostics(diagnostics);
}
