import type { Diagnostic, JsonPath } from '../config/Diagnostic';
import type { ParsedJourney } from '../config/parseJourneyFile';
import type { SourceIndex } from '../config/SourceIndex';
import type { FunnelConfig } from '../config/types';
import { sharedActionsFile, withSharedActions } from '../config/withSharedActions';
import type { LintRule } from './LintRule';
import { allRules } from './rules/allRules';
import { sortDiagnostics } from './sortDiagnostics';

/**
 * Runs every lint rule over a parsed config and returns all problems found, sorted by file and position
 * (DESIGN principles 1, 4, 7: names resolved, the flow graph checked, every problem reported, not only the first).
 * The rules see each page as the runtime does, with the shared actions it runs (funnel-config/actions.yaml); a
 * problem inside a shared action is reported once, at its place in actions.yaml. `journeys` are the valid journeys
 * of funnel-config/journeys/, parsed into `sources` (journey-step checks them against the config).
 */
export function lintFunnel(config: FunnelConfig, sources: SourceIndex, rules: readonly LintRule[] = allRules, journeys: readonly ParsedJourney[] = []): Diagnostic[] {
  const sharedByFile = new Map<string, Set<string>>();
  const pages = config.pages.map((declared) => {
    const { page, added } = withSharedActions(declared, config.actions);
    if (added.length > 0) sharedByFile.set(sources.getPageFile(page.id), new Set(added));
    return page;
  });
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  // One object for every rule, so what rules work out from it (getStateFlow, getValueShapes) is worked out once.
  const linted: FunnelConfig = { ...config, pages };
  for (const rule of rules) {
    rule.check({
      config: linted,
      sources,
      journeys,
      report({ message, file: reportedFile, path, onKey, severity, find }) {
        const file = isSharedActionPath(sharedByFile.get(reportedFile), path) ? sharedActionsFile : reportedFile;
        const key = JSON.stringify([rule.code, file, path, message]);
        if (seen.has(key)) return;
        seen.add(key);
        diagnostics.push({
          code: rule.code,
          message,
          severity: severity ?? rule.severity,
          file,
          range: onKey ? sources.getKeyRange(file, path) : find !== undefined ? sources.getTextRange(file, path, find) : sources.getRange(file, path),
          path,
        });
      },
    });
  }
  return sortDiagnostics(diagnostics);
}

/** Whether a page file's path is inside a shared action the page was given (`['actions', <shared name>, …]`). */
function isSharedActionPath(shared: Set<string> | undefined, path: JsonPath): boolean {
  return shared !== undefined && path[0] === 'actions' && typeof path[1] === 'string' && shared.has(path[1]);
}
