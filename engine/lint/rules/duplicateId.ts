import type { JsonPath } from '../../config/Diagnostic';
import type { CascadeRule } from '../../config/types';
import { getBindings } from '../getBindings';
import { sequencesFile } from '../getSequenceRules';
import type { LintRule } from '../LintRule';

/** The lower-case words of the names a cascade watches (`order.damage.partQuestionAnswers` → part, question, answers). */
function getWatchWords(cascade: CascadeRule): Set<string> {
  const words = cascade.watch.flatMap((path) => (path.split('.').pop() ?? '').split(/(?=[A-Z])|[-_]/).map((word) => word.toLowerCase()));
  return new Set(words.filter(Boolean));
}

/**
 * The id a cascade copied from another most likely needed: the copied id with the words that name what the other
 * watches replaced by the words that name what this one watches (`part-answers-changed` watching the molding answers
 * → `molding-answers-changed`), when that gives an id no cascade has.
 */
function getOwnId(id: string, cascade: CascadeRule, other: CascadeRule, taken: Set<string>): string | undefined {
  const mine = getWatchWords(cascade);
  const theirs = getWatchWords(other);
  const added = [...mine].filter((word) => !theirs.has(word));
  if (added.length === 0) return undefined;
  let replaced = false;
  const words = id.split('-').flatMap((word) => {
    if (!theirs.has(word.toLowerCase()) || mine.has(word.toLowerCase())) return [word];
    if (replaced) return [];
    replaced = true;
    return added;
  });
  const candidate = words.join('-');
  return replaced && !taken.has(candidate) ? candidate : undefined;
}

/**
 * Ids name one thing each: a cascade's id is what its reset events and the decision trace name (two cascades with
 * one id cannot be told apart, and usually one was copied from the other and not renamed), and a step's `id` is what
 * a later step's `after:` waits for in its list. A list of names (a page's guards, experiments, auto-route order, an
 * action's input, a cascade's watch and reset, the pages of a sequence's steps) names each once: a second one does nothing, and was usually copied in
 * place of another.
 */
export const duplicateId: LintRule = {
  code: 'duplicate-id',
  description: 'Two cascades, or two steps of one step list, have the same id, a list of names (guards, experiments, an auto-route order, inputs, a watch or reset, the pages of a sequence) names one twice, a cascade\'s watch or reset lists a path inside another it lists, the price summary lists a kind of line twice, or two buttons of one scenario show together; or (a warning) two buttons of other scenarios with one label can show together.',
  severity: 'error',
  check({ config, sources, report }) {
    const taken = new Set(config.cascades.map((cascade) => cascade.id));
    config.cascades.forEach((cascade, i) => {
      const others = config.cascades.map((other, j) => ({ other, j })).filter(({ other, j }) => j !== i && other.id === cascade.id);
      if (others.length === 0) return;
      const lines = others.map(({ j }) => sources.getRange('cascades.yaml', ['cascades', j, 'id']).start.line + 1);
      const own = getOwnId(cascade.id, cascade, others[0]!.other, taken);
      report({
        file: 'cascades.yaml',
        path: ['cascades', i, 'id'],
        message: `Cascade id "${cascade.id}" is also the id of the cascade at line ${lines.join(', ')}: their resets cannot be told apart${own !== undefined ? `; did you mean "${own}" (after what it watches)?` : '; give each an id of its own'}`,
      });
    });
    /** A list of names with one twice: the later one does nothing, and another name was usually meant. */
    const checkList = (list: readonly unknown[] | undefined, what: string, file: string, path: (index: number) => JsonPath): void => {
      (list ?? []).forEach((entry, index) => {
        const name = typeof entry === 'string' ? entry : entry !== null && typeof entry === 'object' && typeof (entry as { path?: unknown }).path === 'string' ? (entry as { path: string }).path : undefined;
        if (name === undefined) return;
        const first = (list ?? []).findIndex((other) => other === entry || (typeof other === 'object' && other !== null && (other as { path?: unknown }).path === name));
        if (first < index) report({ file, path: path(index), message: `"${name}" is listed twice in ${what}: this one does nothing (was another meant?)` });
      });
    };
    /**
     * A path inside another the same list names (`order.lineItems.vaps` beside `order.lineItems`): the wider one
     * already covers it, so it does nothing, and the wider one usually reaches further than meant. A conditional
     * reset (`unless`) covers nothing for sure.
     */
    const checkNested = (list: ReadonlyArray<string | { path: string }>, what: string, path: (index: number) => JsonPath): void => {
      const covering = list.filter((entry): entry is string => typeof entry === 'string');
      list.forEach((entry, index) => {
        const name = typeof entry === 'string' ? entry : entry.path;
        const wider = covering.find((other) => name.startsWith(`${other}.`));
        if (wider) report({ file: 'cascades.yaml', path: path(index), message: `"${name}" is inside "${wider}", which ${what} lists too: this one does nothing (was another meant, or is "${wider}" wider than meant?)` });
      });
    };
    config.cascades.forEach((cascade, i) => {
      checkList(cascade.watch, `cascade "${cascade.id}"'s watch`, 'cascades.yaml', (j) => ['cascades', i, 'watch', j]);
      checkList(cascade.reset, `cascade "${cascade.id}"'s reset`, 'cascades.yaml', (j) => ['cascades', i, 'reset', j]);
      checkNested(cascade.watch, `cascade "${cascade.id}"'s watch`, (j) => ['cascades', i, 'watch', j]);
      checkNested(cascade.reset, `cascade "${cascade.id}"'s reset`, (j) => ['cascades', i, 'reset', j]);
    });
    // The price summary's kinds of line, each once (a kind listed twice takes one place; its label is the first's).
    checkList(config.funnel.priceSummary?.lines?.map((line) => line.kind), "the price summary's lines", 'funnel.yaml', (j) => ['priceSummary', 'lines', j, 'kind']);
    for (const [name, sequence] of Object.entries(config.sequences ?? {})) {
      checkList(sequence.steps.map((step) => step.page), `the steps of sequence "${name}"`, sequencesFile, (j) => ['sequences', name, 'steps', j, 'page']);
    }
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      checkList(page.guards, 'guards', file, (j) => ['guards', j]);
      checkList(page.experiments, 'experiments', file, (j) => ['experiments', j]);
      checkList(page.order, 'the auto-route order', file, (j) => ['order', j]);
      for (const [name, action] of Object.entries(page.actions ?? {})) checkList(action.input, `action "${name}"'s input`, file, (j) => ['actions', name, 'input', j]);
      // Two buttons of one scenario shown together (neither has a condition, or both the same one): a copy not edited.
      (page.buttons ?? []).forEach((button, index) => {
        const first = (page.buttons ?? []).findIndex((other) => other.scenario === button.scenario && JSON.stringify(other.when ?? null) === JSON.stringify(button.when ?? null));
        if (first < index) {
          report({ file, path: ['buttons', index, 'scenario'], message: `Buttons ${first + 1} and ${index + 1} both trigger "${button.scenario}" and show together (${button.when ? 'the same when' : 'neither has a when'}): the visitor sees two buttons doing one thing; was another scenario meant?` });
          return;
        }
        // Two buttons of other scenarios with one label that can show together (one without a when shows whenever the
        // other does; two different whens may exclude each other): the visitor (and a screen reader, which names a
        // button by its label) cannot tell them apart; usually a button copied and its label not edited.
        const sameLabel = (page.buttons ?? []).findIndex((other, j) => j < index && other.scenario !== button.scenario && other.label.trim().toLowerCase() === button.label.trim().toLowerCase() && !(other.when && button.when && JSON.stringify(other.when) !== JSON.stringify(button.when)));
        if (sameLabel >= 0) {
          const other = page.buttons![sameLabel]!;
          report({ file, path: ['buttons', index, 'label'], severity: 'warning', message: `Buttons ${sameLabel + 1} and ${index + 1} both read "${button.label}" and can show together, but do different things ("${other.scenario}", "${button.scenario}"): the visitor cannot tell them apart; was the label copied and not edited?` });
        }
      });
      const seen = new Map<string, string>();
      for (const { binding, path, list } of getBindings(page)) {
        if (binding.id === undefined) continue;
        const key = `${typeof list === 'string' ? list : `action:${list.action}`}\u0000${binding.id}`;
        if (seen.has(key)) report({ file, path: [...path, 'id'], message: `Step id "${binding.id}" is already the id of an earlier step of this list: an after: naming it waits for the first only` });
        else seen.set(key, binding.id);
      }
    }
  },
};
