import { buildNavigationGraph } from '../../compile/buildNavigationGraph';
import type { PageConfig } from '../../config/types';
import { isDeepEqual } from '../../runtime/isDeepEqual';
import { getKnownStatePaths } from '../getKnownStatePaths';
import { isRelatedPath, pageDataPrefix } from '../getStateFlow';
import type { LintRule } from '../LintRule';

/** One form field of a page and the state path `fields.bind` stores it at. */
interface BoundField {
  page: PageConfig;
  field: string;
  target: string;
}

/** A field schema's words for the visitor, not what it accepts: an edit of an answer may word it otherwise. */
const wordingKeys = new Set(['title', 'description', 'examples', '$comment', 'default', 'enumNames']);

/** `ui:options` keys naming where the generic form takes what it asks (the questions, the choices). */
const askedFromOptions = ['questionsFrom', 'optionsFrom', 'choicesFrom'];

/**
 * Two pages whose forms store an answer at one state path (`fields.bind`), or one inside the other's, when a visitor
 * can go through both (one page leads to the other through the navigation graph): the later answer overwrites the
 * earlier, and the later form opens filled with the earlier's answer. That is a page copied from another (the
 * questions of the molding from those of the part) whose `bind` still names the original's path, or a bind line
 * copied from another page (mobile-details' `zipCode: order.serviceLocation.zipCode`, service-zip's). Two pages asking
 * the same question there (the same schema and the same list of questions or choices, whatever the wording) are left
 * alone, the same answer asked again (an edit page) or on alternative pages, unless the field's page keeps its other
 * answers elsewhere, where a path named for the field is free (order.serviceLocation.mobile.zipCode). A path written by
 * steps (`into`, `set`) is not judged: a lookup, a price or a default keeping an answer in step is how the funnel works.
 * Reported at the copy: the page whose other answers are elsewhere, else the page whose name the path does not carry
 * (`part-questions` carries `order.damage.partQuestionAnswers`, `molding-questions` does not), at both when neither or
 * both do.
 */
export const overwrittenAnswer: LintRule = {
  code: 'overwritten-answer',
  description: "Two pages' forms store an answer at one state path (or one inside the other's) and a visitor can go through both: the later overwrites the earlier (a page copied, its fields.bind not edited).",
  severity: 'error',
  check({ config, sources, report }) {
    const bound: BoundField[] = config.pages.flatMap((page) =>
      Object.entries(page.fields?.bind ?? {})
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
        .map(([field, target]) => ({ page, field, target })),
    );
    const pairs: Array<[BoundField, BoundField]> = [];
    bound.forEach((one, index) => {
      for (const other of bound.slice(index + 1)) {
        if (other.page !== one.page && isRelatedPath(one.target, other.target)) pairs.push([one, other]);
      }
    });
    if (pairs.length === 0) return;

    const reaches = getReaches(config.pages, buildNavigationGraph(config).edges);
    const boundPaths = new Set(bound.map(({ target }) => target));
    for (const [one, other] of pairs) {
      if (!reaches(one.page.id, other.page.id) && !reaches(other.page.id, one.page.id)) continue;
      // A bind entry naming no field is fields-or-renderer's.
      if (getFieldSchema(one) === undefined || getFieldSchema(other) === undefined) continue;
      const beside = new Map([one, other].map((each) => [each, getPathBeside(each, boundPaths)]));
      const sameQuestion = one.target === other.target && isSameQuestion(one, other);
      // The same question asked twice is left alone unless the field's page keeps its other answers elsewhere.
      const marked = [one, other].filter((each) => beside.get(each) !== undefined);
      const owners = [one, other].filter((each) => carriesPageName(each.target, each.page.id, (each === one ? other : one).page.id));
      const copies = sameQuestion || marked.length === 1 ? marked : owners.length === 1 ? [one, other].filter((each) => each !== owners[0]) : [one, other];
      for (const copy of copies) {
        const original = copy === one ? other : one;
        const where =
          copy.target === original.target
            ? `where ${original.page.id} stores its field "${original.field}"${sameQuestion ? '' : ', which asks another question'}`
            : copy.target.startsWith(`${original.target}.`)
              ? `inside ${original.target}, where ${original.page.id} stores its field "${original.field}"`
              : `where ${original.page.id} stores its field "${original.field}" at ${original.target}, inside it`;
        const besidePath = beside.get(copy);
        const meant = besidePath !== undefined ? `did you mean ${besidePath}, beside the page's other answers?` : getMeantPath(copy, boundPaths);
        report({
          file: sources.getPageFile(copy.page.id),
          path: ['fields', 'bind', copy.field],
          message: `Field "${copy.field}" of ${copy.page.id} is stored at ${copy.target}, ${where}: a visitor who goes through both pages has one answer overwritten by the other (and the later form opens with the earlier answer); ${meant ?? 'store it at a path of its own'}`,
        });
      }
    }
  },
};

/** Whether a page leads to another through navigation edges (any scenario, Back and auto-route included). */
function getReaches(pages: readonly PageConfig[], edges: ReadonlyArray<{ from: string; to: string }>): (from: string, to: string) => boolean {
  const reached = new Map<string, Set<string>>();
  return (from, to) => {
    let found = reached.get(from);
    if (!found) {
      found = new Set<string>();
      const queue = edges.filter((edge) => edge.from === from).map((edge) => edge.to);
      while (queue.length > 0) {
        const id = queue.shift()!;
        if (found.has(id)) continue;
        found.add(id);
        for (const edge of edges) if (edge.from === id && !found.has(edge.to)) queue.push(edge.to);
      }
      reached.set(from, found);
    }
    return pages.some((page) => page.id === to) && found.has(to);
  };
}

/** Whether two fields ask the same question: one schema but for its wording, the same lists to ask from. */
function isSameQuestion(one: BoundField, other: BoundField): boolean {
  return isDeepEqual(withoutWording(getFieldSchema(one)), withoutWording(getFieldSchema(other))) && isDeepEqual(getAskedFrom(one), getAskedFrom(other));
}

function getFieldSchema({ page, field }: BoundField): unknown {
  const properties = page.fields?.schema['properties'];
  return properties !== null && typeof properties === 'object' ? (properties as Record<string, unknown>)[field] : undefined;
}

function withoutWording(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutWording);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).filter(([key]) => !wordingKeys.has(key)).map(([key, value]) => [key, withoutWording(value)]));
}

function getAskedFrom({ page, field }: BoundField): unknown[] {
  const ui = (page.fields?.uiSchema as Record<string, Record<string, unknown> | undefined> | undefined)?.[field];
  const options = (ui?.['ui:options'] ?? {}) as Record<string, unknown>;
  return [ui?.['ui:field'], ...askedFromOptions.map((name) => options[name])];
}

/** The words of a page's id (stems of four letters or more) that the other page's id lacks. */
function getOwnWords(pageId: string, otherId: string): string[] {
  const words = (id: string) => id.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 4).map((word) => word.replace(/s$/, ''));
  const others = words(otherId);
  return words(pageId).filter((word) => !others.includes(word));
}

/** Whether a path names the page (its page data, or a word of its id the other page's lacks: `partQuestionAnswers`). */
function carriesPageName(target: string, pageId: string, otherId: string): boolean {
  if (target.startsWith(`${pageDataPrefix}${pageId}.`)) return true;
  if (target.startsWith(pageDataPrefix)) return false;
  const text = target.toLowerCase();
  return getOwnWords(pageId, otherId).some((word) => text.includes(word));
}

/**
 * The path a copied field most likely meant, as a "did you mean": its own page's data for another page's
 * (`user.pageData.<page>.<field>`), the path beside its own named for the field, else the one path beside its own that
 * no form stores and that carries a word of its page's id the path lacks (`order.damage.moldingQuestionAnswers` for
 * molding-questions).
 */
function getMeantPath(copy: BoundField, boundPaths: ReadonlySet<string>): string | undefined {
  if (copy.target.startsWith(pageDataPrefix)) return `did you mean ${pageDataPrefix}${copy.page.id}.${copy.field}, its own page's data?`;
  const cut = copy.target.lastIndexOf('.');
  if (cut < 0) return undefined;
  const parent = copy.target.slice(0, cut);
  const named = `${parent}.${copy.field}`;
  if (named !== copy.target && !boundPaths.has(named) && getKnownStatePaths().has(named)) return `did you mean ${named}?`;
  const own = copy.target.slice(cut + 1).toLowerCase();
  const words = copy.page.id.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 4).map((word) => word.replace(/s$/, '')).filter((word) => !own.includes(word));
  let best: string | undefined;
  let bestScore = 0;
  let tie = false;
  for (const path of getKnownStatePaths()) {
    if (!path.startsWith(`${parent}.`) || path.slice(parent.length + 1).includes('.') || path === copy.target || boundPaths.has(path)) continue;
    const key = path.slice(parent.length + 1).toLowerCase();
    const score = words.filter((word) => key.includes(word)).length;
    if (score > bestScore) [best, bestScore, tie] = [path, score, false];
    else if (score === bestScore && score > 0) tie = true;
  }
  return tie || best === undefined ? undefined : `did you mean ${best}?`;
}

/**
 * Where a field's page keeps its other answers, when that is elsewhere (`order.serviceLocation.mobile` for
 * mobile-details) and holds a path named for the field that no form stores: the path the field was meant to have
 * (`zipCode: order.serviceLocation.zipCode`, a line copied from service-zip, for `order.serviceLocation.mobile.zipCode`).
 */
function getPathBeside(field: BoundField, boundPaths: ReadonlySet<string>): string | undefined {
  const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('.')));
  const counts = new Map<string, number>();
  for (const [name, target] of Object.entries(field.page.fields?.bind ?? {})) {
    if (name !== field.field && typeof target === 'string') counts.set(parentOf(target), (counts.get(parentOf(target)) ?? 0) + 1);
  }
  const [parent, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count < 2 || parent === '' || parent === parentOf(field.target) || parent.startsWith(pageDataPrefix)) return undefined;
  const path = `${parent}.${field.field}`;
  return !boundPaths.has(path) && getKnownStatePaths().has(path) ? path : undefined;
}
