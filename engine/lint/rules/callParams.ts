import type { LiteralShape } from '../../domain/LiteralShape';
import { operationParams } from '../../domain/operationParams';
import { isOperationName } from '../../domain/operations';
import { didYouMean } from '../didYouMean';
import { getMeantLiteral } from '../getClosestValue';
import { getBindings } from '../getBindings';
import { converterShapes } from '../converterShapes';
import { isParamConverterName } from '../../domain/paramConverters';
import type { FunnelConfig, PageConfig } from '../../config/types';
import { getValueShapes, type ValueShape } from '../getValueShapes';
import { checkFieldLimits } from './closedSetValue';
import { getHeldTypes } from './converterInput';
import type { LintRule } from '../LintRule';

/**
 * An API binding passes exactly the params its call takes in the contract (api/contract, generated into
 * engine/domain/operationParams.ts): no param the call does not know, none it requires missing. The sandbox refuses
 * such a request with 400, which SPEC §8 turns into a bail-out: caught here, before anyone reaches the page.
 */
export const callParams: LintRule = {
  code: 'call-params',
  description: "An API binding's params do not match its call's params in the contract (a name it lacks, one it needs missing, a value written in the YAML, or read from funnel.yaml, of another type, outside the param's closed set or refused by its pattern, length or bounds; a content page name that is no screen's, or another page's: a warning).",
  severity: 'error',
  check({ config, sources, report }) {
    const screens = config.pages.filter((page) => page.kind === 'page').map((page) => page.id);
    const shapes = getValueShapes(config);
    /** funnel.yaml values a call refuses, by their place in funnel.yaml. */
    const refusedReads = new Map<string, RefusedRead>();
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        if (binding.call === undefined || !isOperationName(binding.call)) continue; // unknown-operation reports it
        const signature = operationParams[binding.call];
        if (!signature) continue;
        const given = Object.keys(binding.params ?? {});
        for (const name of given) {
          if (signature.params.includes(name)) continue;
          report({
            file,
            path: [...path, 'params', name],
            onKey: true,
            message: `Call "${binding.call}" has no param "${name}"${didYouMean(name, signature.params)}`,
          });
        }
        // A value written in the YAML (`logEnabled: yes`): of the param's type and in its closed set, or the service
        // refuses the request with 400, which SPEC §8 turns into a bail-out.
        for (const [name, value] of Object.entries(binding.params ?? {})) {
          const shape = signature.literals?.[name];
          // `zip:` with its value deleted (YAML reads null): a param the call needs is sent empty, and the service
          // refuses the request (SPEC §8: a bail-out for every visitor).
          if (value === null && signature.required.includes(name) && !(shape?.types.includes('null') ?? false)) {
            report({ file, path: [...path, 'params', name], onKey: true, message: `Call "${binding.call}" needs ${name}, and "${name}:" gives it no value (YAML reads an empty value as null): write where it comes from, { from: <state path> }` });
            continue;
          }
          if (!shape) continue;
          // A value read as it is (no converter) from a path of another kind: a yes/no where the call takes a text or a
          // number (`damageKind: { from: order.damage.isRepair }`, its `as: damageKind` deleted), a group where it
          // takes one value. The service refuses the request (SPEC §8: a bail-out).
          const misfit = getReadMisfit(value, shape, page, shapes);
          const convertedBy = value !== null && typeof value === 'object' && 'as' in value && value.as !== undefined;
          if (misfit) report({ file, path: [...path, 'params', name, convertedBy ? 'as' : 'from'], message: `Call "${binding.call}" takes ${name} as ${describeTypes(shape)}, but ${misfit}` });
          // A form field sent as it is: the form must not let through what the service refuses (a longer text, any
          // text where it takes a pattern, a number beyond its bounds), or the visitor's answer passes the form and the
          // call is refused (400, a SPEC §8 error) where the field could have said what to fix.
          // (A renderer's page fills its form itself, from lists the services give: not typed by the visitor.)
          const formField = page.renderer === undefined ? getSentFormField(value, page) : undefined;
          if (formField && !misfit) {
            checkFieldLimits(formField.name, formField.field, shape, { where: `call "${binding.call}" sends it as ${name}, which the service takes`, source: 'the contract', refused: 'gets the call refused' }, ['fields', 'schema', 'properties', formField.name], file, report);
          }
          // The value itself, a path's default, or what a chosen value's branches give.
          const written: Array<[unknown, Array<string>]> = [[value, []]];
          if (value !== null && typeof value === 'object') {
            for (const key of ['default', 'then', 'else']) if (key in value) written.push([(value as unknown as Record<string, unknown>)[key], [key]]);
          }
          for (const [literal, at] of written) {
            // A value read from funnel.yaml (a constant, the application name; a path's default too) is known now: a
            // product owner who edits it there is told which call refuses it, at the line edited.
            const read = toFunnelYamlRead(literal, config);
            const refused = read && getLiteralProblem(read.value, shape);
            if (read && refused) {
              const found = refusedReads.get(read.path.join('.'));
              if (!found) refusedReads.set(read.path.join('.'), { path: read.path, call: binding.call, name, problem: refused, pages: new Set([page.id]), otherCalls: new Set() });
              else if (found.call === binding.call && found.name === name) found.pages.add(page.id);
              else if (found.call !== binding.call) found.otherCalls.add(binding.call);
            }
            const problem = getLiteralProblem(literal, shape);
            if (problem) report({ file, path: [...path, 'params', name, ...at], message: `Call "${binding.call}" ${problem.replace('<name>', name)}` });
            else if (shape.funnelPage && typeof literal === 'string') {
              // A param naming a screen (the content service's page name): no screen's, the service answers 404; another
              // page's, this page shows that page's texts (a step copied, its page name not edited).
              const named = screens.find((id) => id.toLowerCase() === literal.toLowerCase());
              if (!named) {
                report({ file, path: [...path, 'params', name, ...at], message: `Call "${binding.call}" takes ${name} as the id of a screen of funnel-config, and no page is "${literal}"${didYouMean(literal, screens)}` });
              } else if (named !== page.id) {
                report({
                  file,
                  path: [...path, 'params', name, ...at],
                  severity: 'warning',
                  message: `Call "${binding.call}" gets page "${named}"'s ${name === 'pageName' ? 'content' : name} on page "${page.id}"; was the step copied from "${named}" and its ${name} not edited? Write ${page.id} if this page's is meant`,
                });
              }
            }
          }
        }
        const missing = signature.required.filter((name) => !given.includes(name));
        if (missing.length > 0) {
          report({
            file,
            path: binding.params ? [...path, 'params'] : [...path, 'call'],
            onKey: binding.params !== undefined,
            message: `Call "${binding.call}" needs ${missing.map((name) => `"${name}"`).join(', ')}`,
          });
        }
      }
    }
    // One report per funnel.yaml value: the first call that refuses it in full, the others named after it.
    for (const { path, call, name, problem, pages, otherCalls } of refusedReads.values()) {
      const [first, ...more] = pages;
      const sentBy = more.length === 0 ? `page ${first}` : `pages ${first} and ${more.length} more`;
      const others = [...otherCalls].map((other) => `"${other}"`);
      const also = others.length === 0 ? '' : `; call${others.length > 1 ? 's' : ''} ${others.join(', ')} refuse${others.length > 1 ? '' : 's'} it too`;
      report({ file: 'funnel.yaml', path, message: `${path.join('.')} is sent as ${name} by call "${call}" (${sentBy}), which ${problem.replace(/^takes <name>/, 'takes it').replace(/^refuses <name>/, 'refuses')}${also}` });
    }
  },
};

/** A funnel.yaml value a call refuses: where it is, the first call and param that send it, why, the pages that do, the other calls that refuse it. */
interface RefusedRead {
  path: string[];
  call: string;
  name: string;
  problem: string;
  pages: Set<string>;
  otherCalls: Set<string>;
}

/** A param read as written from funnel.yaml (`{ from: constants.x }`, `{ from: funnel.applicationName }`): its place there and value. */
function toFunnelYamlRead(value: unknown, config: FunnelConfig): { path: string[]; value: unknown } | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { from, as } = value as { from?: unknown; as?: unknown };
  if (typeof from !== 'string' || as !== undefined) return undefined;
  const [scope, name, ...rest] = from.split('.');
  if (name === undefined || rest.length > 0) return undefined;
  const holder = scope === 'constants' ? (config.funnel.constants as Record<string, unknown> | undefined) : scope === 'funnel' && name !== 'constants' ? (config.funnel as unknown as Record<string, unknown>) : undefined;
  if (!holder || !Object.hasOwn(holder, name)) return undefined;
  return { path: scope === 'constants' ? ['constants', name] : [name], value: holder[name] };
}

/**
 * What is wrong with a literal param for its contract shape, after `Call "<call>" ` with `<name>` for the param's name
 * (`takes <name> as true or false, not "yes"; write true`; a text that breaks its pattern or lengths, a number out of
 * its bounds, told with the contract's `x-invalid` sentence), or undefined. `typed`: the text the literal is written as
 * (`004101`, which YAML reads as 4101), quoted as it is.
 */
export function getLiteralProblem(value: unknown, shape: LiteralShape, typed?: string): string | undefined {
  if (value === null || !['string', 'number', 'boolean'].includes(typeof value)) return undefined; // a path, a choice: read at run time
  const literal = value as string | number | boolean;
  const fits = isOfLiteralType(literal, shape);
  if (fits && (!shape.enum || shape.enum.includes(literal))) return getRefusal(literal, shape);
  const meant = getMeantLiteral(literal, shape.types, fits ? shape.enum : undefined);
  if (!fits) {
    const types = describeTypes(shape);
    const hint = typeof meant === 'boolean' ? `; write ${meant}` : typeof meant === 'number' ? `; write ${meant} without quotes` : typeof meant === 'string' ? `; write "${typed !== undefined && meant === String(literal) ? typed : meant}" in quotes` : '';
    return `takes <name> as ${types}, not ${JSON.stringify(literal)}${hint}`;
  }
  return `takes <name> as one of ${shape.enum!.map((member) => JSON.stringify(member)).join(', ')}, not ${JSON.stringify(literal)}${meant !== undefined ? `; did you mean ${JSON.stringify(meant)}?` : ''}`;
}

/** Whether a literal is of one of the param's types (a whole number for `integer`). */
export function isOfLiteralType(literal: string | number | boolean, shape: LiteralShape): boolean {
  return shape.types.some((type) => (type === 'integer' ? Number.isInteger(literal) : typeof literal === type));
}

/** Why the service refuses a literal of the right type: its pattern, lengths or bounds, in the contract's words. */
function getRefusal(literal: string | number | boolean, shape: LiteralShape): string | undefined {
  let broken: string | undefined;
  if (typeof literal === 'string') {
    if (shape.pattern !== undefined && !new RegExp(shape.pattern, 'u').test(literal)) broken = `it must match ${shape.pattern}`;
    else if (literal.length < (shape.minLength ?? 0)) broken = `it must be at least ${shape.minLength} characters`;
    else if (literal.length > (shape.maxLength ?? Infinity)) broken = `it must be at most ${shape.maxLength} characters`;
  } else if (typeof literal === 'number') {
    if (literal < (shape.minimum ?? -Infinity)) broken = `it must be at least ${shape.minimum}`;
    else if (literal > (shape.maximum ?? Infinity)) broken = `it must be at most ${shape.maximum}`;
  }
  return broken && `refuses <name> ${JSON.stringify(literal)}: ${(shape.invalid ?? broken).replace(/\.$/, '')}`;
}

/** A param's types in words: `a whole number`, `true or false`, `a string or null`… */
function describeTypes(shape: LiteralShape): string {
  const named = shape.enum?.filter((member) => member !== null);
  if (named && named.length > 0 && named.length <= 4) return `one of ${named.map((member) => JSON.stringify(member)).join(', ')}`;
  return shape.types.filter((type) => type !== 'null').map((type) => (type === 'integer' ? 'a whole number' : type === 'boolean' ? 'true or false' : `a ${type}`)).join(' or ');
}

/**
 * Why a `{ from }` value can never fit the param, or undefined: the path read as it is (a state path of known shape, or
 * a form field), or the converter named (`as:`, by what it gives), holds only yes/no values where the param takes no
 * boolean, or only groups or lists where it takes one value. Texts and numbers are left alone: a query string carries
 * either as text.
 */
function getReadMisfit(value: unknown, shape: LiteralShape, page: PageConfig, shapes: ReadonlyMap<string, ValueShape>): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { from, as } = value as { from?: unknown; as?: unknown };
  if (typeof from !== 'string') return undefined;
  let types: readonly string[] | undefined;
  // A converter's value: what it gives (engine/lint/converterShapes.ts), `isTrue` where the call takes a text.
  const converted = typeof as === 'string' && isParamConverterName(as) ? converterShapes[as].gives : undefined;
  if (as !== undefined) types = converted;
  else types = getHeldTypes(from, page, shapes);
  const held = types?.filter((type) => type !== 'null');
  if (!held || held.length === 0) return undefined;
  const takes = (type: string) => shape.types.some((own) => own === type || (own === 'number' && type === 'integer') || (own === 'integer' && type === 'number'));
  const scalar = (type: string) => ['string', 'number', 'integer'].includes(type);
  const misfits = held.every((type) => !takes(type) && (type === 'boolean' || type === 'object' || type === 'array' || !shape.types.some(scalar)));
  if (!misfits) return undefined;
  const kind = held.every((type) => type === 'boolean') ? 'true or false' : held.every((type) => type === 'object') ? 'a group of values' : held.every((type) => type === 'array') ? 'a list' : held.join(' or ');
  if (as !== undefined) return `converter "${String(as)}" gives ${kind}: name the converter meant`;
  return `${from} holds ${kind}; convert it (as: <converter>) or read another path`;
}

/** The form field a `{ from: form.<field> }` value sends as it is (no converter), with its schema. */
function getSentFormField(value: unknown, page: PageConfig): { name: string; field: Record<string, unknown> } | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { from, as } = value as { from?: unknown; as?: unknown };
  if (typeof from !== 'string' || as !== undefined || !from.startsWith('form.') || from.split('.').length !== 2) return undefined;
  const name = from.slice('form.'.length);
  const field = (page.fields?.schema as { properties?: Record<string, unknown> } | undefined)?.properties?.[name];
  return field !== null && typeof field === 'object' ? { name, field: field as Record<string, unknown> } : undefined;
}
