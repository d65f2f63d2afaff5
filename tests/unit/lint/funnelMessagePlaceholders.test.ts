/**
 * Lint message-reference checks funnel.yaml's message placeholders against engine/domain/funnelMessagePlaceholders.ts:
 * it must say exactly what each formatMessage call of the code fills, and a message shown without formatMessage has
 * none (issue #11: "kept for {day} days").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { funnelMessagePlaceholders, priceSummaryPlaceholders } from '../../../engine/domain/funnelMessagePlaceholders';

const root = join(import.meta.dirname, '../../..');

/** Each `formatMessage(….messages.<key>, { a, b: … })` call of the code: the key and the names it fills. */
function getFormatCalls(): Array<{ key: string; names: string[] }> {
  const calls: Array<{ key: string; names: string[] }> = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/formatMessage\([\w.]*messages\.(\w+),\s*\{([^}]*)\}/g)) {
          const names = match[2]!.split(',').map((part) => part.split(':')[0]!.trim()).filter((name) => /^\w+$/.test(name));
          calls.push({ key: match[1]!, names });
        }
      }
    }
  };
  ['engine', 'renderers'].forEach((folder) => walk(join(root, folder)));
  return calls;
}

describe('the placeholders of funnel.yaml messages', () => {
  const calls = getFormatCalls();

  it('finds the calls', () => expect(calls.length).toBeGreaterThanOrEqual(5));

  it.each(getFormatCalls().map((call) => [call.key, call.names] as const))('%s is filled with %j, as listed', (key, names) => {
    expect([...(funnelMessagePlaceholders[key as keyof typeof funnelMessagePlaceholders] ?? ['(not listed)'])].sort()).toEqual([...names].sort());
  });

  it('lists no placeholder for a message no call fills', () => {
    const filled = new Set(calls.map((call) => call.key));
    expect(Object.entries(funnelMessagePlaceholders).filter(([key, names]) => !filled.has(key) && names.length > 0)).toEqual([]);
  });
});

/** The formatMessage calls of the price summary's texts: `formatMessage(config.<key>|words.<key>|labelOf('<kind>'), { … })`. */
function getPriceSummaryCalls(): Array<{ key: string; names: string[] }> {
  const files = ['engine/domain/toPriceSummary.ts', 'renderers/pages/ConfirmationSummary.tsx'];
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/formatMessage\((?:(?:config|words)\.(\w+)|labelOf\('(\w+)'\)),\s*\{([^}]*)\}/g)].map((match) => ({
      key: match[1] ?? match[2]!,
      names: match[3]!.split(',').map((part) => part.split(':')[0]!.trim()).filter((name) => /^\w+$/.test(name)),
    })),
  );
}

describe('the placeholders of funnel.yaml priceSummary texts', () => {
  const calls = getPriceSummaryCalls();

  it('finds the calls (the discounts label, the three tax lines, what is owed, the donation thanks)', () => expect(calls.length).toBe(6));

  it.each(calls.map((call) => [call.key, call.names] as const))('%s is filled with %j, as listed', (key, names) => {
    expect([...(priceSummaryPlaceholders[key] ?? ['(not listed)'])].sort()).toEqual([...names].sort());
  });

  it('lists no text no call fills', () => {
    expect(Object.keys(priceSummaryPlaceholders).filter((key) => !calls.some((call) => call.key === key))).toEqual([]);
  });
});
