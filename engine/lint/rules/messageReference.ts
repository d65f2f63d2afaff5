import type { JsonPath } from '../../config/Diagnostic';
import type { FieldMessage, PageConfig } from '../../config/types';
import { funnelMessagePlaceholders } from '../../domain/funnelMessagePlaceholders';
import { didYouMean } from '../didYouMean';
import { getClosestName } from '../getClosestName';
import { getBindings, type LocatedBinding } from '../getBindings';
import { getClosestStatePath } from '../getClosestStatePath';
import { isKnownStatePath } from '../isKnownStatePath';
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
  if (!properties && page.renderer !== undefined && typeof located.list !== 'object') return null;
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
  description: 'A message names a form field, an action input or a state path that does not exist, or a funnel.yaml message a placeholder the funnel does not fill.',
  severity: 'error',
  check({ config, sources, report }) {
    // funnel.yaml messages: the code fills the placeholders funnelMessagePlaceholders lists, no others.
    for (const [key, text] of Object.entries(config.funnel.messages ?? {})) {
      const filled = funnelMessagePlaceholders[key as keyof typeof funnelMessagePlaceholders];
      if (filled === undefined || typeof text !== 'string') continue;
      const used = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const unknown = used.filter((name) => !filled.includes(name));
      const unused = filled.filter((name) => !used.includes(name));
      for (const [placeholder, name] of text.matchAll(/\{(\w+)\}/g)) {
        if (filled.includes(name!)) continue;
        // A close name, or the one placeholder left unused when this is the only unknown one (renamed).
        const closest = getClosestName(name!, filled) ?? (unknown.length === 1 && unused.length === 1 ? unused[0] : undefined);
        const fills = filled.length > 0 ? `the funnel fills ${filled.map((other) => `{${other}}`).join(', ')}` : 'the funnel fills no placeholder in it';
        report({
          file: 'funnel.yaml',
          path: ['messages', key],
          find: placeholder,
          message: `"${placeholder}" in message ${key} is shown as written: ${fills}${closest !== undefined ? `; did you mean "{${closest}}"?` : ''}`,
        });
      }
    }
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const located of getBindings(page)) {
        const fields = getMessageFields(page, located);
        const messages: Array<[FieldMessage, JsonPath]> = [
          ...(located.binding.refuse ?? []).map((refusal, j): [FieldMessage, JsonPath] => [refusal, ['refuse', j]]),
          ...(typeof located.binding.notFound === 'object' ? [[located.binding.notFound, ['notFound']] as [FieldMessage, JsonPath]] : []),
          ...(located.binding.inform ?? []).map((notice, j): [FieldMessage, JsonPath] => [{ message: notice.message }, ['inform', j]]),
        ];
        for (const [message, at] of messages) checkMessage(message, [...located.path, ...at], located, page, fields, (problem, path, find) => report({ file, path, message: problem, ...(find ? { find } : {}) }));
      }
    }
  },
};

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
  for (const [, reference] of message.matchAll(/\{([\w.-]+)\}/g)) {
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
