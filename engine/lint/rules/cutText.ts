import type { JsonPath } from '../../config/Diagnostic';
import { getBindings } from '../getBindings';
import type { LintRule } from '../LintRule';
import { getBindingMessages, getLiteralTexts } from './messageReference';

/**
 * A text the visitor reads, written without quotes, with ` #` in it (`title: Where should we do the work? #1 choice`):
 * YAML reads the rest of the line as a comment, so the text shown stops before it, and nothing else says so. A comment
 * meant there is better on a line of its own; text meant is put in quotes.
 */
export const cutText: LintRule = {
  code: 'cut-text',
  description: 'A text the visitor reads (a title, label, help or message), written without quotes, is cut where " #" starts a YAML comment.',
  severity: 'warning',
  check({ config, sources, report }) {
    const texts: Array<{ file: string; path: JsonPath; what: string }> = getLiteralTexts(config, (id) => sources.getPageFile(id)).map(({ file, path, what }) => ({ file, path, what }));
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        for (const [, at] of getBindingMessages(binding)) texts.push({ file, path: [...path, ...at, 'message'], what: 'a message' });
      }
    }
    for (const key of Object.keys(config.funnel.messages ?? {})) texts.push({ file: 'funnel.yaml', path: ['messages', key], what: 'a message' });
    for (const { file, path, what } of texts) {
      const comment = sources.getCommentAfterPlainText(file, path);
      if (!comment) continue;
      report({
        file,
        path,
        message: `${what[0]!.toUpperCase()}${what.slice(1)} stops before "${comment.text}": YAML reads " #" as the start of a comment; if it is part of the text, put the whole text in quotes; if it is a comment, put it on a line of its own`,
      });
    }
  },
};
