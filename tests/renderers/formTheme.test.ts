/**
 * The bundle leaves out RJSF's defaults that the funnel's theme replaces (renderers/app/build/themeReplacedRjsfDefaultsPlugin.ts,
 * issue #12): that is only safe while the theme does replace each, and it only works while @rjsf/core imports each by
 * the name the plugin knows (an RJSF upgrade that moves one would ship it again, or draw the stand-in).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rjsfButtonTemplates from '@rjsf/core/lib/components/templates/ButtonTemplates/index.js';
import { themeReplacedRjsfDefaults } from '../../renderers/app/build/themeReplacedRjsfDefaultsPlugin';
import { formTheme } from '../../renderers/form/formTheme';
import replacedRjsfButtons from '../../renderers/form/ReplacedRjsfButtons';

const rjsfCore = join(import.meta.dirname, '../../node_modules/@rjsf/core');
const rows = Object.entries(themeReplacedRjsfDefaults).flatMap(([kind, { importer, replaced }]) =>
  Object.entries(replaced).map(([module, key]) => ({ kind: kind as keyof typeof themeReplacedRjsfDefaults, importer, module, key })),
);

describe('RJSF defaults the bundle leaves out', () => {
  it.each(rows.filter((row) => row.kind !== 'buttons'))('$kind $key: the theme replaces it, and @rjsf/core lib/$importer imports it as $module', ({ kind, importer, module, key }) => {
    expect((formTheme[kind as 'widgets' | 'templates'] as Record<string, unknown> | undefined)?.[key]).toBeTypeOf('function');
    expect(readFileSync(join(rjsfCore, 'lib', importer), 'utf8')).toContain(`from "${module}"`);
  });

  it("the theme's ButtonTemplates give every button RJSF's own list has, so the bundle's list gives none", () => {
    const theirs = Object.keys(rjsfButtonTemplates());
    expect(theirs).toContain('SubmitButton');
    const ours = (formTheme.templates?.ButtonTemplates ?? {}) as Record<string, unknown>;
    for (const name of theirs) expect(ours[name], name).toBeTypeOf('function');
    expect(replacedRjsfButtons()).toEqual({});
    expect(readFileSync(join(rjsfCore, 'lib', themeReplacedRjsfDefaults.buttons.importer), 'utf8')).toContain('from "./ButtonTemplates/index.js"');
  });
});
