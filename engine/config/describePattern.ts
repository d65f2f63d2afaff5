/**
 * A schema's `pattern` in words, for the product owner who broke it: `^[A-Z]{2}$` is "2 capital letters",
 * `^[a-z][a-z0-9-]*$` "a lower-case letter, then lower-case letters, digits or "-"", `^/` "text starting with "/"".
 * Only the simple patterns config schemas use (literals, character classes, \d \s \S ., quantifiers, anchors) are put
 * in words; undefined for anything else (groups, alternatives, lookarounds): the message then shows the pattern alone.
 */
export function describePattern(pattern: string): string | undefined {
  const anchoredStart = pattern.startsWith('^');
  const anchoredEnd = pattern.endsWith('$') && !pattern.endsWith('\\$');
  const body = pattern.slice(anchoredStart ? 1 : 0, anchoredEnd ? -1 : undefined);
  const atoms = parseAtoms(body);
  if (!atoms || atoms.length === 0) return undefined;
  // A whole value of one negated class, any length: "text without "/"".
  const only = atoms.length === 1 ? atoms[0]! : undefined;
  if (only && anchoredStart && anchoredEnd && only.kind === 'class' && only.negated && only.min === 0 && only.max === Infinity) return `text without ${only.names.join(' or ')}`;
  const parts: string[] = [];
  for (const atom of atoms) {
    if (atom.kind === 'literal') parts.push(JSON.stringify(atom.text));
    else parts.push(quantify(atom));
  }
  const words = parts.join(', then ');
  if (anchoredStart && anchoredEnd) return words;
  if (anchoredStart) return `text starting with ${words}`;
  if (anchoredEnd) return `text ending with ${words}`;
  return `text with ${words}`;
}

type Atom =
  | { kind: 'literal'; text: string }
  | { kind: 'class'; names: string[]; negated: boolean; any: boolean; min: number; max: number };

/** The named ranges of a class, as words (singular, plural). */
const rangeNames: Record<string, [string, string]> = {
  'A-Za-z': ['a letter', 'letters'],
  'a-zA-Z': ['a letter', 'letters'],
  'A-Z': ['a capital letter', 'capital letters'],
  'a-z': ['a lower-case letter', 'lower-case letters'],
  '0-9': ['a digit', 'digits'],
};
/** Escapes that stand for a class. */
const escapeClasses: Record<string, { names: string[]; negated: boolean; any?: boolean }> = {
  d: { names: ['digits'], negated: false },
  s: { names: ['spaces'], negated: false },
  S: { names: ['spaces'], negated: true },
  w: { names: ['letters', 'digits', '"_"'], negated: false },
};

function parseAtoms(body: string): Atom[] | undefined {
  const atoms: Atom[] = [];
  let index = 0;
  while (index < body.length) {
    const char = body[index]!;
    let atom: Atom;
    if ('()|'.includes(char) || body.startsWith('(?', index)) return undefined;
    if (char === '[') {
      const end = findClassEnd(body, index);
      if (end < 0) return undefined;
      const parsed = parseClass(body.slice(index + 1, end));
      if (!parsed) return undefined;
      atom = { kind: 'class', ...parsed, min: 1, max: 1 };
      index = end + 1;
    } else if (char === '\\') {
      const next = body[index + 1];
      if (next === undefined) return undefined;
      const escaped = escapeClasses[next];
      if (escaped) atom = { kind: 'class', names: escaped.names, negated: escaped.negated, any: false, min: 1, max: 1 };
      else if (/[A-Za-z0-9]/.test(next)) return undefined; // \b, \u…: not put in words
      else atom = { kind: 'literal', text: next };
      index += 2;
    } else if (char === '.') {
      atom = { kind: 'class', names: [], negated: false, any: true, min: 1, max: 1 };
      index += 1;
    } else if ('*+?{'.includes(char)) {
      return undefined; // a quantifier with nothing before it
    } else {
      atom = { kind: 'literal', text: char };
      index += 1;
    }
    const quantifier = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})/.exec(body.slice(index));
    if (quantifier) {
      const [min, max] = quantifier[1] === '*' ? [0, Infinity] : quantifier[1] === '+' ? [1, Infinity] : quantifier[1] === '?' ? [0, 1] : [Number(quantifier[2]), quantifier[3] ? (quantifier[4] ? Number(quantifier[4]) : Infinity) : Number(quantifier[2])];
      atom = atom.kind === 'literal' ? { kind: 'class', names: [JSON.stringify(atom.text)], negated: false, any: false, min, max } : { ...atom, min, max };
      index += quantifier[0].length;
    }
    const last = atoms[atoms.length - 1];
    if (atom.kind === 'literal' && last?.kind === 'literal') last.text += atom.text;
    else atoms.push(atom);
  }
  return atoms;
}

/** Where the class opened at `start` closes (its `]`), or -1. */
function findClassEnd(body: string, start: number): number {
  for (let index = start + 1; index < body.length; index += 1) {
    if (body[index] === '\\') index += 1;
    else if (body[index] === ']' && index > start + 1) return index;
  }
  return -1;
}

/** A class's content (between its brackets) as the names of what it holds. */
function parseClass(content: string): { names: string[]; negated: boolean; any: boolean } | undefined {
  const negated = content.startsWith('^');
  let rest = negated ? content.slice(1) : content;
  const names: string[] = [];
  // Named ranges first, longest first, so A-Za-z reads "letters".
  for (const range of Object.keys(rangeNames).sort((a, b) => b.length - a.length)) {
    if (rest.includes(range)) {
      names.push(rangeNames[range]![1]);
      rest = rest.replace(range, '');
    }
  }
  let any = false;
  for (let index = 0; index < rest.length; index += 1) {
    const char = rest[index]!;
    if (char === '\\') {
      const next = rest[index + 1];
      index += 1;
      if (next === undefined) return undefined;
      const escaped = escapeClasses[next];
      if (escaped && !escaped.negated) names.push(...escaped.names);
      else if (escaped) any = true; // [\s\S]: anything
      else if (/[A-Za-z0-9]/.test(next)) return undefined;
      else names.push(JSON.stringify(next));
    } else if (rest[index + 1] === '-' && index + 2 < rest.length) {
      names.push(`${JSON.stringify(char)} to ${JSON.stringify(rest[index + 2])}`);
      index += 2;
    } else {
      names.push(char === ' ' ? 'spaces' : JSON.stringify(char));
    }
  }
  if (any && names.length > 0 && names.every((name) => name === 'spaces')) return { names: [], negated: false, any: true };
  return { names: [...new Set(names)], negated, any };
}

/** A class with its quantifier in words: "2 capital letters", "a lower-case letter", "letters, digits or "-"". */
function quantify(atom: Extract<Atom, { kind: 'class' }>): string {
  const list = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0] ?? '');
  const what = atom.any ? 'characters' : atom.negated ? `characters other than ${list(atom.names)}` : list(atom.names);
  const single = atom.any ? 'a character' : atom.negated ? `a character other than ${list(atom.names)}` : atom.names.length === 1 ? toSingular(atom.names[0]!) : `one of ${what}`;
  const { min, max } = atom;
  if (min === 1 && max === 1) return single;
  if (min === 0 && max === 1) return `an optional ${single.replace(/^(a|an|one of) /, '')}`;
  if (min === 0 && max === Infinity) return atom.any ? 'anything' : `any number of ${what}`;
  if (min === 1 && max === Infinity) return `one or more ${what}`;
  if (max === Infinity) return `at least ${min} ${what}`;
  if (min === max) return `${min} ${what}`;
  return `${min} to ${max} ${what}`;
}

/** "capital letters" → "a capital letter"; a quoted character stays as it is. */
function toSingular(name: string): string {
  const known = Object.values(rangeNames).find(([, plural]) => plural === name);
  if (known) return known[0];
  if (name === 'spaces') return 'a space';
  return name;
}
