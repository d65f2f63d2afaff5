import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';

/**
 * RJSF's fields, widgets and templates a form draws only when its YAML asks for them: by name (`ui:field`,
 * `ui:widget`, or the same inside `ui:options`), by a schema `format` that picks a widget of its own, or by a uiSchema
 * option that turns them on. Each group: the @rjsf/core module that lists them, the modules it imports them by, and
 * what in a form's schema or uiSchema draws them.
 */
export const namedOnlyRjsfParts = [
  {
    part: 'grid layouts',
    importer: 'components/fields/index.js',
    modules: ['./LayoutGridField.js', './LayoutHeaderField.js', './LayoutMultiSchemaField.js'],
    names: ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'],
  },
  { part: 'the rating widget', importer: 'components/widgets/index.js', modules: ['./RatingWidget.js'], names: ['RatingWidget'] },
  {
    part: 'the day, month and year selects',
    importer: 'components/widgets/index.js',
    modules: ['./AltDateWidget.js', './AltDateTimeWidget.js'],
    names: ['alt-date', 'alt-datetime', 'AltDateWidget', 'AltDateTimeWidget'],
  },
  { part: 'the file widget', importer: 'components/widgets/index.js', modules: ['./FileWidget.js'], names: ['file', 'files', 'data-url', 'FileWidget'] },
  { part: 'the colour widget', importer: 'components/widgets/index.js', modules: ['./ColorWidget.js'], names: ['color', 'ColorWidget'] },
  {
    part: 'optional data controls',
    importer: 'components/fields/index.js',
    modules: ['./OptionalDataControlsField.js'],
    names: ['OptionalDataControlsField', 'enableOptionalDataFieldForType'],
  },
  {
    part: 'optional data controls',
    importer: 'components/templates/index.js',
    modules: ['./OptionalDataControlsTemplate.js'],
    names: ['OptionalDataControlsField', 'enableOptionalDataFieldForType'],
  },
] as const;

/**
 * What the forms of `model` name that could draw one of namedOnlyRjsfParts: every `ui:field` and `ui:widget` (also in
 * `ui:options`), every schema `format`, and the uiSchema options that turn parts on, on every page.
 */
export function findNamedRjsfParts(model: Pick<FunnelModel, 'pages'>): Set<string> {
  const named = new Set<string>();
  const visit = (value: unknown, inUiSchema: boolean) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, inUiSchema));
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const isName = inUiSchema ? ['ui:field', 'ui:widget', 'field', 'widget'].includes(key) : key === 'format';
      if (isName && typeof child === 'string') named.add(child);
      if (inUiSchema && (key === 'enableOptionalDataFieldForType' || key === 'ui:enableOptionalDataFieldForType')) named.add('enableOptionalDataFieldForType');
      visit(child, inUiSchema);
    }
  };
  for (const page of Object.values(model.pages)) {
    visit(page.fields?.schema, false);
    visit(page.fields?.uiSchema, true);
  }
  return named;
}

/**
 * Issue #12: RJSF's Form builds its registry from all its fields and widgets, so every form page shipped the grid
 * layouts, the file, colour, rating and day-month-year widgets and the optional data controls (~5 KiB gzip of each
 * journey), which funnel-config's forms do not ask for. The build leaves out each group no form of the compiled
 * funnel-config names (findNamedRjsfParts): its imports in @rjsf/core's lists point at a stand-in that says so if it
 * is ever drawn. A YAML change that names one brings it back at the next build.
 * (tests/unit/build/unnamedRjsfPartsPlugin.test.ts)
 */
export function unnamedRjsfPartsPlugin(): Plugin {
  const standIn = fileURLToPath(new URL('../../form/UnnamedRjsfPart.tsx', import.meta.url));
  let left: Array<(typeof namedOnlyRjsfParts)[number]> = [];
  return {
    name: 'funnel-unnamed-rjsf-parts',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      // The funnel's compiled model, from funnelConfigPlugin (its API), so both read the same funnel-config.
      const funnelConfig = config.plugins.find((plugin) => plugin.name === 'funnel-config') as (Plugin & { api?: { getModel(): FunnelModel } }) | undefined;
      if (!funnelConfig?.api) return;
      let model: FunnelModel;
      try {
        model = funnelConfig.api.getModel();
      } catch {
        // A funnel-config that does not compile: funnel-config fails the build with its diagnostics; nothing is left out.
        return;
      }
      const named = findNamedRjsfParts(model);
      left = namedOnlyRjsfParts.filter((group) => !group.names.some((name) => named.has(name)));
    },
    resolveId: {
      filter: { id: /^\.\/[\w/]+\.js$/ },
      handler(source, importer) {
        const from = importer?.replace(/\\/g, '/') ?? '';
        const group = left.find((candidate) => from.endsWith(`/node_modules/@rjsf/core/lib/${candidate.importer}`) && (candidate.modules as readonly string[]).includes(source));
        return group ? standIn : null;
      },
    },
  };
}
