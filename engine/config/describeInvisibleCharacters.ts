import { isPair, isScalar, visit } from 'yaml';
import type { Document } from 'yaml';
import type { YamlErrorDescription } from './describeYamlError';

/**
 * Characters a product owner cannot see, copied with text from a web page or a document: spaces other than the plain
 * one (YAML indents and separates with U+0020 only) and characters of no width at all. A tab is not one of them: YAML
 * reports it (describeYamlError, TAB_AS_INDENT).
 */
const SPACE_LIKE = '\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000';
const ZERO_WIDTH = '\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff';
const INVISIBLE = `${SPACE_LIKE}${ZERO_WIDTH}`;
const ANY_INVISIBLE = new RegExp(`[${INVISIBLE}]`);
const SPACE_LIKE_CHAR = new RegExp(`^[${SPACE_LIKE}]$`);
const isSpaceLike = (char: string) => SPACE_LIKE_CHAR.test(char);
/** Every invisible character of a text (a new expression each time: a global one keeps its place between uses). */
const allInvisible = () => new RegExp(`[${INVISIBLE}]`, 'g');
/** A line's indentation and list dashes, with the invisible characters among them. */
const LEAD = new RegExp(`^(?:[ \\t${INVISIBLE}]|-(?=[ \\t${INVISIBLE}]|$))*`);
/** `key:` after the indentation, a plain key with the invisible characters in it, followed by a space of any kind or the line's end. */
const KEY_PART = new RegExp(`^[^ \\t:#"'{}\\[\\],]+?:(?=[ \\t${INVISIBLE}]|$)`);

const NAMES: Record<string, string> = {
  '\u00a0': 'a non-breaking space',
  '\u2007': 'a figure space',
  '\u202f': 'a narrow non-breaking space',
  '\u3000': 'an ideographic space',
  '\u00ad': 'a soft hyphen',
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u200e': 'a left-to-right mark',
  '\u200f': 'a right-to-left mark',
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator',
  '\u2060': 'a word joiner',
  '\ufeff': 'a byte order mark (which belongs, if anywhere, at the very start of a file)',
};

/** `a non-breaking space (U+00A0)`: what the character is, by its name and code, as a product owner can look it up. */
function nameOf(char: string): string {
  const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  const name = NAMES[char] ?? (isSpaceLike(char) ? 'a space other than the plain one' : 'an invisible formatting character');
  return name.includes('(') ? name.replace('(', `(${code}, `) : `${name} (${code})`;
}

/** Keys whose values are sentences for the customer: an invisible character there (a non-breaking space before "?") is typography. */
const PROSE_KEY = /^(?:title|description|message|label|help|note|name|text|tagline|placeholder|summary|empty|ui:[\w-]+)$/;
/** A value that names something (an id, a path, a page, a call, a number): ASCII, no spaces. */
const NAME_LIKE = /^[\w.$/:@+-]+$/;

/** A scalar of the file: where it is, whether it is a key, and the key it is the value of. */
interface ScalarAt {
  start: number;
  end: number;
  isKey: boolean;
  value: unknown;
  key?: string;
}

function scalarsOf(document: Document.Parsed): ScalarAt[] {
  const scalars: ScalarAt[] = [];
  visit(document, {
    Scalar(key, node, path) {
      if (!node.range) return;
      const parent = path[path.length - 1];
      const keyName = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : undefined;
      scalars.push({ start: node.range[0], end: node.range[1], isKey: key === 'key', value: node.value, key: keyName });
    },
  });
  return scalars;
}

/** The column where a comment starts on a line (a # at its start or after a space, outside quotes), or the line's length. */
function commentColumn(text: string): number {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#' && (i === 0 || text[i - 1] === ' ' || text[i - 1] === '\t')) return i;
  }
  return text.length;
}

/**
 * Invisible characters where YAML reads them as more than nothing (DESIGN principle 7: the cause, where it is, the
 * fix): in a line's indentation (a non-breaking space is not a space to YAML, so `    zipCode` becomes a key of its
 * own, with a space-named key and an empty mapping as follow-on errors), in a key, in place of the space after a
 * key's colon, and in a value that names something (an id, a path, a number: `step: 4` followed by a non-breaking
 * space is the text "4 "). Not in comments, nor in the text of titles and messages, where a non-breaking space is
 * typography. One description a line, at the character.
 */
export function describeInvisibleCharacters(text: string, document: Document.Parsed): YamlErrorDescription[] {
  if (!ANY_INVISIBLE.test(text)) return [];
  const scalars = scalarsOf(document);
  const descriptions: YamlErrorDescription[] = [];
  let lineStart = 0;
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const described = describeLine(line, lineStart, text, scalars);
    if (described) descriptions.push(described);
    lineStart += raw.length + 1;
  }
  return descriptions;
}

/** The first invisible character of a line that matters, described, or undefined. */
function describeLine(line: string, lineStart: number, text: string, scalars: ScalarAt[]): YamlErrorDescription | undefined {
  const at = (column: number, message: string) => ({ message: `YAML: ${message}`, start: lineStart + column, end: lineStart + column + 1 });
  const lead = LEAD.exec(line)![0].length;
  const keyPart = KEY_PART.exec(line.slice(lead))?.[0];
  const commentAt = commentColumn(line);
  for (const match of line.matchAll(allInvisible())) {
    const column = match.index;
    const offset = lineStart + column;
    const char = match[0];
    // A byte order mark where it belongs; a comment; a line of a text that goes on over lines (`message: >-`).
    if (offset === 0 && char === '\ufeff') continue;
    if (column >= commentAt) break;
    const scalar = scalars.find((candidate) => candidate.start <= offset && offset < candidate.end);
    if (scalar && scalar.start < lineStart) {
      const value = describeValue(char, offset, text, scalar);
      if (value) return at(column, value);
      continue;
    }
    if (column < lead && line[column - 1] === '-') {
      return at(column, `the "-" of this list item is followed by ${nameOf(char)}, which looks like a space but is not one to YAML, so it does not see a list item: replace it with a plain space`);
    }
    if (column < lead) {
      const before = line.slice(lead).split(/[\s:]/)[0];
      return at(
        column,
        isSpaceLike(char)
          ? `this line's indentation${before ? `, before "${before}",` : ''} holds ${nameOf(char)}, which looks like a space but is not one to YAML, so it does not indent the line: replace it with a plain space`
          : `this line${before ? `, before "${before}",` : ''} starts with ${nameOf(char)}, an invisible character YAML reads as text, not as indentation: delete it`,
      );
    }
    if (keyPart !== undefined && column < lead + keyPart.length - 1) {
      return at(column, describeInName('key', keyPart.slice(0, -1), lead, column, line, char));
    }
    if (keyPart !== undefined && column === lead + keyPart.length) {
      return at(column, `"${line.slice(lead, lead + keyPart.length)}" is followed by ${nameOf(char)}, which looks like a space but is not one to YAML, so it does not see a key there: replace it with a plain space`);
    }
    if (scalar?.isKey) return at(column, describeInName('key', line.slice(scalar.start - lineStart, scalar.end - lineStart), scalar.start - lineStart, column, line, char));
    if (scalar) {
      const value = describeValue(char, offset, text, scalar);
      if (value) return at(column, value);
    }
  }
  return undefined;
}

/**
 * An invisible character in a value, when it matters: the value names something (an id, a path, a page, a number) and
 * the character is of no width (anywhere) or a space at its start or end; never in the text of a title or a message.
 */
function describeValue(char: string, offset: number, text: string, scalar: ScalarAt): string | undefined {
  if (typeof scalar.value !== 'string' || (scalar.key !== undefined && PROSE_KEY.test(scalar.key))) return undefined;
  const invisible = allInvisible();
  const visible = scalar.value.replace(invisible, '').trim();
  if (!NAME_LIKE.test(visible)) return undefined;
  const blank = (part: string) => part.replace(invisible, '').replace(/^["']|["']$/g, '').trim() === '';
  const atEdge = blank(text.slice(scalar.start, offset)) || blank(text.slice(offset + 1, scalar.end));
  if (isSpaceLike(char) && !atEdge) return undefined;
  const of = scalar.key !== undefined ? ` of "${scalar.key}"` : '';
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const line = text.slice(lineStart).split('\n')[0]!;
  return describeInName(`value${of}`, text.slice(scalar.start, scalar.end), scalar.start - lineStart, offset - lineStart, line, char);
}

/**
 * `the key "zipCode" holds a zero-width space (U+200B) after "zip"…`: the name as it reads, and where in it the
 * character is, since the name shown in the message looks right.
 */
function describeInName(what: string, written: string, start: number, column: number, line: string, char: string): string {
  const invisible = allInvisible();
  const name = written.replace(invisible, '').replace(/^["']|["']$/g, '').trim();
  const before = line.slice(start, column).replace(invisible, '').replace(/^["']/, '');
  const after = line.slice(column + 1, start + written.length).replace(invisible, '').replace(/["']$/, '');
  const where = before === '' ? 'at its start' : after.trim() === '' ? 'at its end' : `after "${before}"`;
  return `the ${what.replace(/^(\w+)(.*)$/, `$1 "${name}"$2`)} holds ${nameOf(char)} ${where}, invisible here, so it does not read as "${name}": delete it`;
}
