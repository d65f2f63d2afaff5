import { getPathRoot, localScope } from '../compile/getBindingAccess';
import type { ApiBinding, FunnelFileConfig, PageConfig } from '../config/types';
import { orderValueShapes } from '../domain/orderValueShapes';
import { itemKeepingConverters } from '../domain/paramConverters';
import { didYouMean } from './didYouMean';
import { getClosestName } from './getClosestName';
import type { LocatedBinding } from './getBindings';

/** Where in a binding a path is read: what each scope offers depends on it. */
export type BindingReadSite = 'params' | 'value' | 'forEach' | 'set' | 'when' | 'answer-check' | 'input' | 'into';

/**
 * Why a path read in a binding names a scope it cannot use, or null when it can (or it is a state path): `form.` only
 * in `submit`, `input.<name>` only in an action that declares the name, `item` only in the params of a `forEach`
 * call, `answer` only after a call (`set`, `refuse`, `inform`), `form.<field>` only a field of the page's form, `constants.<name>` and `funnel.<key>` only names
 * funnel.yaml has, `local.` anywhere in a binding list (but not in `into` of nothing). `inputUses` counts how often an
 * action's steps (and journeys) use an input name, so a read is not told to use a declaration that is the typo.
 */
export function getBindingScopeProblem(
  path: string,
  site: BindingReadSite,
  located: LocatedBinding,
  page: PageConfig,
  funnel: FunnelFileConfig,
  inputUses: (action: string, name: string) => number = () => 0,
): string | null {
  const root = getPathRoot(path);
  const rest = path.slice(root.length + 1);
  const binding: ApiBinding = located.binding;
  switch (root) {
    case 'form':
      if (located.list !== 'submit') return `"${path}" reads the submitted form, which only submit bindings have; an action reads what the renderer passes as input.<name>`;
      if (rest === '') return `"${path}" needs a field name: form.<field>`;
      return getFormFieldProblem(path, rest.split('.')[0] ?? '', page);
    case 'input': {
      if (typeof located.list === 'string') return `"${path}" reads an action's input, which ${located.list} bindings do not have`;
      const declared = page.actions?.[located.list.action]?.input ?? [];
      if (rest === '') return null; // the whole input
      const name = rest.split('.')[0] ?? '';
      if (declared.includes(name)) return null;
      // The declared name is the odd one out when the steps (and journeys) use the read one more: then the typo is
      // the declaration, not this read.
      const closest = getClosestName(name, declared);
      const action = located.list.action;
      if (closest !== undefined && inputUses(action, closest) + 1 < inputUses(action, name)) {
        return `Action "${action}" has no input "${name}": its declared input "${closest}", which its steps use less, looks like a misspelling of it; rename that`;
      }
      return `Action "${action}" has no input "${name}"${closest !== undefined ? `; did you mean "${closest}"?` : ` (its input: ${declared.join(', ') || 'none'})`}`;
    }
    case 'item': {
      if (binding.forEach === undefined) return `"${path}" reads the item of a forEach call; this binding has no forEach`;
      if (site !== 'params') return `"${path}": the item of a forEach call can only be read in its params`;
      // A list of the order whose items the contract describes, as it is or filtered: the item's fields are those.
      const { from, as } = binding.forEach;
      const itemFields = as === undefined || (itemKeepingConverters as readonly string[]).includes(as) ? orderValueShapes[from]?.itemFields : undefined;
      const field = rest.split('.')[0] ?? '';
      if (itemFields === undefined || field === '' || itemFields.includes(field)) return null;
      return `The items of ${from} have no field "${field}"${didYouMean(field, itemFields)}`;
    }
    case 'answer':
      if (binding.call === undefined) return `"${path}" reads a call's answer; this binding makes no call`;
      return site === 'set' || site === 'answer-check' ? null : `"${path}": a call's answer can only be read in its set, refuse and inform`;
    case 'constants': {
      const names = Object.keys(funnel.constants ?? {});
      const name = rest.split('.')[0] ?? '';
      if (names.includes(name)) return null;
      // An experiment setting of that name was meant (constants. for settings.).
      const setting = Object.hasOwn(funnel.experimentSettings ?? {}, name) ? `; did you mean "settings.${name}", the experiment setting?` : '';
      return `Unknown constant "${name}" (funnel.yaml constants)${setting || didYouMean(name, names)}`;
    }
    case 'funnel': {
      const keys = Object.keys(funnel).filter((key) => key !== 'constants');
      const key = rest.split('.')[0] ?? '';
      return keys.includes(key) ? null : `Unknown funnel.yaml key "${key}"${didYouMean(key, keys)}`;
    }
    case localScope:
      return rest === '' ? `"${path}" needs a name: local.<name>` : null;
    default:
      return null;
  }
}

/** Whether a path starts with a binding scope (form, input, item, answer, constants, funnel, local). */
export function isBindingScopePath(path: string): boolean {
  return ['form', 'input', 'item', 'answer', 'constants', 'funnel', localScope].includes(getPathRoot(path));
}

/**
 * Why `form.<field>` names no field of the page's form (the properties of its JSON Schema: what the submit posts), or
 * null. A custom renderer without a YAML form submits fields of its own, so nothing is known then.
 */
function getFormFieldProblem(path: string, field: string, page: PageConfig): string | null {
  const properties = (page.fields?.schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (!properties) return page.renderer !== undefined ? null : `"${path}" reads the form of page "${page.id}", which has none`;
  const fields = Object.keys(properties);
  if (fields.includes(field)) return null;
  return `"${path}" names no field of page "${page.id}"'s form, so it reads nothing${didYouMean(field, fields) || ` (its fields: ${fields.join(', ')})`}`;
}
