import type { JsonPath } from '../../config/Diagnostic';
import type { FieldMessage, FunnelConfig, PageConfig } from '../../config/types';
import { funnelMessagePlaceholders, priceSummaryPlaceholders } from '../../domain/funnelMessagePlaceholders';
import { didYouMean } from '../didYouMean';
import { getClosestName } from '../getClosestName';
import { getBindings, type LocatedBinding } from '../getBindings';
import { getClosestStatePath } from '../getClosestStatePath';
import { isKnownStatePath } from '../isKnownStatePath';
import { getSubmittedFormFields } from '../getBindingReads';
import type { LintRule } from '../LintRule';

/** The scopes a message of a binding may name besides the state (answer of the call, scratch values, the item). */
const runScopes = new Set(['answer', 'local', 'item', 'constants', 'funnel']);

/**
 * The fields a message of `located` may name: its page form's (the properties of its JSON Schema) and, in an action,
 * the action's inputs (a custom renderer's own form passes them). Null when they cannot be known: a custom renderer
 * without a YAML form submits fields of its own.
 */
function getMessageFields(page: PageConfig, located: LocatedBinding): string[] | null {
  const properties = (page.fields?.schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  const inputs = typeof located.list === 'object' ? (page.actions?.[located.list.action]?.input ?? []) : [];
  if (!properties && page.renderer !== undefined && typeof located.list !== 'object') {
    // A renderer's page without a form of its own: the fields its renderer submits are those its submit reads
    // (`form.vin`, not a message's placeholders); a message shown at another is shown nowhere.
    const submitted = getSubmittedFormFields(page);
    return located.list === 'submit' && submitted.length > 0 ? submitted : null;
  }
  return [...Object.keys(properties ?? {}), ...inputs];
}

/**
 * What a refusal, a not-found message or a notice names must exist (SPEC §5 field errors name the field): a `field:`
 * is a field of the page's form (or an input of the action it is in), so the message shows there and the field gets
 * focus; a `{form.<field>}` placeholder
 * names a form field, `{input.<name>}` an input of the action, `{<state path>}` a state path. A placeholder that names
 * nothing would show as written ("We couldn't find the zip code {form.zip}"). A funnel.yaml message may only use the
 * placeholders its code fills (engine/domain/funnelMessagePlaceholders.ts: "kept for {day} days").
 */
export const messageReference: LintRule = {
  code: 'message-reference',
  description: 'A message names a form field, an action input or a state path that does not exist, a funnel.yaml message or priceSummary text a placeholder the funnel does not fill, or a text shown as written (a title, a label, help) has a placeholder.',
  severity: 'error',
  check({ config, sources, report }) {
    // funnel.yaml messages: the code fills the placeholders funnelMessagePlaceholders lists, no others.
    /** A funnel.yaml text whose placeholders the code fills (`filled`): any other is shown as written. */
    const checkFilled = (text: unknown, filled: readonly string[], path: JsonPath, what: string): void => {
      if (typeof text !== 'string') return;
      const used = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const unknown = used.filter((name) => !filled.includes(name));
      const unused = filled.filter((name) => !used.includes(name));
      for (const [placeholder, name] of text.matchAll(/\{(\w+)\}/g)) {
        if (filled.includes(name!)) continue;
        // A close name, or the one placeholder left unused when this is the only unknown one (renamed).
        const closest = getClosestName(name!, filled) ?? (unknown.length === 1 && unused.length === 1 ? unused[0] : undefined);
        const fills = filled.length > 0 ? `the funnel fills ${filled.map((other) => `{${other}}`).join(', ')}` : 'the funnel fills no placeholder in it';
        report({ file: 'funnel.yaml', path, find: placeholder, message: `"${placeholder}" in ${what} is shown as written: ${fills}${closest !== undefined ? `; did you mean "{${closest}}"?` : ''}` });
      }
    };
    for (const [key, text] of Object.entries(config.funnel.messages ?? {})) {
      const filled = funnelMessagePlaceholders[key as keyof typeof funnelMessagePlaceholders];
      if (filled !== undefined) checkFilled(text, filled, ['messages', key], `message ${key}`);
    }
    // funnel.yaml priceSummary: its texts, the lines' labels and the details.
    const priceSummary = config.funnel.priceSummary as unknown as Record<string, unknown> | undefined;
    for (const [key, text] of Object.entries(priceSummary ?? {})) {
      if (typeof text === 'string') checkFilled(text, priceSummaryPlaceholders[key] ?? [], ['priceSummary', key], `priceSummary ${key}`);
      else if (key === 'details' && text && typeof text === 'object') {
        for (const [detail, words] of Object.entries(text)) checkFilled(words, [], ['priceSummary', 'details', detail], `priceSummary details ${detail}`);
      }
    }
    (config.funnel.priceSummary?.lines ?? []).forEach((line, index) => {
      checkFilled(line.label, priceSummaryPlaceholders[line.kind] ?? [], ['priceSummary', 'lines', index, 'label'], `the ${line.kind} line's label`);
    });
    // Texts shown as written (titles, labels, help): a placeholder there is never filled.
    for (const { file, path, text, what } of getLiteralTexts(config, (id) => sources.getPageFile(id))) {
      for (const [placeholder] of text.matchAll(/\{[A-Za-z][\w.-]*\}/g)) {
        report({ file, path, find: placeholder, message: `"${placeholder}" in ${what} is shown as written: ${what} is not filled in (only messages are: a step's refuse, notFound and inform, funnel.yaml messages, summary rows' text)` });
      }
    }
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const located of getBindings(page)) {
        const fields = getMessageFields(page, located);
        for (const [message, at] of getBindingMessages(located.binding)) checkMessage(message, [...located.path, ...at], located, page, fields, (problem, path, find) => report({ file, path, message: problem, ...(find ? { find } : {}) }));
      }
    }
  },
};

/** The messages a binding shows (its refusals, not-found message and notices), each with where it is in the binding. */
export function getBindingMessages(binding: LocatedBinding['binding']): Array<[FieldMessage, JsonPath]> {
  return [
    ...(binding.refuse ?? []).map((refusal, j): [FieldMessage, JsonPath] => [refusal, ['refuse', j]]),
    ...(typeof binding.notFound === 'object' ? [[binding.notFound, ['notFound']] as [FieldMessage, JsonPath]] : []),
    ...(binding.inform ?? []).map((notice, j): [FieldMessage, JsonPath] => [{ message: notice.message }, ['inform', j]]),
  ];
}

function checkMessage(
  { field, message }: FieldMessage,
  at: JsonPath,
  located: LocatedBinding,
  page: PageConfig,
  fields: string[] | null,
  report: (problem: string, path: JsonPath, find?: string) => void,
): void {
  if (field !== undefined && fields !== null && !fields.includes(field)) {
    const none = fields.length === 0 ? ': the page has no form (leave field: out for a message of the page)' : didYouMean(field, fields);
    report(`Field "${field}" is not a field of page "${page.id}"'s form${none}`, [...at, 'field']);
  }
  // Placeholders written otherwise than `{scope.path}` (engine/runtime/runBindings.ts toMessage fills only those) are
  // shown to the visitor as typed: `{zipCode}` without its scope, `{ form.zipCode }` with spaces, `{{form.zipCode}}`
  // (its outer braces stay) or `${form.zipCode}` (its `$` stays).
  for (const match of message.matchAll(/\$?\{\{?\s*([\w-]+(?:\.[\w-]+)*)\s*\}?\}/g)) {
    const [written, reference] = [match[0], match[1]!];
    const meant = reference.includes('.') ? `{${reference}}` : toScopedPlaceholder(reference, located, page, fields);
    if (written === `{${reference}}` && reference.includes('.')) continue;
    const why = reference.includes('.') ? 'write a placeholder as {<scope>.<path>}, with no spaces, doubled braces or $' : 'a placeholder names its scope ({form.<field>}, {input.<name>} or a state path)';
    report(`"${written}" is shown to the visitor as written: ${why}${meant ? `; did you mean "${meant}"?` : ''}`, [...at, 'message'], written);
  }
  for (const [, reference] of message.matchAll(/\{([\w.-]+)\}/g)) {
    if (!reference!.includes('.')) continue;
    const [scope, name, ...rest] = reference!.split('.');
    if (scope === 'form') {
      if (fields !== null && (!name || !fields.includes(name))) report(`"{${reference}}" names no field of page "${page.id}"'s form${didYouMean(name ?? '', fields)}`, [...at, 'message'], `{${reference}}`);
    } else if (scope === 'input') {
      const inputs = typeof located.list === 'object' ? (page.actions?.[located.list.action]?.input ?? []) : [];
      if (!name || !inputs.includes(name)) {
        const where = typeof located.list === 'object' ? `action "${located.list.action}" takes no input "${name}"${didYouMean(name ?? '', inputs)}` : 'only an action has inputs';
        report(`"{${reference}}": ${where}`, [...at, 'message'], `{${reference}}`);
      }
    } else if (!runScopes.has(scope!) && rest.length + (name ? 1 : 0) > 0 && !isKnownStatePath(reference!)) {
      report(`"{${reference}}" names no state path${didYouMean(reference!, [], () => getClosestStatePath(reference!))}`, [...at, 'message'], `{${reference}}`);
    }
  }
}

/** The placeholder a bare `{name}` in a message meant: the form field, the action's input or the state path so named. */
function toScopedPlaceholder(name: string, located: LocatedBinding, page: PageConfig, fields: string[] | null): string | undefined {
  const inputs = typeof located.list === 'object' ? (page.actions?.[located.list.action]?.input ?? []) : [];
  if (inputs.includes(name)) return `{input.${name}}`;
  const field = fields === null ? undefined : fields.includes(name) ? name : getClosestName(name, fields);
  if (field !== undefined) return `{form.${field}}`;
  const closest = getClosestName(name, inputs);
  return closest !== undefined ? `{input.${closest}}` : undefined;
}

/** A text the funnel shows as written, where it is and what it is called in a message. */
export interface LiteralText {
  file: string;
  path: JsonPath;
  text: string;
  what: string;
}

/** The uiSchema keys whose texts RJSF shows as written. */
const uiTextKeys = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'ui:enumNames'];

/**
 * The texts shown as written: a page's title, description and button labels, its form's titles, descriptions and
 * uiSchema help and placeholders; funnel.yaml's brand texts, stage titles and descriptions, the order summary's title,
 * empty text and row labels, and the loader's texts.
 */
export function getLiteralTexts(config: FunnelConfig, getPageFile: (id: string) => string): LiteralText[] {
  const texts: LiteralText[] = [];
  const add = (file: string, path: JsonPath, value: unknown, what: string): void => {
    if (typeof value === 'string') texts.push({ file, path, text: value, what });
    else if (Array.isArray(value)) value.forEach((item, index) => add(file, [...path, index], item, what));
  };
  for (const page of config.pages) {
    const file = getPageFile(page.id);
    add(file, ['title'], page.title, 'a page title');
    add(file, ['description'], page.description, 'a page description');
    (page.buttons ?? []).forEach((button, index) => add(file, ['buttons', index, 'label'], button.label, 'a button label'));
    const visitSchema = (schema: unknown, path: JsonPath): void => {
      if (schema === null || typeof schema !== 'object') return;
      if (Array.isArray(schema)) return schema.forEach((item, index) => visitSchema(item, [...path, index]));
      for (const [key, value] of Object.entries(schema)) {
        if ((key === 'title' || key === 'description') && typeof value === 'string') add(file, [...path, key], value, `a form ${key}`);
        else if (key !== 'default' && key !== 'const' && key !== 'enum' && key !== 'pattern') visitSchema(value, [...path, key]);
      }
    };
    visitSchema(page.fields?.schema, ['fields', 'schema']);
    const visitUi = (ui: unknown, path: JsonPath): void => {
      if (ui === null || typeof ui !== 'object' || Array.isArray(ui)) return;
      for (const [key, value] of Object.entries(ui)) {
        if (uiTextKeys.includes(key)) add(file, [...path, key], value, `uiSchema ${key}`);
        else if (!key.startsWith('ui:')) visitUi(value, [...path, key]);
      }
    };
    visitUi(page.fields?.uiSchema, ['fields', 'uiSchema']);
  }
  const { brand, stages, summary, loader } = config.funnel;
  for (const [key, value] of Object.entries(brand ?? {})) if (key !== 'logo' && key !== 'favicon' && key !== 'colors') add('funnel.yaml', ['brand', key], value, `brand ${key}`);
  for (const [id, stage] of Object.entries(stages ?? {})) {
    add('funnel.yaml', ['stages', id, 'title'], stage.title, 'a stage title');
    add('funnel.yaml', ['stages', id, 'description'], stage.description, 'a stage description');
  }
  if (summary) {
    add('funnel.yaml', ['summary', 'title'], summary.title, 'the summary title');
    add('funnel.yaml', ['summary', 'empty'], summary.empty, "the summary's empty text");
    (summary.rows ?? []).forEach((row, index) => add('funnel.yaml', ['summary', 'rows', index, 'label'], row.label, 'a summary row label'));
  }
  if (loader) {
    add('funnel.yaml', ['loader', 'text'], loader.text, 'the loader text');
    add('funnel.yaml', ['loader', 'messages'], loader.messages, 'a loader message');
  }
  return texts;
}
