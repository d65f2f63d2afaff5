/**
 * Generates, from the merged contract: api/contract/types.ts with openapi-typescript, so the client's and the
 * sandbox's request and response types come from the contract; and engine/domain/operationParams.ts, each call's
 * param names as pure data, so `funnel lint` checks YAML bindings against the contract. `npm run contract:types`
 * writes both; `--check` exits 1 when either is out of date (a test runs the same comparison).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { LiteralShape } from '../../engine/domain/LiteralShape';
import { loadContract } from './loadContract';

/** Where the generated types live. */
export const contractTypesFile = fileURLToPath(new URL('./types.ts', import.meta.url));
/** Where the generated param signatures live (engine/ may not read files, so they are written as a module). */
export const operationParamsFile = fileURLToPath(new URL('../../engine/domain/operationParams.ts', import.meta.url));

const banner = `/**
 * Generated from api/contract (openapi.yaml + paths/*.yaml) by \`npm run contract:types\`. Do not edit by hand:
 * change the contract and run the command again. A test fails while this file is out of date.
 */
`;

/** The types file the current contract gives. */
export async function renderContractTypes(): Promise<string> {
  const { document } = loadContract();
  const ast = await openapiTS(structuredClone(document) as never, { alphabetize: false, exportType: false });
  return banner + astToString(ast);
}

/** The param signature of every call: the names a caller passes (path, query and body fields but AppName). */
export function renderOperationParams(): string {
  const { operations } = loadContract();
  const signatures: Record<string, { params: string[]; required: string[]; visitorData?: string[]; literals?: Record<string, LiteralShape> }> = {};
  const schemas = loadContract().document.components.schemas;
  /** Whether a param's schema (or the param) is marked as the visitor's own data (`x-visitor-data`). */
  const isVisitorData = (node: unknown): boolean => {
    const own = node as Record<string, unknown> | null;
    return own?.['x-visitor-data'] === true || resolveObject(own, schemas)?.['x-visitor-data'] === true;
  };
  for (const operation of [...operations.values()].sort((a, b) => a.operationId.localeCompare(b.operationId))) {
    const inUrl = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
    const body = resolveObject(operation.requestBody, loadContract().document.components.schemas);
    const bodyNames = Object.keys((body?.properties as Record<string, unknown> | undefined) ?? {}).filter((name) => name !== 'AppName');
    const bodyRequired = ((body?.required as string[] | undefined) ?? []).filter((name) => name !== 'AppName');
    const bodyProperties = (body?.properties as Record<string, unknown> | undefined) ?? {};
    const visitorData = [
      ...inUrl.filter((parameter) => isVisitorData(parameter) || isVisitorData(parameter.schema)).map((parameter) => parameter.name),
      ...bodyNames.filter((name) => isVisitorData(bodyProperties[name])),
    ];
    const literals = Object.fromEntries(
      [
        ...inUrl.map((parameter): [string, unknown] => [parameter.name, parameter.schema]),
        ...bodyNames.map((name): [string, unknown] => [name, bodyProperties[name]]),
      ].flatMap(([name, schema]) => {
        const shape = toLiteralShape(resolveObject(schema as Record<string, unknown> | null, schemas));
        return shape ? [[name, shape]] : [];
      }),
    );
    signatures[operation.operationId] = {
      params: [...inUrl.map((parameter) => parameter.name), ...bodyNames],
      required: [...inUrl.filter((parameter) => parameter.required).map((parameter) => parameter.name), ...bodyRequired],
      ...(visitorData.length > 0 ? { visitorData } : {}),
      ...(Object.keys(literals).length > 0 ? { literals } : {}),
    };
  }
  return `/**
 * Generated from api/contract by \`npm run contract:types\`; do not edit. Each call's params as api/client takes them
 * (path, query and body fields; AppName is added by the client), which are required, which carry the visitor's own
 * data (\`x-visitor-data\`), and what a param of a plain JSON type may be written as (\`literals\`: its types and closed
 * set, the pattern, lengths or bounds the service checks, a screen's name: engine/domain/LiteralShape.ts): \`funnel
 * lint\` checks every YAML API binding against these, so a binding cannot drift from the contract unnoticed.
 */
import type { LiteralShape } from './LiteralShape';

export const operationParams: Record<string, { params: readonly string[]; required: readonly string[]; visitorData?: readonly string[]; literals?: Record<string, LiteralShape> }> = ${toCompactJson(signatures)};
`;
}

/** JSON as JSON.stringify indents it, but each param's shape (`{ types, enum, … }`) on the line of its name. */
function toCompactJson(value: unknown): string {
  const shapes: string[] = [];
  const marked = JSON.stringify(value, (key, part: unknown) => (key !== '' && part !== null && typeof part === 'object' && Array.isArray((part as LiteralShape).types) ? `\u0000${shapes.push(JSON.stringify(part)) - 1}` : part), 2);
  return marked.replace(/"\\u0000(\d+)"/g, (_, index: string) => shapes[Number(index)]!);
}

/** A param schema's plain types and closed set, or undefined for a list, an object or a schema of alternatives. */
function toLiteralShape(schema: Record<string, unknown> | null): LiteralShape | undefined {
  if (!schema) return undefined;
  const declared = schema['type'];
  const types = (typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared : []).filter((type): type is string => typeof type === 'string');
  if (types.length === 0 || !types.every((type) => ['string', 'number', 'integer', 'boolean', 'null'].includes(type))) return undefined;
  const values = Array.isArray(schema['enum']) ? (schema['enum'] as unknown[]).filter((value): value is string | number | boolean => value !== null) : undefined;
  const checks = Object.fromEntries(
    (['pattern', 'minLength', 'maxLength', 'minimum', 'maximum'] as const).flatMap((key) => (schema[key] !== undefined ? [[key, schema[key]]] : [])),
  );
  return {
    types,
    ...(values ? { enum: values } : {}),
    ...checks,
    ...(typeof schema['x-invalid'] === 'string' ? { invalid: schema['x-invalid'] } : {}),
    ...(schema['x-funnel-page'] === true ? { funnelPage: true as const } : {}),
  };
}

/** Where the generated shape of the order's values lives. */
export const orderValueShapesFile = fileURLToPath(new URL('../../engine/domain/orderValueShapes.ts', import.meta.url));

/** What the contract says a value of the order may be: its JSON types, its closed set (`enum`), a list's item fields. */
interface ValueShape {
  types: string[];
  enum?: Array<string | number | boolean | null>;
  itemFields?: string[];
  /** What the order service checks of a text or a number beyond its type. */
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

/**
 * The contract's Order (SPEC §3) as a map from state path (`order.serviceLocation.appointmentType`) to what its value may
 * be, so `funnel lint` can tell a condition comparing it with a value it can never have (`eq: [..., mobile]`) and a
 * cascade comparing list items by a field they lack.
 */
export function renderOrderValueShapes(): string {
  const { components } = loadContract().document;
  const schemas = components.schemas as Record<string, Record<string, unknown>>;
  const shapes: Record<string, ValueShape> = {};
  const visit = (schema: Record<string, unknown> | null, path: string): void => {
    const resolved = resolveObject(schema, schemas);
    if (!resolved) return;
    const choices = (resolved.anyOf ?? resolved.oneOf) as Array<Record<string, unknown>> | undefined;
    const parts = choices ? choices.map((choice) => resolveObject(choice, schemas)!).filter(Boolean) : [resolved];
    const types = new Set<string>();
    const values: Array<string | number | boolean | null> = [];
    let closed = true;
    for (const part of parts) {
      const type = part.type as string | string[] | undefined;
      for (const name of Array.isArray(type) ? type : type ? [type] : []) types.add(name === 'integer' ? 'number' : name);
      if (Array.isArray(part.enum)) values.push(...(part.enum as Array<string | number | boolean | null>));
      else if (part.const !== undefined) values.push(part.const as string | number | boolean | null);
      else if (type === 'null' || (Array.isArray(type) && type.length === 1 && type[0] === 'null')) values.push(null);
      else closed = false;
      if (part.type === 'object' || part.properties) {
        for (const [name, child] of Object.entries((part.properties as Record<string, Record<string, unknown>>) ?? {})) visit(child, `${path}.${name}`);
      }
    }
    const shape: ValueShape = { types: [...types].sort() };
    if (closed && values.length > 0) shape.enum = values;
    for (const key of ['maxLength', 'pattern', 'minimum', 'maximum'] as const) {
      const checks = parts.filter((part) => part[key] !== undefined);
      if (checks.length === 1) (shape as unknown as Record<string, unknown>)[key] = checks[0]![key];
    }
    const items = parts.find((part) => part.type === 'array')?.items as Record<string, unknown> | undefined;
    const itemSchema = resolveObject(items ?? null, schemas);
    if (itemSchema?.properties) shape.itemFields = Object.keys(itemSchema.properties as Record<string, unknown>);
    if (shape.types.length > 0 || shape.enum) shapes[path] = shape;
  };
  visit(schemas['Order'] ?? null, 'order');
  return `/**
 * Generated from api/contract (the Order schema, SPEC §3) by \`npm run contract:types\`; do not edit. What each value of
 * the order may be: its JSON types, its closed set of values, a list's item fields, the longest text, the pattern and
 * the bounds the order service takes. \`funnel lint\` checks the literals YAML compares with or writes to these paths
 * and the form fields stored at them (closed-set-value) and cascade compare fields (cascade-compare).
 */
export const orderValueShapes: Record<string, { types: readonly string[]; enum?: ReadonlyArray<string | number | boolean | null>; itemFields?: readonly string[]; maxLength?: number; pattern?: string; minimum?: number; maximum?: number }> = {
${Object.entries(shapes).map(([path, shape]) => `  ${JSON.stringify(path)}: ${JSON.stringify(shape)},`).join('\n')}
};
`;
}

/** Where the generated key trees of the calls' answers live. */
export const operationAnswerKeysFile = fileURLToPath(new URL('../../engine/domain/operationAnswerKeys.ts', import.meta.url));

/** The keys an answer may have: a leaf (1), an object's keys, `*` for any key, `#` for a list's items. */
type AnswerKeys = 1 | { [key: string]: AnswerKeys };

/**
 * Each call's answer (its 200 JSON schema) as a tree of the keys it may have, so `funnel lint` can tell a path read
 * below where an answer is kept that the answer never has (`user.pageData.stages.partQuestion`).
 */
export function renderOperationAnswerKeys(): string {
  const { operations, document } = loadContract();
  const schemas = document.components.schemas;
  const toKeys = (schema: Record<string, unknown> | null, depth: number): AnswerKeys => {
    const resolved = resolveObject(schema, schemas);
    if (!resolved || depth > 5) return { '*': 1 };
    const branches = (resolved.anyOf ?? resolved.oneOf ?? resolved.allOf) as Array<Record<string, unknown>> | undefined;
    if (branches) {
      const merged: Record<string, AnswerKeys> = {};
      let leaf = true;
      for (const branch of branches) {
        const keys = toKeys(branch, depth + 1);
        if (keys === 1) continue;
        leaf = false;
        for (const [key, child] of Object.entries(keys)) merged[key] = merged[key] && merged[key] !== 1 && child !== 1 ? { ...merged[key], ...child } : child;
      }
      return leaf ? 1 : merged;
    }
    const type = resolved.type;
    const types = Array.isArray(type) ? type : [type];
    if (types.includes('array')) return { '#': toKeys((resolved.items as Record<string, unknown>) ?? null, depth + 1) };
    if (types.includes('object') || resolved.properties) {
      const keys: Record<string, AnswerKeys> = {};
      for (const [name, child] of Object.entries((resolved.properties as Record<string, Record<string, unknown>>) ?? {})) keys[name] = toKeys(child, depth + 1);
      if (resolved.additionalProperties !== false && resolved.additionalProperties !== undefined) keys['*'] = toKeys(typeof resolved.additionalProperties === 'object' ? (resolved.additionalProperties as Record<string, unknown>) : null, depth + 1);
      if (!resolved.properties && resolved.additionalProperties === undefined) keys['*'] = 1;
      return keys;
    }
    return 1;
  };
  const answers: Record<string, AnswerKeys> = {};
  for (const operation of [...operations.values()].sort((a, b) => a.operationId.localeCompare(b.operationId))) {
    const ok = operation.responses['200'] ?? operation.responses['201'] ?? null;
    if (ok) answers[operation.operationId] = toKeys(ok as Record<string, unknown>, 0);
  }
  return `/**
 * Generated from api/contract by \`npm run contract:types\`; do not edit. The keys each call's answer may have: a
 * leaf is 1, \`*\` stands for any key, \`#\` for a list's items. \`funnel lint\` checks a path read below where an answer
 * is kept against these (unwritten-state-path).
 */
export type AnswerKeys = 1 | { readonly [key: string]: AnswerKeys };

export const operationAnswerKeys: Record<string, AnswerKeys> = {
${Object.entries(answers).map(([name, keys]) => `  ${JSON.stringify(name)}: ${JSON.stringify(keys)},`).join('\n')}
};
`;
}

/** A request body schema with its component reference followed. */
function resolveObject(schema: Record<string, unknown> | null, components: Record<string, Record<string, unknown>>) {
  let current = schema;
  while (current && typeof current.$ref === 'string') current = components[current.$ref.replace('#/components/schemas/', '')] ?? null;
  return current;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outputs = [
    { file: contractTypesFile, text: await renderContractTypes() },
    { file: operationParamsFile, text: renderOperationParams() },
    { file: orderValueShapesFile, text: renderOrderValueShapes() },
    { file: operationAnswerKeysFile, text: renderOperationAnswerKeys() },
  ];
  if (process.argv.includes('--check')) {
    const stale = outputs.filter(({ file, text }) => readFileSync(file, 'utf8') !== text);
    if (stale.length > 0) {
      console.error(`${stale.map(({ file }) => file).join(', ')} out of date: run \`npm run contract:types\`.`);
      process.exit(1);
    }
  } else {
    for (const { file, text } of outputs) {
      writeFileSync(file, text);
      console.log(`Wrote ${file}`);
    }
  }
}
