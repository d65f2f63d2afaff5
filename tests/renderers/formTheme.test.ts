/**
 * The bundle leaves out RJSF's defaults that the funnel's theme replaces (renderers/app/build/themeReplacedRjsfDefaultsPlugin.ts,
 * issue #12): that is only safe while the theme does replace each, and it only works while @rjsf/core imports each by
 * the name the plugin knows (an RJSF upgrade that moves one would ship it again, or draw the stand-in).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeReplacedRjsfDefaults } from '../../renderers/app/build/themeReplacedRjsfDefaultsPlugin';
import { formTheme } from '../../renderers/form/formTheme';

const rjsfCore = join(import.meta.dirname, '../../node_modules/@rjsf/core');
const rows = Object.entries(themeReplacedRjsfDefaults).flatMap(([kind, { importer, replaced }]) =>
  Object.entries(replaced).map(([module, key]) => ({ kind: kind as keyof typeof themeReplacedRjsfDefaults, importer, module, key })),
);

describe('RJSF defaults the bundle leaves out', () => {
  it.each(rows)('$kind $key: the theme replaces it, and @rjsf/core lib/$importer imports it as $module', ({ kind, importer, module, key }) => {
    expect((formTheme[kind] as Record<string, unknown> | undefined)?.[key]).toBeTypeOf('function');
    expect(readFileSync(join(rjsfCore, 'lib', importer), 'utf8')).toContain(`from "${module}"`);
  });
});
