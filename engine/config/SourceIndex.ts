import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import type { Document, LineCounter, Node, Pair } from 'yaml';
import type { JsonPath, Position, Range } from './Diagnostic';

/** A file's YAML document and line offsets. */
export interface ParsedSource {
  document: Document.Parsed;
  lineCounter: LineCounter;
}

interface SourceFile extends ParsedSource {
  text: string;
}

interface IndexedFile {
  text: string;
  parse: () => ParsedSource;
  parsed?: SourceFile;
}

interface Resolved {
  /** The deepest node found on the path. */
  node: Node | null;
  /** The map pair whose value is `node`, when `node` is a map value. */
  pair: Pair | null;
  /** Whether the whole path was found. */
  complete: boolean;
}

/**
 * Where every JSON path of every parsed config file is in its text (DESIGN principle 7), so the loader and the lint
 * rules can give each diagnostic a file, line and column. Paths that do not exist resolve to their deepest existing
 * ancestor.
 */
export class SourceIndex {
  private readonly files = new Map<string, IndexedFile>();
  private readonly pageFiles = new Map<string, string>();

  /**
   * Records a file (path relative to the config directory). `parse` gives its document, and is called when a position
   * in it is first asked for: a file whose value came from the CLI's cache is parsed only if a diagnostic points into it.
   */
  addFile(file: string, text: string, parse: () => ParsedSource): void {
    this.files.set(file, { text, parse });
  }

  /** Records which file declares a page id. */
  setPageFile(pageId: string, file: string): void {
    if (!this.pageFiles.has(pageId)) this.pageFiles.set(pageId, file);
  }

  /** The file that declares a page (`pages/<id>.yaml` unless the page's id differs from its file name). */
  getPageFile(pageId: string): string {
    return this.pageFiles.get(pageId) ?? `pages/${pageId}.yaml`;
  }

  /** Every indexed file. */
  getFiles(): string[] {
    return [...this.files.keys()];
  }

  /** The text of an indexed file. */
  getText(file: string): string | undefined {
    return this.files.get(file)?.text;
  }

  /** The parsed YAML document of an indexed file. */
  getDocument(file: string): Document.Parsed | undefined {
    return this.getSource(file)?.document;
  }

  /** Whether the path exists in the file. */
  has(file: string, path: JsonPath): boolean {
    const source = this.getSource(file);
    return source ? resolvePath(source.document, path).complete : false;
  }

  /**
   * The range of the value at `path`: a scalar's own span; a map or list under a key points at its key; any other
   * map or list spans the rest of its first line. Falls back to the deepest existing ancestor.
   */
  getRange(file: string, path: JsonPath): Range {
    const source = this.getSource(file);
    if (!source) return emptyRange();
    const { node, pair } = resolvePath(source.document, path);
    if (!node) return this.firstLineRange(source, 0);
    if (isScalar(node) || isAlias(node)) return this.nodeRange(source, node);
    if (pair && isNode(pair.key)) return this.nodeRange(source, pair.key);
    return this.firstLineRange(source, node.range?.[0] ?? 0);
  }

  /**
   * The range of `text` within the source of the value at `path` (a placeholder inside a long message, which may span
   * several lines of a block scalar); the value's own range when the text is not written there as it is.
   */
  getTextRange(file: string, path: JsonPath, text: string): Range {
    const source = this.getSource(file);
    const { node } = source ? resolvePath(source.document, path) : { node: undefined };
    const span = node && isNode(node) ? node.range : undefined;
    const whole = this.files.get(file)?.text;
    if (span && whole !== undefined) {
      const at = whole.indexOf(text, span[0]);
      if (at >= 0 && at + text.length <= span[1]) return this.toRange(file, at, at + text.length);
    }
    return this.getRange(file, path);
  }

  /**
   * The text a plain scalar at `path` is written as (`01234`, which YAML reads as the number 1234), or undefined for
   * anything else: a hint to quote a value quotes what the product owner typed, not what YAML made of it.
   */
  getWrittenScalar(file: string, path: JsonPath): string | undefined {
    const source = this.getSource(file);
    const { node, complete } = source ? resolvePath(source.document, path) : { node: undefined, complete: false };
    if (!complete || !node || !isScalar(node) || node.type !== 'PLAIN' || !node.range) return undefined;
    return this.files.get(file)?.text.slice(node.range[0], node.range[1]).trim();
  }

  /**
   * The comment on the line of a plain (unquoted) text at `path` (`title: Where? #1 choice`: `#1 choice`), or
   * undefined: YAML reads ` #` as the start of a comment, so the text ends before it.
   */
  getCommentAfterPlainText(file: string, path: JsonPath): { text: string; start: number } | undefined {
    const source = this.getSource(file);
    const whole = this.files.get(file)?.text;
    const { node, complete } = source ? resolvePath(source.document, path) : { node: undefined, complete: false };
    if (!complete || whole === undefined || !node || !isScalar(node) || node.type !== 'PLAIN' || !node.range) return undefined;
    const lineEnd = whole.indexOf('\n', node.range[1]);
    const rest = whole.slice(node.range[1], lineEnd === -1 ? whole.length : lineEnd);
    const at = rest.search(/#/);
    if (at === -1 || rest.slice(0, at).trim() !== '') return undefined;
    return { text: rest.slice(at).trimEnd(), start: node.range[1] + at };
  }

  /** The range of the key whose value is at `path` (for unknown or duplicate properties); else like getRange. */
  getKeyRange(file: string, path: JsonPath): Range {
    const source = this.getSource(file);
    if (!source) return emptyRange();
    const { pair, complete } = resolvePath(source.document, path);
    if (complete && pair && isNode(pair.key)) return this.nodeRange(source, pair.key);
    return this.getRange(file, path);
  }

  /** Converts offsets of a file's text to a zero-based range. */
  toRange(file: string, start: number, end: number): Range {
    const source = this.getSource(file);
    if (!source) return emptyRange();
    return { start: toPosition(source.lineCounter, start), end: toPosition(source.lineCounter, Math.max(start, end)) };
  }

  /** The JSON path of the map key or value containing `offset`, and whether the offset is on a key. */
  getPathAtOffset(file: string, offset: number): { path: JsonPath; onKey: boolean } {
    const source = this.getSource(file);
    const path: JsonPath = [];
    if (!source) return { path, onKey: false };
    let node: unknown = source.document.contents;
    for (;;) {
      if (isMap(node)) {
        const pair = node.items.find((item) => contains(item.key, offset) || contains(item.value, offset));
        if (!pair) return { path, onKey: false };
        path.push(keyOf(pair));
        if (contains(pair.key, offset)) return { path, onKey: true };
        node = pair.value;
      } else if (isSeq(node)) {
        const index = node.items.findIndex((item) => contains(item, offset));
        if (index < 0) return { path, onKey: false };
        path.push(index);
        node = node.items[index];
      } else {
        return { path, onKey: false };
      }
    }
  }

  private getSource(file: string): SourceFile | undefined {
    const indexed = this.files.get(file);
    if (indexed && !indexed.parsed) indexed.parsed = { text: indexed.text, ...indexed.parse() };
    return indexed?.parsed;
  }

  private nodeRange(source: SourceFile, node: Node): Range {
    const [start = 0, valueEnd = start] = node.range ?? [];
    return { start: toPosition(source.lineCounter, start), end: toPosition(source.lineCounter, valueEnd) };
  }

  private firstLineRange(source: SourceFile, start: number): Range {
    const newline = source.text.indexOf('\n', start);
    let end = newline < 0 ? source.text.length : newline;
    while (end > start && /\s/.test(source.text[end - 1] ?? '')) end -= 1;
    return { start: toPosition(source.lineCounter, start), end: toPosition(source.lineCounter, end) };
  }
}

function resolvePath(document: Document.Parsed, path: JsonPath): Resolved {
  let node = isNode(document.contents) ? document.contents : null;
  let pair: Pair | null = null;
  for (const segment of path) {
    if (isMap(node)) {
      // With duplicate keys the last one wins, as in the parsed value.
      const found = [...node.items].reverse().find((item) => keyOf(item) === String(segment));
      if (!found || !isNode(found.value)) {
        return { node: found && isNode(found.key) ? found.key : node, pair: found ? null : pair, complete: false };
      }
      pair = found;
      node = found.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)];
      if (!isNode(item)) return { node, pair, complete: false };
      pair = null;
      node = item;
    } else {
      return { node, pair, complete: false };
    }
  }
  return { node, pair, complete: true };
}

function keyOf(pair: Pair): string {
  const key = pair.key;
  if (isScalar(key)) return String(key.value);
  return String(key);
}

function isNode(value: unknown): value is Node {
  return isScalar(value) || isMap(value) || isSeq(value) || isAlias(value);
}

function contains(value: unknown, offset: number): boolean {
  if (!isNode(value) || !value.range) return false;
  return offset >= value.range[0] && offset < Math.max(value.range[2], value.range[0] + 1);
}

function toPosition(lineCounter: LineCounter, offset: number): Position {
  const { line, col } = lineCounter.linePos(offset);
  return { line: line - 1, character: col - 1 };
}

function emptyRange(): Range {
  return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
}
