import { getPathRoot } from '../../compile/getBindingAccess';
import type { JsonPath } from '../../config/Diagnostic';
import type { PageConfig } from '../../config/types';
import { operationParams } from '../../domain/operationParams';
import { getBindings, type LocatedBinding } from '../getBindings';
import { isKnownStatePath } from '../isKnownStatePath';
import type { LintRule } from '../LintRule';

/**
 * Whether a literal text is a path a step could read (`form.zipCode` on a page with that field, `input.method` in
 * an action taking it, a state path): written without `{ from: … }` it is sent as that text.
 */
function isReadablePath(text: string, located: LocatedBinding, page: PageConfig): boolean {
  if (!/^[A-Za-z_$][\w$-]*(\.[\w$-]+)+$/.test(text)) return false;
  const [root, name] = text.split('.');
  if (root === 'form') return located.list === 'submit' && Object.hasOwn((page.fields?.schema as { properties?: object } | undefined)?.properties ?? {}, name!);
  if (root === 'input') return typeof located.list === 'object' && (page.actions?.[located.list.action]?.input ?? []).includes(name!);
  return getPathRoot(text) !== 'local' && isKnownStatePath(text);
}

/**
 * A param the contract marks as the visitor's own data (`x-visitor-data`: a zip, a VIN, a plate, a name) given as a
 * literal: every visitor is checked against the same value ("every mobile customer checked against the same zip").
 * Almost always a state path meant as `{ from: … }`; a warning, as a fixed test value may be meant — but an error when
 * the literal is itself a path a step can read (`zip: form.zipCode`: the text "form.zipCode" is sent). Any other value
 * of a step (a param, a stored value, a set, a run's input) written as a readable path is a warning.
 */
export const literalVisitorParam: LintRule = {
  code: 'literal-visitor-param',
  description: "An API binding passes a literal for a param the contract marks as the visitor's own data (a zip, a VIN, a plate), or a step's value is a path written without { from: } (sent as text).",
  severity: 'warning',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const located of getBindings(page)) {
        const { binding, path } = located;
        const visitorData = binding.call !== undefined ? (operationParams[binding.call]?.visitorData ?? []) : [];
        const literals: Array<{ value: unknown; at: JsonPath; what: string; visitor: boolean }> = [
          ...Object.entries(binding.params ?? {}).map(([name, value]) => ({ value, at: ['params', name], what: `"${name}" of ${binding.call}`, visitor: visitorData.includes(name) })),
          ...(binding.into !== undefined && binding.call === undefined ? [{ value: binding.value, at: ['value'], what: `The value kept at ${binding.into}`, visitor: false }] : []),
          ...Object.entries(binding.set ?? {}).map(([target, value]) => ({ value, at: ['set', target], what: `The value set at ${target}`, visitor: false })),
          ...Object.entries(binding.input ?? {}).map(([name, value]) => ({ value, at: ['input', name], what: `Input "${name}" of ${binding.run}`, visitor: false })),
        ];
        for (const { value, at, what, visitor } of literals) {
          if (value === undefined || value === null || typeof value === 'object') continue;
          if (typeof value === 'string' && isReadablePath(value, located, page)) {
            report({
              file,
              path: [...path, ...at],
              severity: visitor ? 'error' : 'warning',
              message: `${what} is the text "${value}", which reads like a path: it is taken as written, not read; did you mean { from: ${value} }?`,
            });
          } else if (visitor) {
            report({
              file,
              path: [...path, ...at],
              message: `"${at[1]}" of ${binding.call} is the visitor's own data, but ${JSON.stringify(value)} is the same for every visitor; read it from the state: { from: <state path> }`,
            });
          }
        }
      }
    }
  },
};
