import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, YAMLParseError } from 'yaml';
import { getPrecompiledContract } from './getPrecompiledContract';

/** api/contract/: openapi.yaml and paths/*.yaml. */
export const contractDir = fileURLToPath(new URL('.', import.meta.url));

type JsonObject = Record<string, unknown>;
/** A JSON Schema as the contract writes it. */
export type SchemaObject = JsonObject;

/** An OpenAPI parameter (path, query or header). */
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: SchemaObject;
  style?: string;
  explode?: boolean;
}

/** One operation of the contract, flattened for the sandbox and the tests. */
export interface ContractOperation {
  /** The call's name (engine/domain/operations.ts). */
  operationId: string;
  method: 'GET' | 'POST';
  /** The OpenAPI path, `{name}` for path params. */
  path: string;
  /** `x-aliases`: other spellings of the path that answer the same call (SPEC §7 "lookup (also Lookup)"). */
  aliases: string[];
  /** Its path, query and header parameters, the SPEC §7 headers every call carries included. */
  parameters: ParameterObject[];
  /** The application/json request body schema, if the call has one. */
  requestBody: SchemaObject | null;
  /** `x-body-limit`: the largest request body accepted, in bytes (default 1 MiB). */
  bodyLimit: number | null;
  /** Response status → JSON schema (null when the response has no JSON body). */
  responses: Record<string, SchemaObject | null>;
  /** The service file it is declared in, relative to api/contract. */
  file: string;
}

/** The merged contract: the one OpenAPI document, and its operations by id. */
export interface Contract {
  document: JsonObject & { paths: Record<string, JsonObject>; components: { schemas: Record<string, SchemaObject> } };
  operations: Map<string, ContractOperation>;
}

/** The headers of SPEC §7 sent with every call; added to each operation as parameter references. */
const commonHeaders = [
  'ExperimentSettings',
  'ApplicationName',
  'SessionSequenceNumber',
  'ReferralSequenceNumber',
  'TransactionId',
  'Eon',
  'LogEnabled',
];
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const componentKinds = ['schemas', 'parameters', 'responses'] as const;

/** A contract file that could not be read or merged; the message names the file (and line for YAML errors). */
export class ContractError extends Error {
  override readonly name = 'ContractError';
}

let cached: Contract | null = null;

/**
 * Reads openapi.yaml and every paths/*.yaml, merges them into one OpenAPI 3.1 document (paths and components; a path,
 * operationId or component declared twice is an error naming both files) and flattens its operations. Cached. The
 * compiled sandbox has it merged at build time (getPrecompiledContract).
 */
export function loadContract(dir: string = contractDir): Contract {
  if (dir === contractDir) {
    cached ??= getPrecompiledContract()?.contract ?? null;
    if (cached) return cached;
  }
  const root = readYaml(dir, 'openapi.yaml');
  const document = {
    ...root,
    paths: { ...((root.paths as JsonObject | undefined) ?? {}) },
    components: { ...((root.components as JsonObject | undefined) ?? {}) },
  } as Contract['document'];
  const owner = new Map<string, string>();
  const claim = (key: string, file: string) => {
    const earlier = owner.get(key);
    if (earlier) throw new ContractError(`${file}: ${key} is already declared in ${earlier}`);
    owner.set(key, file);
  };
  for (const kind of componentKinds) {
    for (const name of Object.keys((document.components as JsonObject)[kind] ?? {})) claim(`components.${kind}.${name}`, 'openapi.yaml');
  }

  const serviceFiles = readdirSync(join(dir, 'paths'))
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  for (const name of serviceFiles) {
    const file = `paths/${name}`;
    const fragment = readYaml(dir, file);
    for (const [path, item] of Object.entries((fragment.paths as JsonObject | undefined) ?? {})) {
      claim(`path ${path}`, file);
      document.paths[path] = { ...(item as JsonObject), 'x-file': file };
    }
    const components = (fragment.components as JsonObject | undefined) ?? {};
    for (const kind of componentKinds) {
      for (const [componentName, value] of Object.entries((components[kind] as JsonObject | undefined) ?? {})) {
        claim(`components.${kind}.${componentName}`, file);
        const target = ((document.components as JsonObject)[kind] ??= {}) as JsonObject;
        target[componentName] = value;
      }
    }
  }

  const operations = new Map<string, ContractOperation>();
  for (const [path, item] of Object.entries(document.paths)) {
    const file = String(item['x-file'] ?? 'openapi.yaml');
    delete item['x-file'];
    for (const method of methods) {
      const operation = item[method] as JsonObject | undefined;
      if (!operation) continue;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new ContractError(`${file}: ${method.toUpperCase()} ${path} has no operationId`);
      if (operations.has(operationId)) {
        throw new ContractError(`${file}: operationId ${operationId} is already used by ${operations.get(operationId)!.file}`);
      }
      if (method !== 'get' && method !== 'post') throw new ContractError(`${file}: ${operationId} uses ${method}; SPEC §7 calls are GET or POST`);
      const own = ((operation.parameters as JsonObject[] | undefined) ?? []).map((parameter) =>
        resolveParameter(document, parameter, file),
      );
      operation.parameters = [
        ...((operation.parameters as JsonObject[] | undefined) ?? []),
        ...commonHeaders.map((header) => ({ $ref: `#/components/parameters/${header}` })),
      ];
      operations.set(operationId, {
        operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        aliases: (operation['x-aliases'] as string[] | undefined) ?? [],
        // The SPEC §7 headers every call carries, after its own parameters (the sandbox checks them all).
        parameters: [...own, ...commonHeaders.map((header) => resolveParameter(document, { $ref: `#/components/parameters/${header}` }, file))],
        requestBody: jsonSchemaOf(operation.requestBody as JsonObject | undefined),
        bodyLimit: typeof operation['x-body-limit'] === 'number' ? operation['x-body-limit'] : null,
        responses: Object.fromEntries(
          Object.entries((operation.responses as JsonObject | undefined) ?? {}).map(([status, response]) => [
            status,
            jsonSchemaOf(resolveRef(document, response as JsonObject) as JsonObject),
          ]),
        ),
        file,
      });
    }
  }
  const contract = { document, operations };
  if (dir === contractDir) cached = contract;
  return contract;
}

/** Parses one contract file; a YAML error names the file, line and column. */
function readYaml(dir: string, file: string): JsonObject {
  const path = join(dir, file);
  try {
    const value = parse(readFileSync(path, 'utf8')) as unknown;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ContractError(`${file}: expected a mapping`);
    return value as JsonObject;
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [0, 0];
      throw new ContractError(`${relative(process.cwd(), path)}:${line}:${column} ${error.message.split('\n')[0]}`);
    }
    throw error;
  }
}

/** Follows a local `$ref` (`#/components/…`) one level. */
function resolveRef(document: JsonObject, node: JsonObject): JsonObject {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((value, key) => (value as JsonObject | undefined)?.[key], document);
  if (!target) throw new ContractError(`Unresolved reference ${ref}`);
  return target as JsonObject;
}

function resolveParameter(document: JsonObject, parameter: JsonObject, file: string): ParameterObject {
  const resolved = resolveRef(document, parameter) as unknown as ParameterObject;
  if (!resolved.name || !resolved.in || !resolved.schema) throw new ContractError(`${file}: a parameter needs name, in and schema`);
  return resolved;
}

/** The application/json schema of a request body or response, or null. */
function jsonSchemaOf(holder: JsonObject | undefined): SchemaObject | null {
  const content = holder?.content as JsonObject | undefined;
  const json = content?.['application/json'] as JsonObject | undefined;
  return (json?.schema as SchemaObject | undefined) ?? null;
}
