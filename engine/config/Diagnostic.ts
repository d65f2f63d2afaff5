/** A zero-based position in a file (line and UTF-16 character, as in the Language Server Protocol). */
export interface Position {
  line: number;
  character: number;
}

/** A zero-based, end-exclusive span of a file. */
export interface Range {
  start: Position;
  end: Position;
}

/** A JSON path into a parsed YAML document, e.g. `['navigation', 'forward', 0, 'to']`. */
export type JsonPath = Array<string | number>;

/**
 * One problem found in funnel-config/ (DESIGN principle 7: diagnostics are data, zero-based inside, 1-based only in
 * formatters). `file` is relative to the config directory (`funnel.yaml`, `pages/quote.yaml`).
 */
export interface Diagnostic {
  code: string;
  message: string;
  severity: 'error' | 'warning';
  file: string;
  range: Range;
  path: JsonPath;
}
