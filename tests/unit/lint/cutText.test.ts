import { describe, expect, it } from 'vitest';
import { lintFiles, readFixtureFiles } from './lintFixture';

/** The fixture's files with one text replaced in one file, linted; the cut-text diagnostics as `at message`. */
function cutTexts(file: string, from: string, to: string): string[] {
  const files = readFixtureFiles('minimal').map((f) => {
    if (f.path !== file) return f;
    if (!f.text.includes(from)) throw new Error(`"${from}" not in ${file}`);
    return { ...f, text: f.text.replace(from, to) };
  });
  return lintFiles(files)
    .filter((d) => d.code === 'cut-text')
    .map((d) => `${d.file}:${d.at} ${d.severity} ${d.message}`);
}

describe('cut-text', () => {
  it('the valid base has none', () => {
    expect(cutTexts('pages/vehicle.yaml', 'kind: page', 'kind: page')).toEqual([]);
  });

  it('a page title with " #" in it, unquoted: the text stops there', () => {
    expect(cutTexts('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: What vehicle needs glass? #1 in glass')).toEqual([
      'pages/vehicle.yaml:4:8 warning A page title stops before "#1 in glass": YAML reads " #" as the start of a comment; if it is part of the text, put the whole text in quotes; if it is a comment, put it on a line of its own',
    ]);
  });

  it('the same text in quotes, or a comment on a line of its own, is left alone', () => {
    expect(cutTexts('pages/vehicle.yaml', 'title: What vehicle needs glass?', 'title: "What vehicle needs glass? #1 in glass"')).toEqual([]);
    expect(cutTexts('pages/vehicle.yaml', 'title: What vehicle needs glass?', '# SPEC §2\ntitle: What vehicle needs glass?')).toEqual([]);
  });

  it('a message the visitor reads: a funnel.yaml message', () => {
    expect(cutTexts('funnel.yaml', `unknownError: "We're sorry, something went wrong."`, 'unknownError: Something went wrong #sorry')).toEqual([
      expect.stringMatching(/^funnel\.yaml:52:17 warning A message stops before "#sorry"/),
    ]);
  });
});
