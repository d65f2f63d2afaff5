import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { LineCounter, parseDocument } from 'yaml';
import journeySchema from '../../../funnel-config/schema/journey.schema.json';
import type { Diagnostic } from '../../config/Diagnostic';
import type { ConfigFile } from '../../config/parseFunnelConfig';
import { SourceIndex } from '../../config/SourceIndex';
import { toSchemaDiagnostics } from '../../config/toSchemaDiagnostics';
import type { JourneyDefinition } from './JourneyDefinition';

/** A journey file read: the journey (null when it is not valid), its problems, and where each of its steps is. */
export interface ParsedJourney {
  file: string;
  journey: JourneyDefinition | null;
  diagnostics: Diagnostic[];
  sources: SourceIndex;
}

let validate: ValidateFunction | undefined;

/**
 * Parses and validates one journey file against funnel-config/schema/journey.schema.json, keeping the position of
 * every value so a bad journey or a failed step is reported as file:line:column (DESIGN principle 7).
 */
export function parseJourneyFile({ path: file, text }: ConfigFile): ParsedJourney {
  const sources = new SourceIndex();
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  sources.addFile(file, text, () => ({ document, lineCounter }));
  const syntax = document.errors.map((error): Diagnostic => ({
    code: 'yaml-syntax',
    message: `YAML: ${error.message.replace(/\s+/g, ' ').trim()}`,
    severity: 'error',
    file,
    range: sources.toRange(file, error.pos[0], error.pos[1]),
    path: [],
  }));
  if (syntax.length > 0) return { file, journey: null, diagnostics: syntax, sources };
  const value: unknown = document.toJS();
  validate ??= new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true }).compile(journeySchema);
  if (!validate(value)) return { file, journey: null, diagnostics: toSchemaDiagnostics(validate.errors ?? [], file, sources), sources };
  return { file, journey: value as JourneyDefinition, diagnostics: [], sources };
}
