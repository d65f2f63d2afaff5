import type { JsonPath } from '../../config/Diagnostic';
import type { Condition, FunnelConfig, Literal, PageConfig } from '../../config/types';
import { orderValueShapes } from '../../domain/orderValueShapes';
import { getClosestValue, getMeantLiteral } from '../getClosestValue';
import { getBindings } from '../getBindings';
import { getNavigationRules } from '../getNavigationRules';
import { getSequenceRules, sequencesFile } from '../getSequenceRules';
import { getValueShapes, type ValueShape } from '../getValueShapes';
import type { LintRule } from '../LintRule';
import { visitConditions } from '../visitConditions';

/** The literal as YAML would show it. */
const show = (value: Literal): string => (typeof value === 'string' ? `"${value}"` : String(value));

/**
 * Why `value` can never be the value at a path of `shape`, or null when it can: outside the path's closed set (with
 * the member it most likely meant: `mobile` for `Mobile`), or of a type the path never has (`"true"` for a boolean).
 * null is always possible (every value starts empty).
 */
export function getProblem(value: Literal, statePath: string, shape: ValueShape): string | null {
  if (value === null) return null;
  const members = shape.values?.filter((member): member is string | number | boolean => member !== null);
  if (members ? shape.values!.includes(value) : shape.types.includes(typeof value)) return null;
  const meant = getMeantLiteral(value, shape.types, shape.values);
  // An experiment setting's type is the YAML's own (funnel.yaml experimentSettings): the declaration may be what is
  // wrong (a yes/no setting declared a text), so both ways are told.
  const setting = shape.source.startsWith('experiment setting ') ? shape.source.slice('experiment setting '.length) : undefined;
  const declared = setting !== undefined && !members ? `; if ${setting} is ${typeof value === 'boolean' ? 'a yes/no' : `a ${typeof value}`}, declare it type: ${typeof value} in funnel.yaml experimentSettings${meant !== undefined ? `, else write ${show(meant)}` : ''}` : undefined;
  const hint = declared ?? (meant !== undefined ? `; did you mean ${show(meant)}?` : '');
  if (members) return `${show(value)} is never the value of ${statePath}, which is one of ${members.map(show).join(', ')} (${shape.source})${hint}`;
  return `${show(value)} is a ${typeof value}, but ${statePath} is ${shape.types.filter((t) => t !== 'null').join(' or ')} (${shape.source})${hint}`;
}

/**
 * Issue #11 closed sets: a condition comparing a path with a value it can never have, or a step writing one, is
 * decided before any visitor comes (`eq: [order.serviceLocation.appointmentType, mobile]`: mobile-details is never
 * entered). The values come from the contract (the order), funnel.yaml (experiment settings) and the pages' forms.
 */
export const closedSetValue: LintRule = {
  code: 'closed-set-value',
  description: "A condition compares a state path with, or a step writes to it, a value outside the values it can have; or a form field is stored (fields.bind) at an order path of another type, offers a choice the order's path never holds, or lets a visitor send more than the order service takes there (a longer text, any text where it takes a pattern, a number beyond its bounds).",
  severity: 'error',
  check({ config, sources, report }) {
    const shapes = getValueShapes(config);
    const checkValue = (statePath: string, value: unknown, file: string, path: JsonPath): void => {
      const shape = shapes.get(statePath);
      if (!shape || !(value === null || ['string', 'number', 'boolean'].includes(typeof value))) return;
      const problem = getProblem(value as Literal, statePath, shape);
      if (problem) report({ file, path, message: problem });
    };
    const checkLeaf = (condition: Condition, file: string, path: JsonPath): void => {
      if ('eq' in condition) checkValue(condition.eq[0], condition.eq[1], file, [...path, 'eq', 1]);
      else if ('ne' in condition) checkValue(condition.ne[0], condition.ne[1], file, [...path, 'ne', 1]);
      else if ('in' in condition && Array.isArray(condition.in[1])) {
        condition.in[1].forEach((value, i) => checkValue(condition.in[0], value, file, [...path, 'in', 1, i]));
      }
    };
    visitConditions(config, sources, ({ condition, file, path }) => checkLeaf(condition, file, path));

    const checkSet = (set: Record<string, unknown> | undefined, file: string, path: JsonPath): void => {
      for (const [target, value] of Object.entries(set ?? {})) checkValue(target, value, file, [...path, 'set', target]);
    };
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        if (binding.into !== undefined && binding.call === undefined && binding.forEach === undefined) checkValue(binding.into, binding.value, file, [...path, 'value']);
        checkSet(binding.set, file, path);
      }
      for (const { rule, path } of getNavigationRules(page)) checkSet(rule.set, file, path);
      checkBoundFields(page, file, report);
    }
    for (const { rule, path } of getSequenceRules(config)) checkSet(rule.set, sequencesFile, path);
    checkYesNoTexts(config, sources, report);
  },
};

/** A yes/no written the way YAML 1.2 reads as text (`then: no`): a text that is set, so every truthy test holds. */
const yesNoText = /^(yes|no|y|n|on|off|true|false)$/i;
const meansYes = /^(yes|y|on|true)$/i;

/**
 * Page data written as a yes/no text (`then: yes`, `else: no`: YAML reads both as text, not true and false) and read
 * as a yes/no (truthy, falsy, eq true…): "no" is a text that is set, so it counts as yes, and the visitor is sent the
 * yes way (an unpaid visitor shown "Place my order"). The contract's order and other closed paths are checked above.
 */
function checkYesNoTexts(config: FunnelConfig, sources: Parameters<LintRule['check']>[0]['sources'], report: Parameters<LintRule['check']>[0]['report']): void {
  const askedSet = new Set<string>();
  const comparedWithYesNo = new Set<string>();
  visitConditions(config, sources, ({ condition }) => {
    for (const operator of ['truthy', 'falsy'] as const) if (operator in condition) askedSet.add((condition as Record<string, string>)[operator]!);
    for (const operator of ['eq', 'ne'] as const) {
      const pair = (condition as Record<string, unknown>)[operator];
      if (Array.isArray(pair) && typeof pair[1] === 'boolean') comparedWithYesNo.add(pair[0] as string);
    }
  });
  const check = (target: string, value: unknown, file: string, at: JsonPath): void => {
    if (typeof value !== 'string' || !yesNoText.test(value) || !target.startsWith('user.pageData.')) return;
    // "no" misleads truthy and a comparison with a yes/no; "yes" only a comparison (truthy holds for any text).
    const misread = meansYes.test(value) ? comparedWithYesNo.has(target) : askedSet.has(target) || comparedWithYesNo.has(target);
    if (!misread) return;
    const why = meansYes.test(value) ? 'a comparison with true never holds for a text' : askedSet.has(target) ? 'a text that is set counts as yes, so the visitor is sent the yes way' : 'a comparison with false never holds for a text';
    report({ file, path: at, message: `${target} is written as the text "${value}" (YAML reads ${value} as text, not a yes/no), and read as a yes/no: ${why}; write ${meansYes.test(value) ? 'true' : 'false'}` });
  };
  /** A value written, and the branches of a choice (`if`/`then`/`else`). */
  const visitValue = (target: string, value: unknown, file: string, at: JsonPath): void => {
    if (value !== null && typeof value === 'object' && 'if' in value) {
      const choice = value as { then?: unknown; else?: unknown };
      visitValue(target, choice.then, file, [...at, 'then']);
      visitValue(target, choice.else, file, [...at, 'else']);
    } else check(target, value, file, at);
  };
  for (const page of config.pages) {
    const file = sources.getPageFile(page.id);
    for (const { binding, path } of getBindings(page)) {
      if (binding.into !== undefined && binding.call === undefined && binding.forEach === undefined) visitValue(binding.into, binding.value, file, [...path, 'value']);
      for (const [target, value] of Object.entries(binding.set ?? {})) visitValue(target, value, file, [...path, 'set', target]);
    }
    for (const { rule, path } of getNavigationRules(page)) for (const [target, value] of Object.entries(rule.set ?? {})) check(target, value, file, [...path, 'set', target]);
  }
}

/** A form field's JSON types, without null. */
function getFieldTypes(field: Record<string, unknown>): string[] {
  const types = typeof field['type'] === 'string' ? [field['type']] : Array.isArray(field['type']) ? (field['type'] as unknown[]).filter((type): type is string => typeof type === 'string') : [];
  return types.filter((type) => type !== 'null');
}

/** What a service limits a value to (the contract's pattern, longest text, bounds), and how to say who refuses more. */
export interface FieldLimits {
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

/**
 * A form field whose answer reaches a service that limits it (the order service at its `fields.bind` path, a call's
 * param read from `form.<field>`) must not let a visitor send more than it takes: the answer would pass the form and
 * be refused there (the order at its submission, a SPEC §8 bail-out after every other page was filled in; a call
 * with 400). A field with choices (enum, const) is left to the choices' check; a text field with a pattern of its own
 * is not compared with the service's length (its pattern may bound it).
 * `where` says who takes it (`fields.bind stores it at X, which the order service takes`), `source` whose rule it is
 * (`the contract's Order`), `refused` what a longer answer leads to (`gets the order refused when it is placed`).
 */
export function checkFieldLimits(
  name: string,
  field: Record<string, unknown>,
  limits: FieldLimits,
  words: { where: string; source: string; refused: string },
  at: (string | number)[],
  file: string,
  report: Parameters<LintRule['check']>[0]['report'],
): void {
  if (Array.isArray(field['enum']) || 'const' in field || Array.isArray(field['oneOf']) || Array.isArray(field['anyOf'])) return;
  const { where, source, refused } = words;
  const types = getFieldTypes(field);
  if (types.includes('string')) {
    const longest = typeof field['maxLength'] === 'number' ? field['maxLength'] : undefined;
    if (limits.maxLength !== undefined && field['pattern'] === undefined && (longest === undefined || longest > limits.maxLength)) {
      report({
        file,
        path: longest === undefined ? at : [...at, 'maxLength'],
        onKey: longest === undefined,
        message: `Field "${name}" takes ${longest === undefined ? 'a text of any length' : `up to ${longest} characters`}, but ${where} up to ${limits.maxLength} (${source}): a longer answer ${refused}; write maxLength: ${limits.maxLength}${longest === undefined ? '' : ' or less'}`,
      });
    }
    if (limits.pattern !== undefined && field['pattern'] === undefined && field['format'] === undefined) {
      report({ file, path: at, onKey: true, message: `Field "${name}" takes any text, but ${where} only as ${limits.pattern} (${source}): another answer ${refused}; give the field that pattern` });
    }
  }
  if (types.includes('number') || types.includes('integer')) {
    for (const [bound, beyond] of [['minimum', (own: number, limit: number) => own < limit], ['maximum', (own: number, limit: number) => own > limit]] as const) {
      const limit = limits[bound];
      const own = typeof field[bound] === 'number' ? (field[bound] as number) : undefined;
      if (limit === undefined || (own !== undefined && !beyond(own, limit))) continue;
      report({
        file,
        path: own === undefined ? at : [...at, bound],
        onKey: own === undefined,
        message: `Field "${name}" takes ${own === undefined ? `any number (no ${bound})` : `${bound} ${own}`}, but ${where} with ${bound} ${limit} (${source}): a number beyond it ${refused}; write ${bound}: ${limit}`,
      });
    }
  }
}

/**
 * A form field stored at an order path (fields.bind) must fit it (SPEC §3 order shape, from the contract): a yes/no
 * stored in a text, or a choice the path never holds (`Curbside` for the appointment type), reaches the order service
 * as a value it refuses. Each of the field's choices (enum, titled choices) is checked against the path's closed set.
 */
function checkBoundFields(page: PageConfig, file: string, report: Parameters<LintRule['check']>[0]['report']): void {
  const properties = (page.fields?.schema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};
  for (const [name, statePath] of Object.entries(page.fields?.bind ?? {})) {
    const shape = orderValueShapes[statePath];
    const field = properties[name];
    if (!shape || !field || typeof field !== 'object') continue;
    const pathTypes = shape.types.filter((type) => type !== 'null');
    const fits = (type: string) => pathTypes.includes(type) || (type === 'integer' && pathTypes.includes('number'));
    const fieldTypes = getFieldTypes(field);
    const misfit = fieldTypes.find((type) => !fits(type));
    if (misfit !== undefined) {
      const meant = Object.keys(orderValueShapes).find((path) => path.startsWith('order.') && path.split('.').pop()!.toLowerCase() === name.toLowerCase() && orderValueShapes[path]!.types.some((type) => type === misfit || (misfit === 'integer' && type === 'number')));
      report({ file, path: ['fields', 'bind', name], message: `Field "${name}" is ${misfit === 'integer' ? 'an' : 'a'} ${misfit}, but fields.bind stores it at ${statePath}, which is ${pathTypes.join(' or ')} (the contract's Order)${meant !== undefined && meant !== statePath ? `; did you mean "${meant}"?` : ''}` });
      continue;
    }
    checkFieldLimits(name, field, shape, { where: `fields.bind stores it at ${statePath}, which the order service takes`, source: "the contract's Order", refused: 'gets the order refused when it is placed' }, ['fields', 'schema', 'properties', name], file, report);
    if (!shape.enum) continue;
    const values: ReadonlySet<Literal> = new Set(shape.enum);
    const members = shape.enum.filter((value) => value !== null);
    const choices: Array<[Literal, (string | number)[]]> = Array.isArray(field['enum'])
      ? (field['enum'] as Literal[]).map((value, index) => [value, ['enum', index]])
      : (['oneOf', 'anyOf'] as const).flatMap((key) => (Array.isArray(field[key]) ? (field[key] as Array<Record<string, unknown>>).flatMap((choice, index): Array<[Literal, (string | number)[]]> => (choice && 'const' in choice ? [[choice['const'] as Literal, [key, index, 'const']]] : [])) : []));
    for (const [value, at] of choices) {
      if (value === null || values.has(value)) continue;
      const closest = typeof value === 'string' ? getClosestValue(value, members.filter((member): member is string => typeof member === 'string')) : undefined;
      report({ file, path: ['fields', 'schema', 'properties', name, ...at], message: `Choice ${show(value)} of field "${name}" is never the value of ${statePath}, where fields.bind stores it: the order holds one of ${members.map(show).join(', ')} (the contract's Order)${closest !== undefined ? `; did you mean ${show(closest)}?` : ''}` });
    }
  }
}
