import { visit } from 'yaml';
import type { Document, YAMLError } from 'yaml';

/** A YAML syntax error as lint reports it: a message for the product owner and where the mistake is (text offsets). */
export interface YamlErrorDescription {
  message: string;
  start: number;
  end: number;
}

/** One line of the file: its text, where it starts, its indentation and the key it holds (if it is `key: …`). */
interface Line {
  text: string;
  start: number;
  indent: number;
  key?: { name: string; column: number; value: string; valueStart: number };
}

/** `key:` (or `- key:`) at the start of a line: a plain key of the configs' kind, or a quoted one. */
const KEY_LINE = /^(\s*(?:-\s+)?)([A-Za-z0-9_$][\w.$/:-]*?|"[^"]*"|'[^']*')\s*:(?:\s+|$)(.*)$/;

function toLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    // A file saved with Windows line endings: each line ends in \r, which no line pattern expects.
    const text_ = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const line: Line = { text: text_, start, indent: text_.length - text_.trimStart().length };
    const match = KEY_LINE.exec(text_);
    if (match) {
      const lead = match[1]!.length;
      const value = match[3]!;
      line.key = { name: match[2]!, column: lead, value, valueStart: start + text_.length - value.length };
    }
    lines.push(line);
    start += raw.length + 1;
  }
  return lines;
}

const isContent = (line: Line) => line.text.trim() !== '' && !line.text.trimStart().startsWith('#');

function lineIndexAt(lines: Line[], offset: number): number {
  let index = 0;
  while (index + 1 < lines.length && lines[index + 1]!.start <= offset) index++;
  return index;
}

function nextContentLine(lines: Line[], index: number): Line | undefined {
  return lines.slice(index + 1).find(isContent);
}

function previousContentLine(lines: Line[], index: number): Line | undefined {
  return lines.slice(0, index).reverse().find(isContent);
}

/**
 * The first syntax mistake of a file (duplicate keys apart, which are reported each on its own), described, or
 * undefined when there is none: the YAML library's errors after it mostly follow from it (tens for one mistake).
 */
export function describeFirstYamlError(errors: readonly YAMLError[], text: string): YamlErrorDescription | undefined {
  return errors
    .filter((error) => error.code !== 'DUPLICATE_KEY')
    .map((error) => describeYamlError(error, text))
    .reduce<YamlErrorDescription | undefined>((first, described) => (first === undefined || described.start < first.start ? described : first), undefined);
}

/**
 * The YAML library's syntax error in words a product owner acts on, placed where the mistake is (the library often
 * names the line after it, or the file's end): a quote or bracket left open, a missing colon, a key indented under one
 * that already has a value, a value holding ": ", keys or list items out of line, a tab, a reserved first character.
 * Others keep the library's message. DESIGN principle 7: file:line:column and a useful suggestion.
 */
export function describeYamlError(error: YAMLError, text: string): YamlErrorDescription {
  const [errorStart, errorEnd] = error.pos;
  const fallback = { message: `YAML: ${error.message.replace(/\s+/g, ' ').trim()}`, start: errorStart, end: errorEnd };
  const lines = toLines(text);
  const index = lineIndexAt(lines, errorStart);
  const line = lines[index]!;
  const at = (start: number, length: number, message: string) => ({ message: `YAML: ${message}`, start, end: start + Math.max(length, 1) });

  // `subm` or `intuser.pageData…` alone on a line of a mapping (its colon lost), whatever the library's code for it.
  if (/Implicit map keys need to be followed by map values/.test(error.message)) {
    const notKeyValue = describeNotKeyValue(line, nextContentLine(lines, index), previousContentLine(lines, index));
    return notKeyValue ? at(notKeyValue.start, notKeyValue.length, notKeyValue.message) : fallback;
  }
  // `-truthy: …` among `- ` items: the space after the dash is missing (YAML reads a key "-truthy").
  const glued = lines.slice(Math.max(0, index - 3), index + 2).find((candidate) => /^\s*-[A-Za-z_"'{[]/.test(candidate.text) && lines.some((item) => item.indent === candidate.indent && item.text.trimStart().startsWith('- ')));
  if (glued) {
    const content = glued.text.trim();
    return at(glued.start + glued.indent, 1, `"${content}" is missing the space after its "-": a list item is written "- ${content.slice(1)}"`);
  }
  const dash = line.text.indexOf('-');
  const itemOutOfLine = (above: Line | undefined) =>
    at(
      line.start + Math.max(dash, 0),
      1,
      `this list item starts at column ${dash + 1}, out of line with the items above it${above ? ` (the item above starts at column ${above.text.indexOf('-') + 1})` : ''}: start every "- " of a list at the same column`,
    );
  const itemAbove = () => lines.slice(0, index).reverse().find((candidate) => candidate.text.trimStart().startsWith('- ') && candidate.indent !== line.indent);
  if (/A block sequence may not be used as an implicit map key/.test(error.message) && line.text.trimStart().startsWith('- ')) return itemOutOfLine(itemAbove());

  // `'Where's the work?'`, `"Fast" service`, `*Where* should…`, `{form.zipCode} is not…`: a quote, an alias, a { … }
  // or [ … ] that ends before the value does, or a block header (| >) with text after it.
  if (/Unexpected scalar at node end|Not a YAML token|Block scalar header includes extra characters|Missing , or : between flow/.test(error.message)) {
    const slip = describeValueSlip(line, errorStart - line.start);
    if (slip) return at(line.start + slip.start, slip.length, slip.message);
  }

  switch (error.code) {
    case 'MISSING_CHAR': {
      // A key under a list item, left of the item's keys: YAML takes it for another item, without its "- ".
      if (/Sequence item without - indicator/.test(error.message) && line.key) {
        const item = lines.slice(0, index).reverse().find((candidate) => candidate.text.trimStart().startsWith('- ') && candidate.indent < line.indent + 2);
        const name = unquote(line.key.name);
        const beside = item?.key ? `"${unquote(item.key.name)}" of the list item above it starts at column ${item.key.column + 1}` : 'the keys of the list item above it start further right';
        return at(line.start + line.key.column, line.key.name.length, `"${name}" starts at column ${line.key.column + 1}, out of line with the item it belongs to (${beside}): indent it as that item's keys are, or begin a new item with "- "`);
      }
      const quote = /Missing closing "quote/.test(error.message) ? '"' : /Missing closing 'quote/.test(error.message) ? "'" : null;
      if (!quote) return fallback;
      // The last value before the error that opens with the quote and does not close it on its line.
      for (let i = Math.min(index, lines.length - 1); i >= 0; i--) {
        const opened = openQuoteIn(lines[i]!, quote);
        if (opened !== null) {
          const escaped = quote === '"' ? '\\"' : "''";
          return at(opened, 1, `the text in quotes that starts here is never closed: end it with ${quote} on the same line (a ${quote} inside it is written ${escaped})`);
        }
      }
      return fallback;
    }
    case 'BAD_INDENT': {
      const flow = /Flow (sequence|map) in block collection/.exec(error.message);
      if (flow) {
        const [open, close] = flow[1] === 'sequence' ? ['[', ']'] : ['{', '}'];
        for (let i = Math.min(index, lines.length - 1); i >= 0; i--) {
          const opened = unclosedBracketIn(lines[i]!, open, close);
          if (opened !== null) {
            const what = open === '[' ? 'list' : 'map';
            return at(opened, 1, `the ${what} that starts with ${open} here is not closed: end it with ${close} on the same line`);
          }
        }
        return fallback;
      }
      if (/All mapping items must start at the same column/.test(error.message) && line.key) {
        const above = previousContentLine(lines, index);
        // `ne:` where the `- ` of the item above starts: a list item whose dash was dropped, most likely.
        const item = lines.slice(0, index).reverse().find((candidate) => isContent(candidate) && candidate.indent <= line.indent);
        if (item && item.indent === line.key.column && item.text.trimStart().startsWith('- ') && item.key) {
          const name = unquote(line.key.name);
          return at(line.start + line.key.column, line.key.name.length, `"${name}" starts where the "- " of the list item above does (column ${item.indent + 1}): if it is a new item of the list, begin it with "- " (- ${line.text.trim()}); if it belongs to the item above, indent it to column ${item.key.column + 1}, as "${unquote(item.key.name)}"`);
        }
        const beside = above?.key ? `"${unquote(above.key.name)}" above it starts at column ${above.key.column + 1}` : `the line above starts at column ${(above?.indent ?? 0) + 1}`;
        return at(line.start + line.key.column, line.key.name.length, `"${unquote(line.key.name)}" starts at column ${line.key.column + 1}, out of line with the keys around it (${beside}): indent it as the other keys of its mapping are`);
      }
      if (/All sequence items must start at the same column/.test(error.message)) return itemOutOfLine(itemAbove());
      return fallback;
    }
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY': {
      const next = nextContentLine(lines, index);
      // `type: object` followed by a key indented further: YAML reads it as part of the value above.
      if (line.key && line.key.value.trim() !== '' && next?.key && next.indent > line.indent) {
        const name = unquote(next.key.name);
        return at(
          next.start + next.key.column,
          next.key.name.length,
          `"${name}" is indented more than "${unquote(line.key.name)}" above it, which already has a value: line "${name}" up with "${unquote(line.key.name)}" (column ${line.key.column + 1}), or indent it under a key that has no value`,
        );
      }
      // `title: Note: read this`: the second ": " starts a mapping YAML does not allow there.
      if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && line.key && /:(?:\s|$)/.test(line.key.value)) {
        const value = line.key.value.replace(/\s+#.*$/, '').trim();
        return at(
          line.key.valueStart,
          value.length,
          `the value of "${unquote(line.key.name)}" holds a colon followed by a space (or the line's end), which YAML reads as the start of another key: if it is one, put it on a line of its own; if it is text, put the value in quotes, ${unquote(line.key.name)}: ${quoteWhole(value)}`,
        );
      }
      const notKeyValue = describeNotKeyValue(line, nextContentLine(lines, index), previousContentLine(lines, index));
      return notKeyValue ? at(notKeyValue.start, notKeyValue.length, notKeyValue.message) : fallback;
    }
    case 'TAG_RESOLVE_FAILED': {
      // `title: !important service`: a tag this config does not use, which YAML drops from the value.
      const start = errorStart - line.start;
      const tag = text.slice(errorStart, errorEnd);
      if (!tag.startsWith('!')) return fallback;
      const value = valueAt(line.text, start, start + tag.length);
      const rest = value.slice(tag.length).trim();
      return at(errorStart, value.length, `a ! at the start of a value makes it a tag (${tag}), which YAML leaves out of the value${rest ? `, so it reads "${rest}"` : ''}: put the whole value in quotes, ${rewriteLine(line.text, start, value)}`);
    }
    case 'TAB_AS_INDENT':
      return at(line.start, Math.max(line.indent, 1), 'this line is indented with a tab; YAML indents with spaces only');
    case 'BAD_SCALAR_START': {
      // `title: @home…`, `` `code` here ``, `%50 off`: characters YAML keeps for itself (reserved, or the % of a directive).
      const reserved = /(?:reserved|indicator) character (\S)/.exec(error.message)?.[1];
      if (!reserved) return fallback;
      const start = errorStart - line.start;
      const value = valueAt(line.text, start, start);
      return at(errorStart, value.length, `a value cannot start with ${reserved}: put it in quotes, ${rewriteLine(line.text, start, value)}`);
    }
    default: {
      if (/Block collections are not allowed within flow collections/.test(error.message)) {
        return at(errorStart, 1, 'inside this { … } or [ … ] an entry holds a second ": " (or a "- "): separate the entries with ", ", and put text that holds ": " in quotes');
      }
      const unexpected = /^Unexpected ([\w-]+)(?: token in YAML stream| at node end)/.exec(error.message);
      if (unexpected) return at(errorStart, Math.max(errorEnd - errorStart, 1), describeUnexpected(unexpected[1]!, text.slice(errorStart, errorEnd)));
      return fallback;
    }
  }
}

/**
 * Values YAML reads without a syntax error but not as written (DESIGN principle 7): an alias with no anchor of its
 * name (`title: *Where*`, which would fail when the file is read) and an anchor no alias uses, on a value that goes
 * on after it (`title: &amp service` reads "service"). The product owner meant text: the fix is the value in quotes.
 */
export function describeMisreadValues(document: Document.Parsed, text: string): YamlErrorDescription[] {
  if (!/[*&]/.test(text)) return [];
  const lines = toLines(text);
  const used = new Set<string>();
  const descriptions: YamlErrorDescription[] = [];
  const describeAt = (offset: number, token: string, message: (rewritten: string) => string) => {
    const line = lines[lineIndexAt(lines, offset)]!;
    const start = offset - line.start;
    const value = valueAt(line.text, start, start + token.length);
    descriptions.push({ message: `YAML: ${message(rewriteLine(line.text, start, value))}`, start: offset, end: offset + Math.max(value.length, 1) });
  };
  visit(document, {
    Alias(_, node) {
      used.add(node.source);
      if (node.range && node.resolve(document) === undefined) {
        describeAt(node.range[0], `*${node.source}`, (rewritten) => `a * at the start of a value makes it an alias (a reference to a value named &${node.source} elsewhere in the file), and there is none: if the * is part of the text, put the whole value in quotes, ${rewritten}`);
      }
    },
  });
  visit(document, {
    Scalar(_, node) {
      if (!node.anchor || used.has(node.anchor) || !node.range) return;
      const token = `&${node.anchor}`;
      const offset = text.lastIndexOf(token, node.range[0]);
      // Only an anchor on the value's own line, followed by text: `&amp service`.
      if (offset === -1 || text.slice(offset, node.range[0]).includes('\n') || node.value === null || node.value === '') return;
      describeAt(offset, token, (rewritten) => `a & at the start of a value makes it an anchor (${token}, a name other values can refer to), which YAML leaves out of the value, so it reads "${String(node.value)}": put the whole value in quotes, ${rewritten}`);
    },
  });
  return descriptions.sort((a, b) => a.start - b.start);
}

/** A line that is not `key: value` (a missing colon, or no space after it), for a mapping that expects one. */
function describeNotKeyValue(line: Line, next?: Line, above?: Line): { start: number; length: number; message: string } | null {
  const content = line.text.trim();
  if (line.key || !isContent(line) || content.startsWith('-')) return null;
  const start = line.start + line.indent;
  const glued = /^([A-Za-z0-9_$][\w.$-]*):(\S.*)$/.exec(content);
  if (glued) return { start, length: content.length, message: `"${content}" is not "key: value": a space is missing after the colon; did you mean "${glued[1]}: ${glued[2]}"?` };
  if (content.includes(':')) return null;
  // `step = 4`: an equals sign for the colon.
  const equals = /^([A-Za-z0-9_$][\w.$-]*)\s*=\s*(\S.*)$/.exec(content);
  if (equals) return { start, length: content.length, message: `"${content}" is not "key: value": a key and its value are separated by ": ", not "="; did you mean "${equals[1]}: ${equals[2]!.trim()}"?` };
  const words = /^([A-Za-z0-9_$][\w.$-]*)\s+(\S.*)$/.exec(content);
  const opensBlock = /^[A-Za-z0-9_$][\w.$-]*$/.test(content) && next !== undefined && next.indent > line.indent;
  // Words after a line whose value is text: more likely that text going on, not indented enough, than a key.
  const continues = above?.key !== undefined && above.key.value.trim() !== '' && !/^["'[{&*!|>]/.test(above.key.value.trim()) && words !== null && words[2]!.trim().split(/\s+/).length >= 2;
  if (continues) {
    return { start, length: content.length, message: `"${content}" is not "key: value": if it goes on with the text of "${unquote(above!.key!.name)}" above, indent it further than that key (column ${above!.key!.column + 1}); if "${words![1]}" is a key, write "${words![1]}: ${words![2]!.trim()}"` };
  }
  // After a line of a text that goes on over several lines (`message: >-`), indented less than it.
  if (above !== undefined && above.key === undefined && !above.text.trimStart().startsWith('-') && above.indent > line.indent && words !== null) {
    return { start, length: content.length, message: `"${content}" is not "key: value": if it goes on with the text of the line above, indent it as that line (column ${above.indent + 1}); if "${words[1]}" is a key, write "${words[1]}: ${words[2]!.trim()}"` };
  }
  const hint = words
    ? `; did you mean "${words[1]}: ${words[2]!.trim()}"?`
    : opensBlock
      ? `; did you mean "${content}:"?`
      : '; if it goes on with the text of the line above, indent it further than that line\'s key';
  return { start, length: content.length, message: `"${content}" is not "key: value": the colon after the key is missing${hint}` };
}

/** What an unexpected token is, and what to do about it. */
function describeUnexpected(token: string, source: string): string {
  switch (token) {
    case 'flow-map-end':
    case 'flow-seq-end': {
      const [close, open, what] = token === 'flow-map-end' ? ['}', '{', 'map'] : [']', '[', 'list'];
      return `this ${close} closes no ${open}: remove it, or open the ${what} with ${open} where it starts`;
    }
    case 'flow-map-start':
    case 'flow-seq-start': {
      const open = token === 'flow-map-start' ? '{' : '[';
      return `a ${open} where a value goes on: if it is part of the text, put the whole value in quotes`;
    }
    case 'comma':
      return 'a comma outside [ … ] or { … }: if it is part of the text, put the whole value in quotes';
    case 'map-value-ind':
      return 'a colon where YAML expects no key: check the indentation of this line and of the line above, and put text that holds ": " in quotes';
    case 'seq-item-ind':
      return 'a list item ("- ") where YAML expects none: indent it under the key whose list it belongs to';
    case 'block-scalar-header':
      return `a "${source.trim() || '|'}" where YAML expects none: a block of text (| or >) starts right after a key's colon, its lines indented under the key`;
    default:
      return 'text where YAML expects a new key or the end of a value: check this line\'s indentation, that a quoted value or a [ … ] / { … } ends where it should, and that text holding ": " or " #" is in quotes';
  }
}

function unquote(key: string): string {
  return /^(["']).*\1$/.test(key) ? key.slice(1, -1) : key;
}

/** The offset of a quote that opens a value on `line` (after `key: `, `- `, `[`, `{` or `,`) and is not closed on it. */
function openQuoteIn(line: Line, quote: string): number | null {
  const text = line.text;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== quote) continue;
    const before = text.slice(0, i).trimEnd();
    if (!(before === '' || /[:[{,]$/.test(before) || /(?:^|\s)-$/.test(before))) continue;
    // Find its end on the same line.
    let j = i + 1;
    for (; j < text.length; j++) {
      if (quote === '"' && text[j] === '\\') j++;
      else if (text[j] === quote) {
        if (quote === "'" && text[j + 1] === "'") j++;
        else break;
      }
    }
    if (j >= text.length) return line.start + i;
    i = j;
  }
  return null;
}

/** The offset of the last `open` on `line` that no `close` after it on the line matches (quoted text left out). */
function unclosedBracketIn(line: Line, open: string, close: string): number | null {
  const stack: number[] = [];
  let quote: string | null = null;
  const text = line.text;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '#' && (i === 0 || /\s/.test(text[i - 1]!))) break;
    if (char === '"' || char === "'") quote = char;
    else if (char === open) stack.push(line.start + i);
    else if (char === close) stack.pop();
  }
  return stack.length > 0 ? stack[0]! : null;
}

/** A value on a line: where it starts (column) and whether it is inside [ … ] or { … }. */
interface ValueStart {
  start: number;
  inFlow: boolean;
}

/**
 * Where values start on a line: after its indentation and "- ", after "key: ", and inside [ … ] / { … } after the
 * bracket and each ",". Text in quotes and the comment are skipped; a [ or { opens a list or map only where a value
 * starts (YAML reads `a [b]` as plain text).
 */
function valueStartsIn(text: string): ValueStart[] {
  const starts: ValueStart[] = [];
  let depth = 0;
  let expectingValue = true;
  for (let i = /^\s*(?:-\s+)*/.exec(text)![0].length; i < text.length; i++) {
    const char = text[i]!;
    if (char === ' ') continue;
    if (char === '#' && /\s/.test(text[i - 1] ?? ' ')) break;
    if (expectingValue) {
      starts.push({ start: i, inFlow: depth > 0 });
      expectingValue = false;
      if (char === '"' || char === "'") {
        const end = quotedEnd(text, i);
        if (end === null) break;
        i = end - 1;
        continue;
      }
      if (char === '[' || char === '{') {
        depth++;
        expectingValue = true;
        continue;
      }
    }
    if (depth > 0 && char === ',') expectingValue = true;
    else if (depth > 0 && (char === ']' || char === '}')) depth--;
    else if (char === ':' && (i + 1 === text.length || /[\s,[\]{}]/.test(text[i + 1]!))) expectingValue = true;
  }
  return starts;
}

/** The column after the quote that closes the text in quotes opening at `start` ('' in single quotes, \" in double quotes, stay inside), or null. */
function quotedEnd(text: string, start: number): number | null {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') i++;
    else if (text[i] === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  return null;
}

/** The column after the [ … ] or { … } that opens at `start` (text in quotes inside it skipped), or null when it is not closed on the line. */
function flowEnd(text: string, start: number): number | null {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if ((char === '"' || char === "'") && /(?:^|[[{,:])\s*$/.test(text.slice(start, i))) {
      const end = quotedEnd(text, i);
      if (end === null) return null;
      i = end - 1;
    } else if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return null;
}

/**
 * Where the part of a value YAML reads for itself ends, for a value that starts with a character YAML reads as more
 * than text: a quote, an alias (`*name`), a list or map, a block header (`|`, `>-`). Null for any other start.
 */
function specialPartEnd(text: string, start: number): number | null {
  const char = text[start]!;
  if (char === '"' || char === "'") return quotedEnd(text, start);
  if (char === '[' || char === '{') return flowEnd(text, start);
  if (char === '*') return start + /^\*[^\s,[\]{}]*/.exec(text.slice(start))![0].length;
  if (char === '|' || char === '>') return start + /^[|>][-+0-9]*/.exec(text.slice(start))![0].length;
  return null;
}

/**
 * The whole value that starts at `start`, as the product owner meant it: to the line's end (its comment left out) or,
 * inside [ … ] / { … }, to the first "," or closing bracket from `after` on.
 */
function valueAt(text: string, start: number, after: number): string {
  const inFlow = valueStartsIn(text).some((candidate) => candidate.start === start && candidate.inFlow);
  const rest = text.slice(after);
  const end = inFlow ? after + (/[,\]}]/.exec(rest)?.index ?? rest.length) : after + (/\s#/.exec(rest)?.index ?? rest.length);
  return text.slice(start, end).trimEnd();
}

/** The line with the value at `start` written as `replacement` (the whole value in quotes, by default), as the fix reads. */
function rewriteLine(text: string, start: number, value: string, replacement = quoteWhole(value)): string {
  return `${text.slice(0, start)}${replacement}${text.slice(start + value.length)}`.trim();
}

/**
 * A value in the quotes that do not clash with the ones it holds: double quotes, or single quotes when it holds a
 * double quote or a backslash (which starts an escape in double quotes), its single quotes then written twice.
 */
function quoteWhole(value: string): string {
  if (!/["\\]/.test(value)) return `"${value}"`;
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * A value YAML reads only the first part of, at the error YAML reports right after that part (`p`, a column): text in
 * quotes followed by more text (`"Fast" service`), an apostrophe inside single quotes (`'Where's the work?'`), an
 * alias (`*Where* should…`), a list or map (`{form.zipCode} is not…`), a block header with text after it (`> text`).
 * The fix is the line rewritten (DESIGN principle 7). Null when the error is not after such a part.
 */
function describeValueSlip(line: Line, p: number): { start: number; length: number; message: string } | null {
  const text = line.text;
  for (const { start } of valueStartsIn(text).reverse()) {
    if (start >= p) continue;
    const end = specialPartEnd(text, start);
    if (end === null || end + (/^ */.exec(text.slice(end))![0].length) !== p) continue;
    const value = valueAt(text, start, p);
    const message = describeSlipOf(text, start, end, value);
    return message ? { start, length: value.length, message } : null;
  }
  return null;
}

/** What YAML made of a value that goes on after its special first part (from `start` to `end`), and the line rewritten. */
function describeSlipOf(text: string, start: number, end: number, value: string): string | null {
  const char = text[start]!;
  const part = text.slice(start, end);
  const whole = rewriteLine(text, start, value);
  switch (char) {
    case "'":
    case '"': {
      // A quote right before a letter is an apostrophe (Where's) or a quote inside the text ("He said "hi" there"):
      // the quotes around the value were meant to hold it all.
      if (/[\p{L}\p{N}]/u.test(text[end] ?? '')) {
        const inner = value.slice(1, value.endsWith(char) && value.length > 1 ? -1 : undefined);
        const word = /\S*$/.exec(text.slice(start + 1, end))![0] + /^\S*/.exec(text.slice(end))![0];
        if (char === "'") {
          const doubled = rewriteLine(text, start, value, `'${inner.replace(/''|'/g, "''")}'`);
          const asDouble = /["\\]/.test(inner) ? '' : `, or put the text in double quotes, ${rewriteLine(text, start, value, `"${inner.replace(/''/g, "'")}"`)}`;
          return `the apostrophe in ${word} ends the text in single quotes that starts here: write it twice (''), ${doubled}${asDouble}`;
        }
        const escaped = rewriteLine(text, start, value, `"${inner.replace(/\\?"/g, '\\"')}"`);
        const asSingle = rewriteLine(text, start, value, `'${inner.replace(/\\"/g, '"').replace(/'/g, "''")}'`);
        return `the " in ${word} ends the text in double quotes that starts here: write a " inside them as \\", ${escaped}, or put the text in single quotes, ${asSingle}`;
      }
      return `this value starts with text in quotes, ${part}, and goes on after its closing quote, which YAML does not allow: put the whole value in quotes, ${whole}`;
    }
    case '*':
      return `a * at the start of a value makes it an alias (a reference to a value named &${part.slice(1)} elsewhere in the file), so the text after ${part} is out of place: put the whole value in quotes, ${whole}`;
    case '{':
    case '[': {
      const [what, close] = char === '{' ? ['map', '}'] : ['list', ']'];
      return `a ${char} at the start of a value starts a ${what}, which ends at its ${close}, so the text after ${part} is out of place: put the whole value in quotes, ${whole}`;
    }
    case '|':
    case '>': {
      const key = /^\s*(?:-\s+)?([^\s:]+):\s/.exec(text)?.[1];
      const below = `write the text on the lines below it, indented${key ? ` under "${unquote(key)}"` : ''}`;
      // `>-` or `|2`: a block of text was meant; a lone `>` may as well be the text's first character.
      if (part.length > 1) return `a block of text (${part}) starts on the line below its ${part}, so nothing can follow the ${part} on its line: ${below}`;
      return `a ${char} at the start of a value starts a block of text on the lines below it, so nothing can follow it on its line: put the whole value in quotes, ${whole}, or ${below}`;
    }
    default:
      return null;
  }
}
