import type { YamlErrorDescription } from './describeYamlError';

/**
 * A config file's bytes as text, the one way every reader of funnel-config/ decodes them (the CLI's readConfigDir and
 * its journeys, the Vite plugin through it, the tests' loaders): UTF-8, a leading byte order mark left out, and each
 * byte that is not UTF-8 (an "é" saved as Windows-1252 or Latin-1) turned into U+FFFD, which the parsers then report
 * at its line and column (describeEncodingProblem) rather than let it reach a page as "�".
 */
export function decodeConfigText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

const REPLACEMENT = '\ufffd';

/**
 * A file that was not saved as UTF-8, described at its first byte UTF-8 does not read (DESIGN principle 7), or
 * undefined. The text is decoded already (decodeConfigText, or Node's 'utf8', which does the same), so that byte is a
 * U+FFFD here; a U+FFFD typed in the file on purpose is reported too, which no config needs.
 */
export function describeEncodingProblem(text: string): (YamlErrorDescription & { unreadable: boolean }) | undefined {
  const first = text.indexOf(REPLACEMENT);
  // A file saved as UTF-16 ("Unicode" in Notepad): every other byte of its English text is a zero, and what YAML
  // makes of it is no use (unreadable: nothing else of the file is reported).
  const zero = text.indexOf('\0');
  if (zero !== -1 && (first === -1 || zero < first + 4)) {
    return { message: 'this file is saved as UTF-16 ("Unicode"), not UTF-8: save it as UTF-8', start: 0, end: 1, unreadable: true };
  }
  if (first === -1) return undefined;
  const more = text.split(REPLACEMENT).length - 2;
  return {
    message:
      `this file is not saved as UTF-8: the character here${more > 0 ? ` (and ${more} more)` : ''} is a byte UTF-8 does not read, shown as "${REPLACEMENT}" ` +
      '(an accented letter or a curly quote saved as Windows-1252 or Latin-1, most likely): save the file as UTF-8 (where your editor shows "\ufffd" too, reopen the file as Windows-1252 first)',
    start: first,
    end: first + 1,
    unreadable: false,
  };
}
