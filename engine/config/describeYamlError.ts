import type { YAMLError } from 'yaml';

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
          `the value of "${unquote(line.key.name)}" holds a colon followed by a space (or the line's end), which YAML reads as the start of another key: if it is one, put it on a line of its own; if it is text, put the value in quotes, ${unquote(line.key.name)}: ${JSON.stringify(value)}`,
        );
      }
      const notKeyValue = describeNotKeyValue(line, nextContentLine(lines, index), previousContentLine(lines, index));
      return notKeyValue ? at(notKeyValue.start, notKeyValue.length, notKeyValue.message) : fallback;
    }
    case 'TAB_AS_INDENT':
      return at(line.start, Math.max(line.indent, 1), 'this line is indented with a tab; YAML indents with spaces only');
    case 'BAD_SCALAR_START': {
      const reserved = /reserved character (\S)/.exec(error.message)?.[1];
      if (!reserved || !line.key) return fallback;
      const value = line.key.value.replace(/\s+#.*$/, '').trim();
      return at(line.key.valueStart, value.length, `a value cannot start with ${reserved}: put it in quotes, ${unquote(line.key.name)}: ${JSON.stringify(value)}`);
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
