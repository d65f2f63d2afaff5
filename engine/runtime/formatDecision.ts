import type { ConditionCheck, DecisionRule, DecisionTrace } from './DecisionTrace';

/** What formatDecision adds on request. */
export interface FormatDecisionOptions {
  /** Follow the rule taken with its YAML `note` (what `funnel explain` shows a product owner); off by default. */
  notes?: boolean;
}

/**
 * Why a condition settled as it did, on one line: a plain condition with what the state held (`minItems
 * user.pageData.stages.partChoices 2: has 1 item`); for `all` that failed (or `any` that held) only the part that
 * settled it, for `any` that failed each part it tried.
 */
function toConditionLine(check: ConditionCheck): string {
  const last = check.parts?.at(-1);
  if (last && ((check.operator === 'all' && !check.holds) || (check.operator === 'any' && check.holds))) return toConditionLine(last);
  if (check.operator === 'any' && check.parts) return `none of (${check.parts.map(toConditionLine).join('; ')})`;
  return `${check.text}: ${check.found}`;
}

/** `rule 2 → schedule`, 1-based (DESIGN principle 7: zero-based inside, 1-based in formatters). */
function toRuleHead(rule: DecisionRule): string {
  return `rule ${rule.index + 1} → ${rule.to}`;
}

/** The rules not taken before the one taken, in brackets: `(rule 1 → part-questions not taken: …; rule 2 → …)`. */
function toNotTaken(rules: DecisionRule[]): string {
  const passed = rules.filter((rule) => !rule.taken);
  if (passed.length === 0) return '';
  const lines = passed.map((rule) => `${toRuleHead(rule)} not taken${rule.condition ? `: ${toConditionLine(rule.condition)}` : ''}`);
  return ` (${lines.join('; ')})`;
}

/** Where the visit went when no rule says it: a page, out of the funnel, a reload, or staying on the page. */
function toDestination(to: string | null): string {
  if (to === 'external') return 'leaves the funnel';
  if (to === 'reload') return 'reloads the page';
  return to ?? 'stays';
}

/**
 * One decision of the trace (DESIGN principle 12) as one human-readable line, 1-based, without personal data (the
 * entry has none: engine/runtime/DecisionTrace.ts). It is what the user's event bus keeps, what analytics receives as
 * the DECISION event's label, and what `funnel test` (on a failure) and `funnel explain <journey>` print, one line per
 * entry of `runtime.getDecisions()`:
 *
 *   quote → forward: rule 2 → schedule (rule 1 → insurance-company not taken: truthy order.payment.isInsurance: is false)
 *   molding-questions skipped (service-zip → forward): nonEmpty user.pageData.stages.moldingQuestions: is empty
 *   vehicle: guard vehicleEntry → verifiedInsurance: rule 1 → vehicle-damage
 *   auto-route: rule 6 → vin-lookup (rule 1 → quote not taken: truthy order.vehicle.year: is not set; …)
 *   quote: prerequisites fail → error: truthy order.serviceLocation.zipCode: is not set
 *   load-session: saved under config 1a2b3c4d5e6f, now 9f8e7d6c5b4a: dropped the answers of removed pages old-page; kept 9
 *
 * For auto-route the rules are the pages of its order (SPEC §2), each with its prerequisites.
 */
export function formatDecision(entry: DecisionTrace, options: FormatDecisionOptions = {}): string {
  const note = options.notes && entry.taken?.note ? ` "${entry.taken.note}"` : '';
  const taken = entry.taken ? `${toRuleHead(entry.taken)}${note}` : toDestination(entry.to);
  switch (entry.kind) {
    case 'skip': {
      const rule = entry.rules[0];
      const why = rule?.condition ? `: ${toConditionLine(rule.condition)}` : '';
      return `${entry.skipped ?? rule?.to ?? '?'} skipped (${entry.page} → ${entry.scenario ?? '?'})${why}`;
    }
    case 'prerequisites': {
      const condition = entry.rules[0]?.condition;
      return `${entry.page}: prerequisites fail → ${toDestination(entry.to)}${condition ? `: ${toConditionLine(condition)}` : ''}`;
    }
    case 'navigation':
      return `${entry.page} → ${entry.scenario ?? '?'}: ${taken}${toNotTaken(entry.rules)}`;
    case 'configVersion':
      return `${entry.page}: ${entry.version?.summary ?? 'config version changed'}`;
    case 'autoRoute':
      return `${entry.page}: ${entry.taken ? taken : `no page of the order holds → ${toDestination(entry.to)}`}${toNotTaken(entry.rules)}`;
    default: {
      const by = `${entry.kind} ${entry.by ?? '?'}`;
      const scenario = entry.scenario ? ` → ${entry.scenario}:` : ' →';
      return `${entry.page}: ${by}${scenario} ${taken}${toNotTaken(entry.rules)}`;
    }
  }
}
