import { describe, expect, it } from 'vitest';
import { describePattern } from '../../../engine/config/describePattern';

/** The config schemas' patterns, as a product owner reads them in a lint message. */
describe('describePattern', () => {
  it.each([
    ['^[A-Z]{2}$', '2 capital letters'],
    ['^[0-9]+$', 'one or more digits'],
    ['^[0-9]{5}$', '5 digits'],
    ['^/', 'text starting with "/"'],
    ['^[^/]*$', 'text without "/"'],
    ['^[a-z][a-z0-9-]*$', 'a lower-case letter, then any number of lower-case letters, digits or "-"'],
    ['^[A-Za-z][A-Za-z0-9]*$', 'a letter, then any number of letters or digits'],
    ['^[a-z]+\\.[A-Za-z]+$', 'one or more lower-case letters, then ".", then one or more letters'],
    ['^[0-9+()\\- .]{7,20}$', '7 to 20 digits, "+", "(", ")", "-", spaces or "."'],
    ['\\{start\\}[\\s\\S]*\\{end\\}', 'text with "{start}", then anything, then "{end}"'],
    ['^#[0-9a-fA-F]{6}$', '"#", then 6 digits, "a" to "f" or "A" to "F"'],
    ['^\\d{3}-?\\d{4}$', '3 digits, then an optional "-", then 4 digits'],
  ])('%s: %s', (pattern, words) => {
    expect(describePattern(pattern)).toBe(words);
  });

  it.each(['^(a|b)$', '^\\d{4}(:\\d{2})?$', '^\\bword$', '(?=x)'])('%s (a group, an alternative, a word boundary, a lookahead): not put in words', (pattern) => {
    expect(describePattern(pattern)).toBeUndefined();
  });
});
