import type { Diagnostic } from '../../config/Diagnostic';
import { github } from './github';
import { json } from './json';
import { stylish } from './stylish';

/** The names `funnel lint --format` accepts. */
export const formatterNames = ['stylish', 'json', 'github'] as const;
export type FormatterName = (typeof formatterNames)[number];

const formatters: Record<FormatterName, (diagnostics: readonly Diagnostic[]) => string> = { stylish, json, github };

/** The formatter of a name, or undefined for an unknown name. */
export function getFormatter(name: string): ((diagnostics: readonly Diagnostic[]) => string) | undefined {
  return (formatterNames as readonly string[]).includes(name) ? formatters[name as FormatterName] : undefined;
}
