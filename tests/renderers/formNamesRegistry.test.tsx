/**
 * Lint form-schema checks a page's uiSchema against what RJSF and the form understand (engine/lint/rjsfUiNames.ts,
 * engine/compile/registry.ts): these lists must follow the installed RJSF and the form's own theme, or lint would
 * refuse a working uiSchema or let a misspelt one through (issue #11).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fields from '@rjsf/core/lib/components/fields/index.js';
import widgets from '@rjsf/core/lib/components/widgets/index.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { formFieldNames, formUiOptionNames } from '../../engine/compile/registry';
import { formFormatNames, rjsfFieldNames, rjsfUiOptionNames, rjsfWidgetNames } from '../../engine/lint/rjsfUiNames';
import { formTheme } from '../../renderers/form/formTheme';

const root = join(import.meta.dirname, '../..');

/** The property names of a type alias's object literal in @rjsf/utils' declarations. */
function typeKeys(typeName: string): string[] {
  const text = readFileSync(join(root, 'node_modules/@rjsf/utils/lib/types.d.ts'), 'utf8');
  const start = text.indexOf(`type ${typeName}`);
  const body = text.slice(text.indexOf('{', start), text.indexOf('\n};', start));
  return [...body.matchAll(/^ {4}(?:readonly )?([A-Za-z]+)\??:/gm)].map((match) => match[1]!);
}

describe('the uiSchema names lint knows', () => {
  it("are RJSF's field options and global options", () => {
    const options = [...typeKeys('UIOptionsBaseType'), ...typeKeys('GlobalUISchemaOptions')];
    expect(options.length).toBeGreaterThan(20);
    expect(options.filter((name) => !(rjsfUiOptionNames as readonly string[]).includes(name))).toEqual([]);
  });

  it("are RJSF's widgets and fields", () => {
    expect(Object.keys(widgets()).filter((name) => !(rjsfWidgetNames as readonly string[]).includes(name))).toEqual([]);
    expect(Object.keys(fields()).sort()).toEqual([...rjsfFieldNames].sort());
  });

  it("are the form theme's own fields and widgets", () => {
    expect(Object.keys(formTheme.fields ?? {}).sort()).toEqual([...formFieldNames].sort());
    expect(Object.keys(formTheme.widgets ?? {}).filter((name) => !(rjsfWidgetNames as readonly string[]).includes(name))).toEqual([]);
  });

  it('are the ui:options the form reads beside RJSF', () => {
    const read = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name)) for (const match of readFileSync(path, 'utf8').matchAll(/\boptions\??\.([A-Za-z]+)/g)) read.add(match[1]!);
      }
    };
    walk(join(root, 'renderers/form'));
    // Not ui:options: RJSF's computed widget prop, and the keys inside optionsFrom/choicesFrom.
    const notOptions = ['enumOptions', 'path', 'value', 'label'];
    const ours = [...read].filter((name) => !(rjsfUiOptionNames as readonly string[]).includes(name) && !notOptions.includes(name));
    expect(ours.sort()).toEqual([...formUiOptionNames].sort());
  });

  it("are the formats of the form's validator (ajv-formats and RJSF's data-url and color)", () => {
    expect([...formFormatNames].sort()).toEqual([...Object.keys(fullFormats), 'data-url', 'color'].sort());
  });
});
