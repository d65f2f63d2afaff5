/**
 * parseJourneyFile reads a journey as parseFunnelConfig reads the config's files (the same describeYamlError,
 * describeInvisibleCharacters and describeEncodingProblem): each mistake at its line and column, with the fix.
 */
import { describe, expect, it } from 'vitest';
import { decodeConfigText } from '../../../engine/config/decodeConfigText';
import { parseJourneyFile } from '../../../engine/config/parseJourneyFile';

const journey = 'name: Honda Accord\nsteps:\n  - open: /fmg/vehicle\n  - submit: { page: vehicle, answers: { year: 2018 } }\n';

/** The journey with the first occurrence of `from` replaced. */
const replace = (from: string, to: string) => {
  if (!journey.includes(from)) throw new Error(`"${from}" not in the journey`);
  return journey.replace(from, to);
};

const cases: Array<{ name: string; text: string; expected: Array<{ at: string; message: string }> }> = [
  { name: 'the journey is valid', text: journey, expected: [] },
  {
    name: 'an apostrophe inside single quotes',
    text: replace('name: Honda Accord', "name: 'Honda's Accord'"),
    expected: [{ at: '1:7', message: `YAML: the apostrophe in Honda's ends the text in single quotes that starts here: write it twice (''), name: 'Honda''s Accord', or put the text in double quotes, name: "Honda's Accord"` }],
  },
  {
    name: 'a value starting with text in double quotes that goes on',
    text: replace('name: Honda Accord', 'name: "Honda" Accord'),
    expected: [{ at: '1:7', message: `put the whole value in quotes, name: '"Honda" Accord'` }],
  },
  {
    name: 'a value that is only *…* (an alias without its anchor; it made the parser throw)',
    text: replace('name: Honda Accord', 'name: *Accord*'),
    expected: [{ at: '1:7', message: 'and there is none: if the * is part of the text, put the whole value in quotes, name: "*Accord*"' }],
  },
  {
    name: 'a value inside { … } starting with { and going on',
    text: replace('answers: { year: 2018 }', 'answers: { year: {2018} model }'),
    expected: [{ at: '4:47', message: 'put the whole value in quotes, - submit: { page: vehicle, answers: { year: "{2018} model" } }' }],
  },
  {
    name: 'a non-breaking space in the indentation of a step',
    text: replace('  - open: /fmg/vehicle', '\u00a0 - open: /fmg/vehicle'),
    expected: [{ at: '3:1', message: `YAML: this line's indentation, before "open", holds a non-breaking space (U+00A0)` }],
  },
  {
    name: 'a zero-width space in a key inside { … }',
    text: replace('answers: { year: 2018 }', 'answers: { ye\u200bar: 2018 }'),
    expected: [{ at: '4:43', message: 'YAML: the key "year" holds a zero-width space (U+200B) after "ye"' }],
  },
  {
    name: 'a journey saved as Windows-1252',
    text: decodeConfigText(Buffer.from(replace('name: Honda Accord', 'name: Café crème'), 'latin1')),
    expected: [{ at: '1:10', message: 'this file is not saved as UTF-8: the character here (and 1 more)' }],
  },
];

describe('parseJourneyFile', () => {
  it.each(cases)('$name', ({ text, expected }) => {
    const { journey: parsed, diagnostics } = parseJourneyFile({ path: 'journeys/accord.yaml', text });
    const rows = diagnostics.map((d) => ({ code: d.code, at: `${d.range.start.line + 1}:${d.range.start.character + 1}`, message: d.message }));
    expect(rows.map(({ code, at }) => ({ code, at }))).toEqual(expected.map(({ at }) => ({ code: 'yaml-syntax', at })));
    rows.forEach((row, i) => expect(row.message).toContain(expected[i]!.message));
    expect(parsed !== null).toBe(expected.length === 0);
  });
});
