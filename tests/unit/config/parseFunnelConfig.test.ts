import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../../engine/config/parseFunnelConfig';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import { decodeConfigText } from '../../../engine/config/decodeConfigText';
import { readFixtureFiles } from '../lint/lintFixture';

interface ParseCase {
  name: string;
  /** Edits the minimal fixture's files (text level, so positions are those of the fixture files). */
  edit: (files: ConfigFile[]) => ConfigFile[];
  expected: Array<{ code: string; file: string; at: string; message: string }>;
  /** Whether a config is still produced. */
  hasConfig: boolean;
}

/** Replaces the first occurrence of `from` in one file. */
const replace = (file: string, from: string, to: string) => (files: ConfigFile[]) =>
  files.map((f) => {
    if (f.path !== file) return f;
    if (!f.text.includes(from)) throw new Error(`"${from}" not in ${file}`);
    return { ...f, text: f.text.replace(from, to) };
  });

const cases: ParseCase[] = [
  { name: 'the minimal fixture is valid', edit: (files) => files, expected: [], hasConfig: true },
  // YAML syntax: reported where the mistake is, in words a product owner acts on (the YAML library names the line
  // after it, or the file's end, in its own terms).
  {
    name: 'YAML: a list left open, at its [',
    edit: replace('pages/vehicle.yaml', 'route: vehicle', 'route: [vehicle'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '3:8', message: 'YAML: the list that starts with [ here is not closed: end it with ] on the same line' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a quote left open, at the quote (not at the end of the file)',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: "What vehicle needs glass?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'YAML: the text in quotes that starts here is never closed: end it with " on the same line' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a missing colon, with the line as meant',
    edit: replace('pages/vehicle.yaml', 'kind: page', 'kind page'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '2:1', message: 'YAML: "kind page" is not "key: value": the colon after the key is missing; did you mean "kind: page"?' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a key indented under one that has a value, at that key (once)',
    edit: replace('pages/vehicle.yaml', 'renderer: vehicle-selector', ' renderer: vehicle-selector'),
    expected: [
      {
        code: 'yaml-syntax',
        file: 'pages/vehicle.yaml',
        at: '5:2',
        message: 'YAML: "renderer" is indented more than "title" above it, which already has a value: line "renderer" up with "title" (column 1)',
      },
    ],
    hasConfig: false,
  },
  {
    name: "YAML: a key out of line with its list item's, and not what follows from it",
    edit: replace('pages/vehicle.yaml', '    into: user.pageData.vehicle.years', '   into: user.pageData.vehicle.years\n    notFound: empty'),
    expected: [
      {
        code: 'yaml-syntax',
        file: 'pages/vehicle.yaml',
        at: '9:4',
        message: 'YAML: "into" starts at column 4, out of line with the item it belongs to ("call" of the list item above it starts at column 5)',
      },
    ],
    hasConfig: false,
  },
  {
    name: 'YAML: a key out of line with the keys of its mapping',
    edit: replace('pages/vehicle.yaml', '  verifiedInsurance:\n    to: vehicle-damage', '  verifiedInsurance:\n    to: vehicle-damage\n   note: why'),
    expected: [
      {
        code: 'yaml-syntax',
        file: 'pages/vehicle.yaml',
        at: '15:4',
        message: 'YAML: "note" starts at column 4, out of line with the keys around it ("to" above it starts at column 5): indent it as the other keys of its mapping are',
      },
    ],
    hasConfig: false,
  },
  {
    name: 'YAML: a value holding ": ", to be quoted',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: Note: what vehicle needs glass?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'if it is text, put the value in quotes, title: "Note: what vehicle needs glass?"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value starting with a reserved character',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: @home'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'YAML: a value cannot start with @: put it in quotes, title: "@home"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a line whose colon is lost, in a mapping',
    edit: replace('pages/vehicle.yaml', '    into: user.pageData.vehicle.years', '    intouser.pageData.vehicle.years'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '9:5', message: 'YAML: "intouser.pageData.vehicle.years" is not "key: value": the colon after the key is missing' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a list item out of line with the items above it',
    edit: replace('pages/vehicle.yaml', 'load:\n  - call: vehicle.years\n    into: user.pageData.vehicle.years', 'load:\n  - call: vehicle.years\n    into: user.pageData.vehicle.years\n - call: vehicle.years\n   into: user.pageData.vehicle.years'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '10:2', message: 'YAML: this list item starts at column 2, out of line with the items above it (the item above starts at column 3)' }],
    hasConfig: false,
  },
  {
    name: 'YAML: one diagnostic for a mistake the YAML library reports many times over',
    edit: replace('pages/vehicle.yaml', 'navigation:', 'navigation'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '10:1', message: 'YAML: "navigation" is not "key: value": the colon after the key is missing; did you mean "navigation:"?' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a tab as indentation',
    edit: replace('pages/vehicle.yaml', '    into: user.pageData.vehicle.years', '\tinto: user.pageData.vehicle.years'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '9:1', message: 'YAML: this line is indented with a tab; YAML indents with spaces only' }],
    hasConfig: false,
  },
  {
    name: 'duplicate navigation scenario',
    edit: replace('pages/landing.yaml', '  fmgPage:\n', '  returnUser:\n    to: vehicle\n  fmgPage:\n'),
    expected: [{ code: 'duplicate-scenario', file: 'pages/landing.yaml', at: '10:3', message: 'Scenario "returnUser" is declared twice in navigation' }],
    hasConfig: true,
  },
  {
    name: 'duplicate key elsewhere',
    edit: replace('funnel.yaml', 'firstPage: vehicle\n', 'firstPage: vehicle\nentry: quote\n'),
    expected: [{ code: 'duplicate-key', file: 'funnel.yaml', at: '5:1', message: 'Duplicate key "entry"' }],
    hasConfig: true,
  },
  {
    name: 'unknown page property with a suggestion',
    edit: replace('pages/vehicle.yaml', 'renderer:', 'rendrer:'),
    expected: [{ code: 'schema', file: 'pages/vehicle.yaml', at: '5:1', message: 'Unknown property "rendrer" in page; did you mean "renderer"?' }],
    hasConfig: false,
  },
  {
    name: 'unknown navigation rule property',
    edit: replace('pages/restart.yaml', '    to: vehicle', '    to: vehicle\n    nte: why'),
    expected: [{ code: 'schema', file: 'pages/restart.yaml', at: '8:5', message: 'Unknown property "nte" in navigation rule; did you mean "note"?' }],
    hasConfig: false,
  },
  {
    name: 'unknown API binding property: the subject keeps its acronym',
    edit: replace('pages/load-session.yaml', '    into: user.pageData.load-session', '    into: user.pageData.load-session\n    intoo: x'),
    expected: [{ code: 'schema', file: 'pages/load-session.yaml', at: '8:5', message: 'Unknown property "intoo" in API binding; did you mean "into"?' }],
    hasConfig: false,
  },
  {
    name: 'a condition operator as other tools spell it: the funnel\'s word for it',
    edit: replace('pages/vehicle-damage.yaml', '- truthy: order', '- exists: order'),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '6:7', message: 'Unknown condition operator "exists"; did you mean "truthy"?' }],
    hasConfig: false,
  },
  {
    name: 'unknown condition operator',
    edit: replace('pages/vehicle-damage.yaml', '- truthy: order', '- truthly: order'),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '6:7', message: 'Unknown condition operator "truthly"; did you mean "truthy"?' }],
    hasConfig: false,
  },
  {
    name: 'two operators in one condition',
    edit: replace('pages/vehicle-damage.yaml', '{ guard: isInsuranceVerified }', '{ guard: isInsuranceVerified, truthy: order.vehicle.vin }'),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '24:7', message: 'A condition has exactly one operator, found 2 (guard, truthy); combine them with all: or any:' }],
    hasConfig: false,
  },
  {
    name: 'a tuple operator with one item',
    edit: replace('pages/vehicle-damage.yaml', 'ne: [order.vehicle.make, null]', 'ne: [order.vehicle.make]'),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '7:7', message: 'prerequisites.all[1].ne must list at least 2 items, not 1 (expected [path, literal])' }],
    hasConfig: false,
  },
  {
    name: 'an empty any: a group of conditions with none in it',
    edit: replace('pages/vehicle-damage.yaml', 'ne: [order.vehicle.make, null]', 'any: []'),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '7:7', message: 'prerequisites.all[1].any has no condition in it: list the conditions it needs one of, or leave it out' }],
    hasConfig: false,
  },
  {
    name: 'an emptied map (a call\'s own settings): what it may hold',
    edit: replace('funnel.yaml', '  operations: {}', '  operations:\n    vehicle.lookupByImage: {}'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '79:5', message: 'calls.operations.vehicle.lookupByImage is empty: give it timeoutMilliseconds, or leave it out' }],
    hasConfig: false,
  },
  {
    name: 'a SPEC §9 constant written with its unit (constants are typed)',
    edit: replace('funnel.yaml', 'savedSessionTimeoutDays: 45', 'savedSessionTimeoutDays: 45 days'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '10:28', message: 'constants.savedSessionTimeoutDays must be an integer; write 45 without "days" (the unit is days)' }],
    hasConfig: false,
  },
  {
    name: 'a SPEC §9 constant in quotes',
    edit: replace('funnel.yaml', 'savedSessionTimeoutDays: 45', 'savedSessionTimeoutDays: "45"'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '10:28', message: 'constants.savedSessionTimeoutDays must be an integer; write 45 without quotes (the unit is days)' }],
    hasConfig: false,
  },
  {
    name: 'a number written with a thousands separator: all its digits, not the first group',
    edit: replace('funnel.yaml', 'savedSessionTimeoutDays: 45', 'savedSessionTimeoutDays: 1,000'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '10:28', message: 'constants.savedSessionTimeoutDays must be an integer; write 1000, without separators between the digits (the unit is days)' }],
    hasConfig: false,
  },
  {
    name: 'a number written in another unit than the constant\'s: no number suggested that would be wrong',
    edit: replace('funnel.yaml', 'savedSessionTimeoutDays: 45', 'savedSessionTimeoutDays: 6 weeks'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '10:28', message: 'constants.savedSessionTimeoutDays must be an integer; write it as a number of days, without "weeks"' }],
    hasConfig: false,
  },
  {
    name: 'a text constant written with a leading zero: quoted as typed, its zero kept',
    edit: replace('funnel.yaml', 'defaultCashParentAccountNumber: "167132"', 'defaultCashParentAccountNumber: 0167132'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '22:35', message: 'constants.defaultCashParentAccountNumber must be a string; write "0167132" in quotes' }],
    hasConfig: false,
  },
  {
    name: 'a list where keys go: write the keys without the dashes',
    edit: replace('pages/vehicle-damage.yaml', 'prerequisites:\n  all:\n    - truthy: order.vehicle.year\n    - ne: [order.vehicle.make, null]', 'prerequisites:\n  - all:\n      - truthy: order.vehicle.year\n      - ne: [order.vehicle.make, null]'),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '4:1', message: 'prerequisites must be an object; it is written as a list (its lines start with "- "): write its keys without the "- "' }],
    hasConfig: false,
  },
  {
    name: 'keys where a list goes: start each entry with a dash',
    edit: replace('pages/vehicle-damage.yaml', 'buttons:\n  - scenario: back\n    label: Back', 'buttons:\n  scenario: back\n  label: Back'),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '16:1', message: 'buttons must be an array; it is written as keys: start each entry of the list with "- "' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a list item without the space after its dash',
    edit: replace('pages/vehicle-damage.yaml', '    - ne: [order.vehicle.make, null]', '    -ne: [order.vehicle.make, null]'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle-damage.yaml', at: '7:5', message: 'YAML: "-ne: [order.vehicle.make, null]" is missing the space after its "-": a list item is written "- ne: [order.vehicle.make, null]"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a list item whose dash was dropped: a new item, or a key of the item above',
    edit: replace('pages/vehicle-damage.yaml', '    - ne: [order.vehicle.make, null]', '    ne: [order.vehicle.make, null]'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle-damage.yaml', at: '7:5', message: 'YAML: "ne" starts where the "- " of the list item above does (column 5): if it is a new item of the list, begin it with "- " (- ne: [order.vehicle.make, null]); if it belongs to the item above, indent it to column 7, as "truthy"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: an equals sign for the colon',
    edit: replace('pages/vehicle.yaml', 'kind: page', 'kind = page'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '2:1', message: 'YAML: "kind = page" is not "key: value": a key and its value are separated by ": ", not "="; did you mean "kind: page"?' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a text going on over lines, a line of it indented less',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: >-\n  What vehicle\nneeds the glass we fit?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '6:1', message: 'YAML: "needs the glass we fit?" is not "key: value": if it goes on with the text of the line above, indent it as that line (column 3); if "needs" is a key, write "needs: the glass we fit?"' }],
    hasConfig: false,
  },
  {
    name: 'YAML in a file saved with Windows line endings: the same words and position as with Unix ones',
    edit: (files) => replace('pages/vehicle.yaml', 'route: vehicle', '  route: vehicle')(files).map((f) => (f.path === 'pages/vehicle.yaml' ? { ...f, text: f.text.replace(/\n/g, '\r\n') } : f)),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '3:3', message: 'YAML: "route" is indented more than "kind" above it, which already has a value: line "route" up with "kind" (column 1), or indent it under a key that has no value' }],
    hasConfig: false,
  },
  // A value YAML reads only the first part of (a quote, an alias, a { … } or [ … ] that ends before the text does):
  // the cause, at the value, and the line rewritten, in quotes that do not clash with the ones inside.
  {
    name: 'YAML: an apostrophe inside single quotes: write it twice, or use double quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', "title: 'What's the vehicle?'"),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: `YAML: the apostrophe in What's ends the text in single quotes that starts here: write it twice (''), title: 'What''s the vehicle?', or put the text in double quotes, title: "What's the vehicle?"` }],
    hasConfig: false,
  },
  {
    name: 'YAML: a double quote inside double quotes: \\", or single quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: "The "right" glass"'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: `write a " inside them as \\", title: "The \\"right\\" glass", or put the text in single quotes, title: 'The "right" glass'` }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value that starts with text in double quotes and goes on: the whole of it in single quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: "Fast" glass, where?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: `YAML: this value starts with text in quotes, "Fast", and goes on after its closing quote, which YAML does not allow: put the whole value in quotes, title: '"Fast" glass, where?'` }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value that starts with text in single quotes and goes on, a comment after it: the whole of it in double quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', "title: 'Fast' and 'cheap' # for the ad"),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: `put the whole value in quotes, title: "'Fast' and 'cheap'" # for the ad` }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value starting with * and going on (an alias to YAML): the whole of it in quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: *What* vehicle needs glass?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'YAML: a * at the start of a value makes it an alias (a reference to a value named &What* elsewhere in the file), so the text after *What* is out of place: put the whole value in quotes, title: "*What* vehicle needs glass?"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value that is only *…* (an alias without its anchor): in quotes, at the value',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: *What*'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'and there is none: if the * is part of the text, put the whole value in quotes, title: "*What*"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value starting with { and going on (a map to YAML): the whole of it in quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: {make} needs glass'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'YAML: a { at the start of a value starts a map, which ends at its }, so the text after {make} is out of place: put the whole value in quotes, title: "{make} needs glass"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value starting with [ and going on (a list to YAML): the whole of it in quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: [Step 1] What vehicle?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'so the text after [Step 1] is out of place: put the whole value in quotes, title: "[Step 1] What vehicle?"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value inside { … } that starts with text in quotes and goes on: that value in quotes, the line rewritten',
    edit: replace('pages/vehicle.yaml', 'params: { year: { from: input.year } }', 'params: { year: { from: "input" year } }'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '20:33', message: `put the whole value in quotes, params: { year: { from: '"input" year' } }` }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value starting with & (an anchor, which YAML leaves out of the value): the whole of it in quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: &What vehicle needs glass?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'YAML: a & at the start of a value makes it an anchor (&What, a name other values can refer to), which YAML leaves out of the value, so it reads "vehicle needs glass?": put the whole value in quotes, title: "&What vehicle needs glass?"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value starting with ! (a tag, which YAML leaves out of the value): an error, the whole of it in quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: !Important what vehicle?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'YAML: a ! at the start of a value makes it a tag (!Important), which YAML leaves out of the value, so it reads "what vehicle?": put the whole value in quotes, title: "!Important what vehicle?"' }],
    hasConfig: true,
  },
  {
    name: 'YAML: a value starting with > and text after it: in quotes, or the text on the lines below',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: > What vehicle?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'put the whole value in quotes, title: "> What vehicle?", or write the text on the lines below it, indented under "title"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a block of text (>-) with its text on the same line: the text on the lines below',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: >- What vehicle?'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'YAML: a block of text (>-) starts on the line below its >-, so nothing can follow the >- on its line: write the text on the lines below it, indented under "title"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value starting with % (a directive to YAML): in quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: %50 off glass'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: 'YAML: a value cannot start with %: put it in quotes, title: "%50 off glass"' }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value starting with a backtick, double quotes inside it: in single quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: `Fast` and "cheap"'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: `YAML: a value cannot start with \`: put it in quotes, title: '\`Fast\` and "cheap"'` }],
    hasConfig: false,
  },
  {
    name: 'YAML: a value holding ": " and double quotes: in single quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: Note: the "right" glass'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:8', message: `if it is text, put the value in quotes, title: 'Note: the "right" glass'` }],
    hasConfig: false,
  },
  // Invisible characters (copied from a web page): named at their line and column, instead of the errors they cause
  // (`Unknown property "    into"`, an empty mapping above it); not in titles, messages and comments.
  {
    name: 'a non-breaking space in the indentation: replace it with a plain space (no follow-on errors)',
    edit: replace('pages/vehicle.yaml', '    into: user.pageData.vehicle.years', '  \u00a0 into: user.pageData.vehicle.years'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '9:3', message: `YAML: this line's indentation, before "into", holds a non-breaking space (U+00A0), which looks like a space but is not one to YAML, so it does not indent the line: replace it with a plain space` }],
    hasConfig: false,
  },
  {
    name: 'a non-breaking space at the start of a line, under a key of a mapping',
    edit: replace('pages/vehicle.yaml', '  forward:\n    to: vehicle-damage', '  forward:\n\u00a0   to: vehicle-damage'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '12:1', message: 'holds a non-breaking space (U+00A0)' }],
    hasConfig: false,
  },
  {
    name: 'a narrow non-breaking space after the dash of a list item',
    edit: replace('pages/vehicle.yaml', '  - call: vehicle.years', '  -\u202fcall: vehicle.years'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '8:4', message: 'YAML: the "-" of this list item is followed by a narrow non-breaking space (U+202F), which looks like a space but is not one to YAML, so it does not see a list item: replace it with a plain space' }],
    hasConfig: false,
  },
  {
    name: 'a zero-width space in a key: where it is, delete it',
    edit: replace('pages/vehicle.yaml', 'renderer: vehicle-selector', 'ren\u200bderer: vehicle-selector'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '5:4', message: 'YAML: the key "renderer" holds a zero-width space (U+200B) after "ren", invisible here, so it does not read as "renderer": delete it' }],
    hasConfig: false,
  },
  {
    name: 'a zero-width space in a key inside { … }',
    edit: replace('pages/vehicle.yaml', 'params: { year: { from: input.year } }', 'params: { year: { fr\u200bom: input.year } }'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '20:29', message: 'the key "from" holds a zero-width space (U+200B) after "fr"' }],
    hasConfig: false,
  },
  {
    name: "a non-breaking space for the space after a key's colon",
    edit: replace('pages/vehicle.yaml', 'kind: page', 'kind:\u00a0page'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '2:6', message: 'YAML: "kind:" is followed by a non-breaking space (U+00A0), which looks like a space but is not one to YAML, so it does not see a key there: replace it with a plain space' }],
    hasConfig: false,
  },
  {
    name: 'a byte order mark in the middle of a file, at the start of a line',
    edit: replace('pages/vehicle.yaml', 'kind: page', '\ufeffkind: page'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '2:1', message: 'starts with a byte order mark (U+FEFF, which belongs, if anywhere, at the very start of a file), an invisible character YAML reads as text, not as indentation: delete it' }],
    hasConfig: false,
  },
  {
    name: 'a zero-width space in a page name: at it, not "unknown page"',
    edit: replace('pages/vehicle.yaml', '    to: vehicle-damage', '    to: vehicle-\u200bdamage'),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '12:17', message: 'YAML: the value "vehicle-damage" of "to" holds a zero-width space (U+200B) after "vehicle-", invisible here, so it does not read as "vehicle-damage": delete it' }],
    hasConfig: false,
  },
  {
    name: 'a figure space after a number: at it, not "write 45 without quotes"',
    edit: replace('funnel.yaml', 'savedSessionTimeoutDays: 45', 'savedSessionTimeoutDays: 45\u2007'),
    expected: [{ code: 'yaml-syntax', file: 'funnel.yaml', at: '10:30', message: 'YAML: the value "45" of "savedSessionTimeoutDays" holds a figure space (U+2007) at its end' }],
    hasConfig: false,
  },
  {
    name: 'non-breaking spaces in a title, a comment and a block of text, a byte order mark at the file start: typography, no error',
    edit: (files) =>
      replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', '# Le v\u00e9hicule\u00a0:\ntitle: What vehicle needs glass\u00a0?\ndescription: >-\n  \u00a0Year, make\u202fand model.')(files).map((f) => (f.path === 'pages/vehicle.yaml' ? { ...f, text: `\ufeff${f.text}` } : f)),
    expected: [],
    hasConfig: true,
  },
  // A file saved as Windows-1252 or Latin-1, read as UTF-8 (decodeConfigText, as every reader does): at its first
  // byte that is not UTF-8.
  {
    name: 'a file saved as Windows-1252: at its first byte that is not UTF-8, save it as UTF-8',
    edit: (files) =>
      files.map((f) => (f.path === 'pages/vehicle.yaml' ? { ...f, text: decodeConfigText(Buffer.from(f.text.replace('What vehicle needs glass?', 'Où? Café'), 'latin1')) } : f)),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '4:9', message: 'this file is not saved as UTF-8: the character here (and 1 more) is a byte UTF-8 does not read, shown as "\ufffd" (an accented letter or a curly quote saved as Windows-1252 or Latin-1, most likely): save the file as UTF-8' }],
    hasConfig: true,
  },
  {
    name: 'a file saved as UTF-16: save it as UTF-8, nothing else of it reported',
    edit: (files) => files.map((f) => (f.path === 'pages/vehicle.yaml' ? { ...f, text: decodeConfigText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(f.text, 'utf16le')])) } : f)),
    expected: [{ code: 'yaml-syntax', file: 'pages/vehicle.yaml', at: '1:1', message: 'this file is saved as UTF-16 ("Unicode"), not UTF-8: save it as UTF-8' }],
    hasConfig: false,
  },
  {
    name: 'a SPEC §9 constant in another unit (seconds for minutes) is out of its range',
    edit: replace('funnel.yaml', 'sessionTimeoutMinutes: 30', 'sessionTimeoutMinutes: 1800'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '11:26', message: 'constants.sessionTimeoutMinutes must be at most 1440 minutes, not 1800 (is it in minutes?)' }],
    hasConfig: false,
  },
  {
    name: 'a SPEC §9 constant misspelt: one error, at the misspelt key (not also "missing" at the map)',
    edit: replace('funnel.yaml', 'referralNumberLength: 6', 'referralNumberLenght: 6'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '34:3', message: 'Unknown property "referralNumberLenght" in constants; did you mean "referralNumberLength"?' }],
    hasConfig: false,
  },
  {
    name: 'a SPEC §9 list constant of the wrong shape',
    edit: replace('funnel.yaml', 'unverifiedDeductibles: ["9999", "7777"]', 'unverifiedDeductibles: 9999'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '27:26', message: 'constants.unverifiedDeductibles must be an array' }],
    hasConfig: false,
  },
  {
    name: 'enum value with the allowed list',
    edit: replace('pages/quote.yaml', 'kind: page', 'kind: pgae'),
    expected: [{ code: 'schema', file: 'pages/quote.yaml', at: '2:7', message: 'kind must be one of "page", "virtual", "bailout", not "pgae"; did you mean "page"?' }],
    hasConfig: false,
  },
  {
    name: 'a list item written twice: the second pointed at',
    edit: replace('funnel.yaml', 'states: [AZ, CT', 'states: [AZ, CT, AZ'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '28:20', message: 'constants.states lists "AZ" twice (items 1 and 3); remove one' }],
    hasConfig: false,
  },
  {
    name: 'a relative heritage address (it would be read under the funnel\'s own): the path from the root',
    edit: replace('funnel.yaml', 'heritageUrl: /heritage/', 'heritageUrl: heritage'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '7:14', message: '; write /heritage/' }],
    hasConfig: false,
  },
  {
    name: "an unknown key in an untitled part of a schema: named by its key (saveSession), not 'object'",
    edit: replace('pages/quote.yaml', 'kind: page', 'kind: page\nload:\n  - saveSession: { faild: Not saved }'),
    expected: [{ code: 'schema', file: 'pages/quote.yaml', at: '4:20', message: 'Unknown property "faild" in saveSession; did you mean "failed"?' }],
    hasConfig: false,
  },
  {
    name: 'a route with a space: the address-safe route',
    edit: replace('pages/quote.yaml', 'route: quote', 'route: my quote'),
    expected: [{ code: 'schema', file: 'pages/quote.yaml', at: '3:8', message: 'route must be any number of letters, digits, ".", "_", "~" or "-" (^[A-Za-z0-9._~-]*$), not "my quote"' }],
    hasConfig: false,
  },
  {
    name: 'the landing\'s route written as "/": write ""',
    edit: replace('pages/landing.yaml', 'route: ""', 'route: "/"'),
    expected: [{ code: 'schema', file: 'pages/landing.yaml', at: '3:8', message: 'not "/" (Path under the base path, without slashes (\'\' for landing); the characters an address keeps as written (no space).); write ""' }],
    hasConfig: false,
  },
  {
    name: 'a page written where a navigation rule goes: the rule that goes there',
    edit: replace('pages/vehicle-damage.yaml', '  back:\n    to: vehicle\n', '  back: vehicle\n'),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '20:9', message: 'navigation.back must be an object or an array; a rule names the page it goes to: write { to: vehicle }' }],
    hasConfig: false,
  },
  {
    name: 'an IPv6 host name left unquoted ([::1], a list to YAML): the same in quotes',
    edit: replace('funnel.yaml', 'hosts: []', 'hosts: [localhost, [::1]]'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '48:24', message: 'must be a string; write "[::1]" in quotes (YAML reads [ ] as a list)' }],
    hasConfig: false,
  },
  {
    name: 'one value written as a list: the value without the brackets',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: [What vehicle needs glass?]'),
    expected: [{ code: 'schema', file: 'pages/vehicle.yaml', at: '4:1', message: 'title must be a string; write What vehicle needs glass? without the brackets' }],
    hasConfig: false,
  },
  {
    name: 'an empty page title: must not be empty',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', "title: ''"),
    expected: [{ code: 'schema', file: 'pages/vehicle.yaml', at: '4:8', message: 'title must not be empty (The page heading shown to the user.)' }],
    hasConfig: false,
  },
  {
    name: "an empty button label (a button with no name): must not be empty",
    edit: replace('pages/vehicle-damage.yaml', 'label: Back', "label: ''"),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '18:12', message: "buttons[0].label must not be empty (The button's text.)" }],
    hasConfig: false,
  },
  {
    name: 'a key with nothing after its colon: empty, not "must be a string"',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title:'),
    expected: [{ code: 'schema', file: 'pages/vehicle.yaml', at: '4:7', message: 'title is empty (nothing after "title:"): it must be a string' }],
    hasConfig: false,
  },
  {
    name: 'a value starting with # unquoted (a colour): YAML read a comment; the value in quotes',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: #1 choice'),
    expected: [{ code: 'schema', file: 'pages/vehicle.yaml', at: '4:8', message: 'title is empty (nothing after "title:"): it must be a string; a "#" after a space starts a comment in YAML, so #1 choice is not read: write "#1 choice" in quotes' }],
    hasConfig: false,
  },
  {
    name: "one value where a list is wanted (in's values): the value in brackets",
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: What vehicle needs glass?\nprerequisites: { in: [order.vehicle.year, 2012] }'),
    expected: [{ code: 'schema', file: 'pages/vehicle.yaml', at: '5:43', message: 'prerequisites.in[1] must be an array; write [2012]' }],
    hasConfig: false,
  },
  {
    name: 'a state path written where a condition goes: a condition names its operator',
    edit: replace('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: What vehicle needs glass?\nprerequisites: { all: [order.vehicle.year] }'),
    expected: [{ code: 'schema', file: 'pages/vehicle.yaml', at: '5:24', message: 'prerequisites.all[0] must be an object; a condition names its operator: write { truthy: order.vehicle.year } (or falsy, eq, nonEmpty…)' }],
    hasConfig: false,
  },
  {
    name: 'a required message left out: what it is for (its description), named by its key alone',
    edit: replace('funnel.yaml', `  unknownError: "We're sorry, something went wrong."\n`, ''),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '51:1', message: 'messages is missing the required property "unknownError" (SPEC §8: the error banner' }],
    hasConfig: false,
  },
  {
    name: 'a number the one allowed text begins (clock: 12 for 12h)',
    edit: replace('funnel.yaml', 'clock: 24h', 'clock: 12'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '80:10', message: 'timeFormat.clock must be one of "24h", "12h", not 12; did you mean "12h"?' }],
    hasConfig: false,
  },
  {
    name: 'a value cut short: the one it begins',
    edit: replace('pages/error.yaml', 'kind: virtual', 'kind: virt'),
    expected: [{ code: 'schema', file: 'pages/error.yaml', at: '2:7', message: 'kind must be one of "page", "virtual", "bailout", not "virt"; did you mean "virtual"?' }],
    hasConfig: false,
  },
  {
    name: 'a base path without its slashes: write /fmg/',
    edit: replace('funnel.yaml', 'basePath: /fmg/', 'basePath: fmg'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '2:11', message: 'basePath must be text starting with "/" (^/), not "fmg" (The path every route lives under, e.g. /fmg/ (SPEC §2).); write /fmg/' }],
    hasConfig: false,
  },
  {
    name: 'a pattern in words, and a host name written as a link: the host alone',
    edit: replace('funnel.yaml', 'hosts: []', 'hosts: ["https://qa.example.com/fmg/"]'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '48:13', message: 'environments[0].hosts[0] must be one or more letters, digits, ".", "*", ":", "[", "]" or "-" (^[A-Za-z0-9.*:\\[\\]-]+$), not "https://qa.example.com/fmg/"; write qa.example.com' }],
    hasConfig: false,
  },
  {
    name: "a map's key that breaks its pattern: the key pointed at, one error",
    edit: replace('funnel.yaml', 'environments:', 'stages:\n  Identify: { title: Find the vehicle }\nenvironments:'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '47:3', message: 'stages key "Identify" must be a lower-case letter, then any number of lower-case letters, digits or "-" (^[a-z][a-z0-9-]*$); write identify' }],
    hasConfig: false,
  },
  {
    name: 'a yes/no written yes (text in YAML 1.2): write true',
    edit: replace('pages/confirmation.yaml', 'terminal: true', 'terminal: yes'),
    expected: [{ code: 'schema', file: 'pages/confirmation.yaml', at: '4:11', message: 'terminal must be a boolean; write true without quotes (YAML reads "yes" as text)' }],
    hasConfig: false,
  },
  {
    name: 'a yes/no misspelt in quotes: write false',
    edit: replace('pages/quote.yaml', 'saveSession: true', 'saveSession: "flase"'),
    expected: [{ code: 'schema', file: 'pages/quote.yaml', at: '27:18', message: 'navigation.heritage.saveSession must be a boolean; write false without quotes' }],
    hasConfig: false,
  },
  {
    name: 'a fixed value written with another case: did you mean',
    edit: replace('pages/landing.yaml', 'notFound: empty', 'notFound: Empty'),
    expected: [{ code: 'schema', file: 'pages/landing.yaml', at: '21:19', message: 'actions.lookupPrefilledVehicle.do[0].notFound must be "empty", not "Empty"; did you mean "empty"?' }],
    hasConfig: false,
  },
  {
    name: 'another word for a type name: did you mean',
    edit: replace('funnel.yaml', '    type: boolean', '    type: bool'),
    expected: [{ code: 'schema', file: 'funnel.yaml', at: '44:11', message: 'not "bool"; did you mean "boolean"?' }],
    hasConfig: false,
  },
  {
    name: 'a route with its slash: what the pattern takes',
    edit: replace('pages/quote.yaml', 'route: quote', 'route: /quote'),
    expected: [{ code: 'schema', file: 'pages/quote.yaml', at: '3:8', message: '; write quote' }],
    hasConfig: false,
  },
  {
    name: 'eq with several values: write in',
    edit: replace('pages/vehicle-damage.yaml', 'eq: [order.damage.isRepair, true]', 'eq: [order.damage.isRepair, true, false]'),
    expected: [{ code: 'schema', file: 'pages/vehicle-damage.yaml', at: '26:15', message: '; to compare it with several values write in: [order.damage.isRepair, [true, false]]' }],
    hasConfig: false,
  },
  {
    name: 'params emptied: what the call needs',
    edit: replace('pages/quote.yaml', "    params:\n      zip: { from: order.serviceLocation.zipCode }\n      isReplacement: true\n      lineItems: { from: order.lineItems.glassParts }\n", '    params:\n'),
    expected: [{ code: 'schema', file: 'pages/quote.yaml', at: '14:12', message: 'submit[0].params must be an object; price.orderItems needs ' }],
    hasConfig: false,
  },
  {
    name: 'a scenario that is neither a rule nor a list',
    edit: replace('pages/restart.yaml', '  forward:\n    to: vehicle', '  forward: vehicle'),
    expected: [{ code: 'schema', file: 'pages/restart.yaml', at: '6:12', message: 'navigation.forward must be an object or an array' }],
    hasConfig: false,
  },
  {
    name: 'a missing required property',
    edit: replace('pages/restart.yaml', '    to: vehicle', '    note: nowhere'),
    expected: [{ code: 'schema', file: 'pages/restart.yaml', at: '6:3', message: 'Navigation rule at navigation.forward is missing the required property "to"' }],
    hasConfig: false,
  },
  {
    name: 'a param that is neither a literal nor {from}',
    edit: replace('pages/quote.yaml', '{ from: order.lineItems.glassParts }', '{ form: order.lineItems.glassParts }'),
    expected: [
      { code: 'schema', file: 'pages/quote.yaml', at: '17:20', message: 'Unknown property "form" in value read; did you mean "from"?' },
    ],
    hasConfig: false,
  },
  {
    name: 'a required key left out, no misspelling of it beside it: still reported',
    edit: (files) => [...files, { path: 'sequences.yaml', text: 'sequences:\n  checkout:\n    steps:\n      - when: { truthy: order.vehicle.vin }\n    after: { to: confirmation }\n    before: { to: vehicle }\n' }],
    expected: [
      { code: 'schema', file: 'sequences.yaml', at: '4:9', message: 'is missing the required property "page"' },
    ],
    hasConfig: false,
  },
  {
    name: 'sequences.yaml is read and checked against its schema: a step without its page',
    edit: (files) => [...files, { path: 'sequences.yaml', text: 'sequences:\n  checkout:\n    steps:\n      - pag: quote\n    after: { to: confirmation }\n    before: { to: vehicle }\n' }],
    expected: [
      { code: 'schema', file: 'sequences.yaml', at: '4:9', message: 'Unknown property "pag" in sequence step; did you mean "page"?' },
    ],
    hasConfig: false,
  },
  {
    name: 'a sequence reference with a misspelled property',
    edit: replace('pages/restart.yaml', '    to: vehicle', '    sequence: questions\n    directon: back'),
    expected: [{ code: 'schema', file: 'pages/restart.yaml', at: '8:5', message: 'Unknown property "directon" in sequence reference; did you mean "direction"?' }],
    hasConfig: false,
  },
  {
    name: 'a sequence reference with an unknown direction',
    edit: replace('pages/restart.yaml', '    to: vehicle', '    sequence: questions\n    direction: backwards'),
    expected: [{ code: 'schema', file: 'pages/restart.yaml', at: '8:16', message: 'navigation.forward.direction must be one of "forward", "back", not "backwards"' }],
    hasConfig: false,
  },
  {
    name: "a page id that differs from its file's name",
    edit: replace('pages/restart.yaml', 'id: restart', 'id: restarts'),
    expected: [{ code: 'page-id-mismatch', file: 'pages/restart.yaml', at: '1:5', message: 'Page id "restarts" does not match its file name "restart.yaml"; did you mean "restart" (its file\'s name, which 3 places go to)?' }],
    hasConfig: true,
  },
  {
    name: 'a page id mistyped where others go to its file name',
    edit: replace('pages/quote.yaml', 'id: quote', 'id: quotes'),
    expected: [{ code: 'page-id-mismatch', file: 'pages/quote.yaml', at: '1:5', message: 'Page id "quotes" does not match its file name "quote.yaml"; did you mean "quote" (its file\'s name, which 4 places go to)?' }],
    hasConfig: true,
  },
  {
    name: 'a page file renamed, its id left, which others go to: rename the file back (or change them all)',
    edit: (files) => files.map((f) => (f.path === 'pages/quote.yaml' ? { ...f, path: 'pages/price.yaml' } : f)),
    expected: [{ code: 'page-id-mismatch', file: 'pages/price.yaml', at: '1:5', message: 'Page id "quote" does not match its file name "price.yaml": 4 places go to "quote"; rename the file to "quote".yaml (or write id: price and change them)' }],
    hasConfig: true,
  },
  {
    name: 'a page file copied and nothing changed yet: the copy takes its file name',
    edit: (files) => [...files, { path: 'pages/quote-v2.yaml', text: files.find((f) => f.path === 'pages/quote.yaml')!.text }],
    expected: [{ code: 'page-id-mismatch', file: 'pages/quote-v2.yaml', at: '1:5', message: 'Page id "quote" does not match its file name "quote-v2.yaml", and page "quote" is another file\'s: write id: quote-v2' }],
    hasConfig: true,
  },
  {
    name: 'a missing cascades.yaml',
    edit: (files) => files.filter((f) => f.path !== 'cascades.yaml'),
    expected: [{ code: 'missing-file', file: 'cascades.yaml', at: '1:1', message: 'Missing cascades.yaml' }],
    hasConfig: false,
  },
  {
    name: 'an unexpected file is a warning',
    edit: (files) => [...files, { path: 'notes.yaml', text: 'a: 1\n' }],
    expected: [{ code: 'unknown-file', file: 'notes.yaml', at: '1:1', message: 'Unexpected file "notes.yaml"' }],
    hasConfig: true,
  },
  {
    name: 'a page saved as .yml, or in a folder of pages/: an error that says where it belongs',
    edit: (files) => files.flatMap((f) => (f.path === 'pages/heritage.yaml' ? [{ ...f, path: 'pages/heritage.yml' }] : f.path === 'pages/quote.yaml' ? [f, { ...f, path: 'pages/old/quote.yaml' }] : [f])),
    expected: [
      { code: 'unknown-file', file: 'pages/heritage.yml', at: '1:1', message: '"pages/heritage.yml" is not read, so what it says changes nothing: rename it to pages/heritage.yaml' },
      { code: 'unknown-file', file: 'pages/old/quote.yaml', at: '1:1', message: '"pages/old/quote.yaml" is not read, so what it says changes nothing: the funnel reads pages/quote.yaml; make the change there and delete this file' },
    ],
    hasConfig: true,
  },
  {
    name: 'an empty page file: what it must have',
    edit: (files) => files.map((f) => (f.path === 'pages/heritage.yaml' ? { ...f, text: '' } : f)),
    expected: [{ code: 'schema', file: 'pages/heritage.yaml', at: '1:1', message: 'The file is empty: it must have "id", "kind", "route", "navigation"' }],
    hasConfig: false,
  },
];

describe('parseFunnelConfig', () => {
  it('reads the sequences of sequences.yaml; without the file there are none', () => {
    const files = readFixtureFiles('minimal');
    expect(parseFunnelConfig(files).config?.sequences).toEqual({});
    const text = 'sequences:\n  checkout:\n    steps: [{ page: quote }]\n    after: { to: confirmation }\n    before: { to: vehicle }\n';
    expect(parseFunnelConfig([...files, { path: 'sequences.yaml', text }]).config?.sequences).toEqual({
      checkout: { steps: [{ page: 'quote' }], after: { to: 'confirmation' }, before: { to: 'vehicle' } },
    });
  });

  it.each(cases)('$name', ({ edit, expected, hasConfig }) => {
    const { config, diagnostics } = parseFunnelConfig(edit(readFixtureFiles('minimal')));
    const rows = diagnostics.map((d) => ({ code: d.code, file: d.file, at: `${d.range.start.line + 1}:${d.range.start.character + 1}`, message: d.message }));
    expect(rows.map(({ code, file, at }) => ({ code, file, at }))).toEqual(expected.map(({ code, file, at }) => ({ code, file, at })));
    rows.forEach((row, i) => expect(row.message).toContain(expected[i]!.message));
    expect(config !== null).toBe(hasConfig);
  });

  it('never throws, whatever the text', () => {
    for (const text of ['{', ': :', '- [a\n- b]', '\t\tx: 1', 'a: *missing', '%YAML 9.9\n---\na: 1', '---\na: 1\n---\nb: 2']) {
      expect(() => parseFunnelConfig([{ path: 'pages/x.yaml', text }])).not.toThrow();
    }
  });

  it('reports every problem of every file, not only the first', () => {
    const files = replace('pages/quote.yaml', 'kind: page', 'kind: pgae')(
      replace('pages/vehicle.yaml', 'renderer:', 'rendrer:')(readFixtureFiles('minimal')),
    );
    expect(parseFunnelConfig(files).diagnostics.map((d) => d.file)).toEqual(['pages/quote.yaml', 'pages/vehicle.yaml']);
  });
});
