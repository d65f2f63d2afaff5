import type { JsonPath } from '../config/Diagnostic';
import type { ParsedJourney } from '../config/parseJourneyFile';
import type { SourceIndex } from '../config/SourceIndex';
import type { FunnelConfig } from '../config/types';

/** What a rule reports; lintFunnel adds the rule's code and the position of `path` in `file`. */
export interface LintReport {
  message: string;
  file: string;
  path: JsonPath;
  /** Point at the key of `path` rather than its value (e.g. a whole scenario). */
  onKey?: boolean;
  severity?: 'error' | 'warning';
  /** Point at this text inside the value at `path` (a placeholder in a message) rather than at the whole value. */
  find?: string;
}

/** What a rule sees: the parsed config, where each part of it is written, and a way to report. */
export interface LintContext {
  config: FunnelConfig;
  sources: SourceIndex;
  /** The valid journeys of funnel-config/journeys/ (their positions in `sources`); none when not linted. */
  journeys: readonly ParsedJourney[];
  report(problem: LintReport): void;
}

/** One lint rule (one file in engine/lint/rules/), identified by the code of the diagnostics it reports. */
export interface LintRule {
  code: string;
  description: string;
  /** Default severity of its diagnostics. */
  severity: 'error' | 'warning';
  check(context: LintContext): void;
}
