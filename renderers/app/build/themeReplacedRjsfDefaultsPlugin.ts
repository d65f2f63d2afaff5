import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * RJSF's default widgets and templates that the funnel's theme (renderers/form/formTheme.ts) replaces: for each module
 * of @rjsf/core that lists defaults, the module it imports each by → the registry key the theme gives it.
 */
export const themeReplacedRjsfDefaults = {
  widgets: {
    importer: 'components/widgets/index.js',
    replaced: {
      './TextWidget.js': 'TextWidget',
      './SelectWidget.js': 'SelectWidget',
      './RadioWidget.js': 'RadioWidget',
      './CheckboxWidget.js': 'CheckboxWidget',
      './TextareaWidget.js': 'TextareaWidget',
    },
  },
  templates: {
    importer: 'components/templates/index.js',
    replaced: {
      './FieldTemplate/index.js': 'FieldTemplate',
      './FieldErrorTemplate.js': 'FieldErrorTemplate',
      './FieldHelpTemplate.js': 'FieldHelpTemplate',
      './DescriptionField.js': 'DescriptionFieldTemplate',
      './TitleField.js': 'TitleFieldTemplate',
      './ObjectFieldTemplate.js': 'ObjectFieldTemplate',
      './ArrayFieldTemplate.js': 'ArrayFieldTemplate',
      './ArrayFieldItemTemplate.js': 'ArrayFieldItemTemplate',
      './BaseInputTemplate.js': 'BaseInputTemplate',
      './ErrorList.js': 'ErrorListTemplate',
    },
  },
  // RJSF's button templates as a whole: the theme's ButtonTemplates give every one of them (@rjsf/core calls its list
  // to build the registry, so what stands in is a list with none).
  buttons: {
    importer: 'components/templates/index.js',
    replaced: {
      './ButtonTemplates/index.js': 'ButtonTemplates',
    },
    standIn: '../../form/ReplacedRjsfButtons.ts',
  },
} as const;

/**
 * Issue #12: RJSF's Form builds its registry from all its defaults, then puts the theme's over them, so the defaults the
 * theme replaces were shipped (~2.8 KiB gzip of every form page's code, and 0.5 more for the buttons) and never drawn.
 * The bundle leaves them out: their imports in @rjsf/core's lists point at ReplacedRjsfDefault.tsx (the buttons' list
 * at ReplacedRjsfButtons.ts). (tests/renderers/formTheme.test.ts: the theme
 * replaces each, and @rjsf/core still imports each by that name.)
 */
export function themeReplacedRjsfDefaultsPlugin(): Plugin {
  const lists = Object.values(themeReplacedRjsfDefaults);
  // What the bundle has in their place: a component that is never drawn, unless the list names a stand-in of its own.
  const standIn = fileURLToPath(new URL('../../form/ReplacedRjsfDefault.tsx', import.meta.url));
  return {
    name: 'funnel-theme-replaced-rjsf-defaults',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: { id: /^\.\/[\w/]+\.js$/ },
      handler(source, importer) {
        const from = importer?.replace(/\\/g, '/') ?? '';
        const list = lists.find((candidate) => from.endsWith(`/node_modules/@rjsf/core/lib/${candidate.importer}`) && source in candidate.replaced);
        if (!list) return null;
        return 'standIn' in list ? fileURLToPath(new URL(list.standIn, import.meta.url)) : standIn;
      },
    },
  };
}
