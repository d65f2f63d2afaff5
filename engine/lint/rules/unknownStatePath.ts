import type { JsonPath } from '../../config/Diagnostic';
import type { NavigationRule } from '../../config/types';
import { didYouMean } from '../didYouMean';
import { getClosestStatePath } from '../getClosestStatePath';
import { getStateFlow } from '../getStateFlow';
import { getNavigationRules } from '../getNavigationRules';
import { getSequenceRules, sequencesFile } from '../getSequenceRules';
import { isKnownStatePath } from '../isKnownStatePath';
import type { LintContext, LintRule } from '../LintRule';
import { getInputReads } from '../getInputReads';
import { getConditionStatePaths } from '../getConditionStatePaths';
import { getBindingChoices, getBindings, getBindingValues } from '../getBindings';
import { getBindingScopeProblem, isBindingScopePath, type BindingReadSite } from '../getBindingScopeProblem';
import { getPathRoot, localScope } from '../../compile/getBindingAccess';
import type { Condition, PageConfig } from '../../config/types';
import { visitConditions } from '../visitConditions';

/**
 * Every state path written in YAML must exist in createInitialState() or lie below an open map
 * (engine/domain/state.ts): conditions, `fields.bind`, binding `into`, `set` and `{from}` values, navigation query
 * `{from}` and `set` keys, cascade `watch` and `reset` (DESIGN principle 5: a condition that cannot be evaluated is an
 * error). In bindings a path may also read a scope the binding has (form, input, item, answer, constants, funnel,
 * local): engine/lint/getBindingScopeProblem.ts says which.
 */
/** Calls `visit` for a condition and each condition nested in it, with its JSON path. */
function visitCondition(condition: Condition, at: JsonPath, visit: (leaf: Condition, at: JsonPath) => void): void {
  visit(condition, at);
  if ('all' in condition) condition.all.forEach((child, i) => visitCondition(child, [...at, 'all', i], visit));
  else if ('any' in condition) condition.any.forEach((child, i) => visitCondition(child, [...at, 'any', i], visit));
  else if ('not' in condition) visitCondition(condition.not, [...at, 'not'], visit);
}

/** The comparison operators a path written as an expression (`order.vehicle.year == 2012`) stands for. */
const comparisonOperators: Readonly<Record<string, string>> = { '==': 'eq', '===': 'eq', '=': 'eq', '!=': 'ne', '!==': 'ne', '<>': 'ne' };

/** A path written as an expression (`order.vehicle.year == 2012`): the condition that says it, else undefined. */
function toComparisonHint(written: string): string | undefined {
  const found = /^\s*([A-Za-z][\w.-]*)\s*(===?|!==?|<>|=)\s*(.+?)\s*$/.exec(written);
  if (!found || !isKnownStatePath(found[1]!, {})) return undefined;
  return `; a condition is not an expression: write { ${comparisonOperators[found[2]!]}: [${found[1]}, ${found[3]!.replace(/^(['"])(.*)\1$/, '$2')}] }`;
}

export const unknownStatePath: LintRule = {
  code: 'unknown-state-path',
  description: 'A state path in a condition, binding, query or cascade does not exist in the funnel state, or a step writes an experiment setting.',
  severity: 'error',
  check({ config, sources, report, journeys }) {
    let used: string[] | undefined;
    /** `form.<field>` where the form is not read (a navigation rule, a prerequisite): where fields.bind stores that field. */
    const toBoundFieldHint = (statePath: string, file: string): string | undefined => {
      if (!statePath.startsWith('form.')) return undefined;
      const bound = config.pages.find((page) => sources.getPageFile(page.id) === file)?.fields?.bind?.[statePath.slice('form.'.length).split('.')[0]!];
      return bound === undefined ? undefined : `; the form is read only by the page's steps: here read the state, where fields.bind stores the answer, ${bound}`;
    };
    const check = (statePath: string, file: string, path: JsonPath, allowForm = false, onKey = false): void => {
      if (isKnownStatePath(statePath, { allowForm })) return;
      used ??= getStateFlow(config, sources).map((site) => site.statePath);
      report({ file, path, onKey, message: `Unknown state path "${statePath}"${toComparisonHint(statePath) ?? toBoundFieldHint(statePath, file) ?? didYouMean(statePath, [], () => getClosestStatePath(statePath, used))}` });
    };

    /** A path written (bind, into, set, a reset): a state path, and not an experiment setting, which only its experiment decides. */
    const checkWrite = (statePath: string, file: string, path: JsonPath, onKey = false): void => {
      if (getPathRoot(statePath) === 'settings') {
        report({ file, path, onKey, message: `"${statePath}" is an experiment setting: the experiment service decides it for each visitor (SPEC §9), and a step writing it would override the experiment unseen; keep the value in the visitor's page data (user.pageData.<page>.<name>) instead` });
        return;
      }
      check(statePath, file, path, false, onKey);
    };

    /** A navigation rule's query `{from}` and `set` keys. */
    const checkRule = (rule: NavigationRule, file: string, path: JsonPath): void => {
      for (const [name, value] of Object.entries(rule.query ?? {})) {
        if (typeof value === 'object') check(value.from, file, [...path, 'query', name, 'from']);
      }
      for (const statePath of Object.keys(rule.set ?? {})) checkWrite(statePath, file, [...path, 'set', statePath], true);
    };

    // Binding conditions are checked below with the binding's scopes; every other condition reads the state only.
    visitConditions(config, sources, ({ condition, file, path, role }) => {
      if (role === 'load' || role === 'submit' || role === 'action') return;
      for (const read of getConditionStatePaths(condition)) check(read.statePath, file, [...path, ...read.at]);
    });

    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const [field, statePath] of Object.entries(page.fields?.bind ?? {})) {
        checkWrite(statePath, file, ['fields', 'bind', field]);
      }
      for (const located of getBindings(page)) {
        const { binding, path } = located;
        /** A path read (or written) by the binding: a scope it may use, or a state path. */
        const checkRead = (statePath: string, at: JsonPath, site: BindingReadSite, onKey = false) => {
          if (!isBindingScopePath(statePath)) return check(statePath, file, [...path, ...at], false, onKey);
          const problem = getBindingScopeProblem(statePath, site, located, page, config.funnel, (action, name) => countInputUses(page, action, name, journeys));
          if (problem) report({ file, path: [...path, ...at], onKey, message: problem });
        };
        const checkCondition = (condition: Condition, at: JsonPath, site: BindingReadSite) =>
          visitCondition(condition, at, (leaf, leafAt) => {
            for (const read of getConditionStatePaths(leaf)) checkRead(read.statePath, [...leafAt, ...read.at], site);
          });
        if (binding.into !== undefined) {
          if (isBindingScopePath(binding.into) && getPathRoot(binding.into) !== localScope) {
            report({ file, path: [...path, 'into'], message: `"${binding.into}" is not where an answer can be kept: write a state path or local.<name>` });
          } else if (getPathRoot(binding.into) !== localScope) checkWrite(binding.into, file, [...path, 'into']);
        }
        for (const target of Object.keys(binding.set ?? {})) {
          if (isBindingScopePath(target) && getPathRoot(target) !== localScope) {
            report({ file, path: [...path, 'set', target], onKey: true, message: `"${target}" is not where a value can be kept: write a state path or local.<name>` });
          } else if (getPathRoot(target) !== localScope) checkWrite(target, file, [...path, 'set', target], true);
        }
        for (const { value, at } of getBindingValues(binding)) {
          const site: BindingReadSite = at[0] === 'set' ? 'set' : at[0] === 'forEach' ? 'forEach' : at[0] === 'input' ? 'input' : at[0] === 'value' ? 'value' : 'params';
          checkRead(value.from, [...at, 'from'], site);
        }
        if (binding.when) checkCondition(binding.when, ['when'], 'when');
        for (const choice of getBindingChoices(binding)) checkCondition(choice.condition, choice.at, choice.at[0] === 'set' ? 'set' : 'params');
        (binding.refuse ?? []).forEach((refusal, j) => checkCondition(refusal.when, ['refuse', j, 'when'], 'answer-check'));
        (binding.inform ?? []).forEach((notice, j) => checkCondition(notice.when, ['inform', j, 'when'], 'answer-check'));
      }
      for (const { rule, path } of getNavigationRules(page)) checkRule(rule, file, path);
      // The address an action leads to (go.external), read from the state once its steps are done.
      for (const [name, action] of Object.entries(page.actions ?? {})) {
        const external = action.go && 'external' in action.go ? action.go.external : undefined;
        if (external !== null && typeof external === 'object' && 'from' in external && !isBindingScopePath(external.from)) check(external.from, file, ['actions', name, 'go', 'external', 'from']);
      }
    }
    for (const { rule, path } of getSequenceRules(config)) checkRule(rule, sequencesFile, path);

    config.cascades.forEach((cascade, i) => {
      cascade.watch.forEach((statePath, j) => check(statePath, 'cascades.yaml', ['cascades', i, 'watch', j]));
      cascade.reset.forEach((reset, j) => {
        if (typeof reset === 'string') checkWrite(reset, 'cascades.yaml', ['cascades', i, 'reset', j]);
        else checkWrite(reset.path, 'cascades.yaml', ['cascades', i, 'reset', j, 'path']);
      });
    });
  },
};

/** How often an action's steps read an input name, and journeys pass it when they run the action on that page. */
function countInputUses(page: PageConfig, action: string, name: string, journeys: LintContext['journeys']): number {
  const reads = getInputReads(page.actions?.[action]?.do ?? []).filter((read) => read === name).length;
  const passed = journeys.flatMap(({ journey }) => journey?.steps ?? []).filter((step) => 'run' in step && step.run.page === page.id && step.run.action === action && Object.hasOwn(step.run.input ?? {}, name)).length;
  return reads + passed;
}
