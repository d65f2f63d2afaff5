import { LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from './Diagnostic';
import { getSchemaValidators } from './getSchemaValidators';
import type { JourneyDefinition } from './JourneyDefinition';
import type { ConfigFile } from './parseFunnelConfig';
import type { ParsedValueCache } from './ParsedValueCache';
import { SourceIndex } from './SourceIndex';
import type { ParsedSource } from './SourceIndex';
import { toSchemaDiagnostics } from './toSchemaDiagnostics';
import { describeYamlError } from './describeYamlError';
import { describeYamlProblems } from './describeYamlProblems';
import { describeEncodingProblem } from './decodeConfigText';

/** A journey file read: the journey (null when it is not valid), its problems, and where each of its steps is. */
export interface ParsedJourney {
  file: string;
  journey: JourneyDefinition | null;
  diagnostics: Diagnostic[];
  sources: SourceIndex;
}

/**
 * Parses and validates one journey file against funnel-config/schema/journey.schema.json, keeping the position of
 * every value so a bad journey or a failed step is reported as file:line:column (DESIGN principle 7). `sources` is
 * where positions are kept (lint keeps journeys with the config's files; default: an index of its own), and `cache`
 * the values of files parsed clean before (the compiled CLI's, as for the config's files).
 */
export function parseJourneyFile({ path: file, text }: ConfigFile, sources: SourceIndex = new SourceIndex(), cache?: ParsedValueCache): ParsedJourney {
  const parse = (): ParsedSource => {
    const lineCounter = new LineCounter();
    return { document: parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false }), lineCounter };
  };
  // The same checks as the config's files (parseFunnelConfig): the encoding, invisible characters, the YAML syntax,
  // values YAML reads otherwise than written (an alias or an anchor, a tag), each with the fix.
  const toDiagnostic = (code: string, message: string, start: number, end: number): Diagnostic => ({ code, message, severity: 'error', file, range: sources.toRange(file, start, end), path: [] });
  const encoding = describeEncodingProblem(text);
  let value = encoding ? undefined : cache?.get(text);
  if (value !== undefined) {
    sources.addFile(file, text, parse);
  } else {
    const parsed = parse();
    sources.addFile(file, text, () => parsed);
    const { document } = parsed;
    const syntax = document.errors
      .filter((error) => error.code === 'DUPLICATE_KEY')
      .map((error) => toDiagnostic('duplicate-key', 'Duplicate key; the later value would silently replace the earlier', error.pos[0], error.pos[1]));
    if (encoding) syntax.unshift(toDiagnostic('yaml-syntax', encoding.message, encoding.start, encoding.end));
    if (encoding?.unreadable) return { file, journey: null, diagnostics: syntax.slice(0, 1), sources };
    const tags = document.warnings.filter((warning) => warning.code === 'TAG_RESOLVE_FAILED').map((warning) => describeYamlError(warning, text));
    for (const described of [...describeYamlProblems(document, text), ...tags]) syntax.push(toDiagnostic('yaml-syntax', described.message, described.start, described.end));
    if (syntax.length > 0) return { file, journey: null, diagnostics: syntax, sources };
    value = document.toJS();
    if (document.warnings.length === 0) cache?.set(text, value);
  }
  const validate = getSchemaValidators().journey;
  if (!validate(value)) return { file, journey: null, diagnostics: toSchemaDiagnostics(validate.errors ?? [], file, sources, { root: value }), sources };
  return { file, journey: value as JourneyDefinition, diagnostics: [], sources };
}
