import type { Document } from 'yaml';
import { describeInvisibleCharacters } from './describeInvisibleCharacters';
import { describeFirstYamlError, describeMisreadValues, type YamlErrorDescription } from './describeYamlError';

/**
 * What is wrong with a config file's YAML, each with its fix, as every reader of config files reports it: an invisible
 * character in the indentation or a key (the cause of the YAML or schema errors that would follow, reported instead of
 * them); else the first syntax error (the cause of the rest); else the values YAML reads otherwise than written (an
 * alias, an anchor, a quoted start with more after it).
 */
export function describeYamlProblems(document: Document.Parsed, text: string): YamlErrorDescription[] {
  const invisible = describeInvisibleCharacters(text, document);
  if (invisible.length > 0) return invisible;
  const first = describeFirstYamlError(document.errors, text);
  return first ? [first] : describeMisreadValues(document, text);
}
