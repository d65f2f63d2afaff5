import { fileURLToPath } from 'node:url';
import { getSchemaType, isConstant, mergeSchemas, type RJSFSchema } from '@rjsf/utils';
import type { Plugin } from 'vite';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import plainAllOfMerge, { UnmergeableAllOf } from '../../form/plainAllOfMerge';

/**
 * What a form's schema draws with RJSF's parts of its own, beside the names a YAML can give (findNamedRjsfParts): a
 * list, a choice among schemas, a type RJSF has no field for, a reference (`$ref`, resolved against `$id`s) anywhere in
 * a page's schema. A drawn `$ref` stands for all of them, as the build does not follow references.
 */
export const schemaShapes = {
  array: 'schema: an array',
  choice: 'schema: anyOf or oneOf',
  unsupported: 'schema: a type without a field',
  reference: 'schema: $ref or $id',
  fullAllOfMerge: 'schema: an allOf only the full JSON Schema merge merges',
} as const;

/**
 * RJSF's fields, widgets and templates a form draws only when its YAML asks for them: by name (`ui:field`,
 * `ui:widget`, or the same inside `ui:options`), by a schema `format` that picks a widget of its own, by a uiSchema
 * option that turns them on, or by the shape of a schema the generic form draws (schemaShapes); and the parts of RJSF
 * only a Form option the generic form never sets uses. Each group: the module (its path under node_modules) that imports
 * them, the specifiers it imports them by, what in a form's schema or uiSchema draws them, and the stand-in when it is
 * not UnnamedRjsfPart.
 */
export const namedOnlyRjsfParts = [
  {
    part: 'grid layouts',
    importer: '@rjsf/core/lib/components/fields/index.js',
    modules: ['./LayoutGridField.js', './LayoutHeaderField.js', './LayoutMultiSchemaField.js'],
    names: ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'],
  },
  { part: 'the rating widget', importer: '@rjsf/core/lib/components/widgets/index.js', modules: ['./RatingWidget.js'], names: ['RatingWidget'] },
  {
    part: 'the day, month and year selects',
    importer: '@rjsf/core/lib/components/widgets/index.js',
    modules: ['./AltDateWidget.js', './AltDateTimeWidget.js'],
    names: ['alt-date', 'alt-datetime', 'AltDateWidget', 'AltDateTimeWidget'],
  },
  { part: 'the file widget', importer: '@rjsf/core/lib/components/widgets/index.js', modules: ['./FileWidget.js'], names: ['file', 'files', 'data-url', 'FileWidget'] },
  { part: 'the colour widget', importer: '@rjsf/core/lib/components/widgets/index.js', modules: ['./ColorWidget.js'], names: ['color', 'ColorWidget'] },
  {
    part: 'the date-and-time widget',
    importer: '@rjsf/core/lib/components/widgets/index.js',
    modules: ['./DateTimeWidget.js'],
    names: ['datetime', 'date-time', 'DateTimeWidget'],
  },
  { part: 'the time widget', importer: '@rjsf/core/lib/components/widgets/index.js', modules: ['./TimeWidget.js'], names: ['time', 'TimeWidget'] },
  { part: 'the password widget', importer: '@rjsf/core/lib/components/widgets/index.js', modules: ['./PasswordWidget.js'], names: ['password', 'PasswordWidget'] },
  { part: 'the address widget', importer: '@rjsf/core/lib/components/widgets/index.js', modules: ['./URLWidget.js'], names: ['uri', 'URLWidget'] },
  { part: 'the number steppers', importer: '@rjsf/core/lib/components/widgets/index.js', modules: ['./UpDownWidget.js'], names: ['updown', 'UpDownWidget'] },
  { part: 'the slider', importer: '@rjsf/core/lib/components/widgets/index.js', modules: ['./RangeWidget.js'], names: ['range', 'RangeWidget'] },
  {
    part: 'optional data controls',
    importer: '@rjsf/core/lib/components/fields/index.js',
    modules: ['./OptionalDataControlsField.js'],
    names: ['OptionalDataControlsField', 'enableOptionalDataFieldForType'],
  },
  {
    part: 'optional data controls',
    importer: '@rjsf/core/lib/components/templates/index.js',
    modules: ['./OptionalDataControlsTemplate.js'],
    names: ['OptionalDataControlsField', 'enableOptionalDataFieldForType'],
  },
  { part: 'lists', importer: '@rjsf/core/lib/components/fields/index.js', modules: ['./ArrayField.js'], names: ['ArrayField', schemaShapes.array] },
  {
    part: 'lists',
    importer: '@rjsf/core/lib/components/templates/index.js',
    modules: ['./ArrayFieldDescriptionTemplate.js', './ArrayFieldItemButtonsTemplate.js', './ArrayFieldTitleTemplate.js'],
    names: ['ArrayField', schemaShapes.array],
  },
  // The theme's own list templates, which only RJSF's list field draws (`own`: a module of this repository, not of
  // node_modules).
  {
    part: 'lists',
    importer: 'renderers/form/formTheme.ts',
    own: true,
    modules: ['./templates/listTemplates'],
    names: ['ArrayField', schemaShapes.array],
    standIn: '../../form/LeftOutListTemplates.ts',
  },
  { part: 'the checkboxes widget', importer: '@rjsf/core/lib/components/widgets/index.js', modules: ['./CheckboxesWidget.js'], names: ['checkboxes', 'CheckboxesWidget'] },
  {
    part: 'a choice among schemas',
    importer: '@rjsf/core/lib/components/fields/index.js',
    modules: ['./MultiSchemaField.js'],
    names: ['AnyOfField', 'OneOfField', 'MultiSchemaField', schemaShapes.choice],
  },
  {
    part: 'a choice among schemas',
    importer: '@rjsf/core/lib/components/templates/index.js',
    modules: ['./MultiSchemaFieldTemplate.js'],
    names: ['AnyOfField', 'OneOfField', 'MultiSchemaField', schemaShapes.choice],
  },
  { part: 'the field for an unsupported type', importer: '@rjsf/core/lib/components/fields/index.js', modules: ['./FallbackField.js'], names: ['FallbackField', schemaShapes.unsupported] },
  {
    part: 'the field for an unsupported type',
    importer: '@rjsf/core/lib/components/templates/index.js',
    modules: ['./FallbackFieldTemplate.js'],
    names: ['FallbackField', schemaShapes.unsupported],
  },
  // What RJSF draws where it cannot draw a schema: only the fallback field and the list field draw it.
  {
    part: 'the template of what cannot be drawn',
    importer: '@rjsf/core/lib/components/templates/index.js',
    modules: ['./UnsupportedField.js'],
    names: ['FallbackField', schemaShapes.unsupported, 'ArrayField', schemaShapes.array],
  },
  // A reference's resolution, and the field that draws a reference to itself. fast-uri is renderers/form/uriResolver.ts
  // in the bundle (vite.config.ts's alias), which is how the plugin sees it.
  { part: 'references', importer: '@rjsf/core/lib/components/fields/index.js', modules: ['./CyclicSchemaField.js'], names: ['CyclicSchemaField', schemaShapes.reference] },
  {
    part: 'references',
    importer: '@rjsf/core/lib/components/templates/index.js',
    modules: ['./CyclicSchemaExpandTemplate.js'],
    names: ['CyclicSchemaField', schemaShapes.reference],
  },
  { part: 'references', importer: '@rjsf/utils/lib/findSchemaDefinition.js', modules: ['fast-uri'], names: [schemaShapes.reference] },
  // The resolution itself (with jsonpointer), by each module of RJSF's that imports it.
  ...(
    [
      ['@rjsf/utils/lib/index.js', './findSchemaDefinition.js'],
      ['@rjsf/utils/lib/createSchemaUtils.js', './findSchemaDefinition.js'],
      ['@rjsf/utils/lib/resolveUiSchema.js', './findSchemaDefinition.js'],
      ['@rjsf/utils/lib/schemaHasNestedConditional.js', './findSchemaDefinition.js'],
      ['@rjsf/utils/lib/schema/retrieveSchema.js', '../findSchemaDefinition.js'],
      ['@rjsf/utils/lib/schema/getDefaultFormState.js', '../findSchemaDefinition.js'],
      ['@rjsf/utils/lib/schema/omitExtraData.js', '../findSchemaDefinition.js'],
    ] as const
  ).map(([importer, module]) => ({ part: 'references', importer, modules: [module], names: [schemaShapes.reference], standIn: '../../form/LeftOutReferences.ts' }) as const),
  // Drawn by RJSF's own FieldTemplate alone, which the theme replaces (themeReplacedRjsfDefaultsPlugin); a uiSchema
  // names another template only as a component, which YAML cannot give.
  { part: "RJSF's own FieldTemplate's wrapper", importer: '@rjsf/core/lib/components/templates/index.js', modules: ['./WrapIfAdditionalTemplate.js'], names: ['WrapIfAdditionalTemplate'] },
  // The Form's `omitExtraData`, which the generic form (renderers/app/PageView.tsx) never turns on: its own stand-in
  // keeps isValueEmpty, which RJSF's removeOptionalEmptyObjects uses.
  {
    part: 'leaving extra data out',
    importer: '@rjsf/utils/lib/schema/index.js',
    modules: ['./omitExtraData.js', './toPathSchema.js'],
    names: ['omitExtraData'],
    standIn: '../../form/OmittedExtraData.ts',
  },
  // RJSF merges a schema with its allOf branches (their conditions resolved) with @x0k/json-schema-merge, which
  // intersects types, enums, patterns and the like; funnel-config's allOf branches only add required names or
  // properties, which renderers/form/plainAllOfMerge.ts merges the same way (canMergePlainly).
  {
    part: 'the full allOf merge',
    importer: '@rjsf/utils/lib/schema/retrieveSchema.js',
    modules: ['./shallowAllOfMerge.js'],
    names: [schemaShapes.fullAllOfMerge],
    standIn: '../../form/plainAllOfMerge.ts',
  },
  {
    part: 'the full allOf merge',
    importer: '@rjsf/utils/lib/schema/omitExtraData.js',
    modules: ['./shallowAllOfMerge.js'],
    names: [schemaShapes.fullAllOfMerge],
    standIn: '../../form/plainAllOfMerge.ts',
  },
] as const;

/** The schema types RJSF's SchemaField has a field for (@rjsf/core SchemaField's COMPONENT_TYPES). */
const typesWithAField = new Set(['array', 'boolean', 'integer', 'number', 'object', 'string', 'null']);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** More ways than this to resolve a schema's conditions and allOf: the build keeps the full merge rather than try them all. */
const mostResolutions = 256;

/**
 * The schemas RJSF's retrieveSchema can resolve `schema` to, whatever the form's data: each condition's `then` and
 * `else` merged into the schema (RJSF's mergeSchemas), each allOf merged with renderers/form/plainAllOfMerge.ts, which
 * throws UnmergeableAllOf where it cannot. Undefined when there are more than mostResolutions.
 */
function resolutions(schema: unknown): unknown[] | undefined {
  if (!isObject(schema)) return [schema];
  if ('if' in schema) {
    const { if: _if, then, else: otherwise, ...rest } = schema;
    const branches = [then, otherwise].map((branch) => (branch === undefined || branch === true ? {} : branch === false ? { not: {} } : branch));
    const merged: unknown[] = [];
    for (const branch of branches) {
      for (const resolved of resolutions(branch) ?? [undefined]) {
        if (resolved === undefined) return undefined;
        const next = resolutions(mergeSchemas(rest, resolved as Record<string, unknown>));
        if (next === undefined || merged.push(...next) > mostResolutions) return undefined;
      }
    }
    return merged;
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    let combinations: unknown[][] = [[]];
    for (const branch of allOf) {
      const options = resolutions(branch);
      if (options === undefined || combinations.length * options.length > mostResolutions) return undefined;
      combinations = combinations.flatMap((combination) => options.map((option) => [...combination, option]));
    }
    return combinations.map((combination) => plainAllOfMerge({ ...rest, allOf: combination } as Record<string, unknown>));
  }
  return [schema];
}

/** Whether every allOf RJSF can meet in `schema`, its conditions resolved either way, merges plainly (plainAllOfMerge). */
export function canMergePlainly(schema: unknown): boolean {
  try {
    return resolutions(schema) !== undefined;
  } catch (error) {
    if (error instanceof UnmergeableAllOf) return false;
    throw error;
  }
}

/**
 * The schemaShapes a generic form draws from `schema` and its `uiSchema`, added to `shapes`: it follows what RJSF's
 * SchemaField draws (a position a `ui:field` draws is that field's own), every property, list item, option of a choice
 * and branch of a condition, allOf and dependency; not the `if` and `not` schemas, which are never drawn.
 */
export function addDrawnSchemaShapes(schema: unknown, uiSchema: unknown, shapes: Set<string>): void {
  if (!isObject(schema)) return;
  const ui = isObject(uiSchema) ? uiSchema : {};
  if ('$ref' in schema) {
    for (const shape of Object.values(schemaShapes)) shapes.add(shape);
    return;
  }
  const field = ui['ui:field'] ?? (isObject(ui['ui:options']) ? ui['ui:options'].field : undefined);
  if (field !== undefined) return;
  if (!canMergePlainly(schema)) shapes.add(schemaShapes.fullAllOfMerge);
  const choices = [schema.anyOf, schema.oneOf].filter(Array.isArray).flat();
  // @rjsf/utils isSelect: an enum, or a choice whose every option is one constant, is drawn as a select.
  const isSelect = Array.isArray(schema.enum) || (choices.length > 0 && choices.every((option) => isObject(option) && isConstant(option as RJSFSchema)));
  if (choices.length > 0 && !isSelect) {
    shapes.add(schemaShapes.choice);
    for (const option of choices) addDrawnSchemaShapes(option, ui, shapes);
  }
  const type = getSchemaType(schema as RJSFSchema);
  const first = Array.isArray(type) ? type[0] : type;
  if (first === 'array') {
    shapes.add(schemaShapes.array);
    for (const items of [schema.items, schema.additionalItems].flat()) addDrawnSchemaShapes(items, ui.items, shapes);
  } else if (!typesWithAField.has(String(first ?? '')) && !(choices.length > 0 && !isSelect)) {
    shapes.add(schemaShapes.unsupported);
  }
  const properties = { ...(isObject(schema.properties) ? schema.properties : {}), ...(isObject(schema.patternProperties) ? schema.patternProperties : {}) };
  for (const [name, property] of Object.entries(properties)) addDrawnSchemaShapes(property, ui[name], shapes);
  addDrawnSchemaShapes(schema.additionalProperties, ui.additionalProperties, shapes);
  const dependencies = isObject(schema.dependencies) ? Object.values(schema.dependencies) : [];
  for (const branch of [schema.then, schema.else, ...(Array.isArray(schema.allOf) ? schema.allOf : []), ...dependencies]) {
    // A branch adds to the object it is in: its properties are drawn with the object's uiSchema.
    if (isObject(branch)) addDrawnSchemaShapes({ type: 'object', ...branch }, ui, shapes);
  }
}

/**
 * What the forms of `model` name that could draw one of namedOnlyRjsfParts: every `ui:field` and `ui:widget` (also in
 * `ui:options`), every schema `format`, and the uiSchema options that turn parts on, on every page; and the
 * schemaShapes the generic form draws from the schemas of the pages it draws.
 */
export function findNamedRjsfParts(model: Pick<FunnelModel, 'pages'>): Set<string> {
  const named = new Set<string>();
  const visit = (value: unknown, inUiSchema: boolean) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, inUiSchema));
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const isName = inUiSchema ? ['ui:field', 'ui:widget', 'field', 'widget'].includes(key) : key === 'format';
      if (isName && typeof child === 'string') named.add(child);
      if (!inUiSchema && (key === '$ref' || key === '$id')) named.add(schemaShapes.reference);
      if (inUiSchema && (key === 'enableOptionalDataFieldForType' || key === 'ui:enableOptionalDataFieldForType')) named.add('enableOptionalDataFieldForType');
      visit(child, inUiSchema);
    }
  };
  for (const page of Object.values(model.pages)) {
    visit(page.fields?.schema, false);
    visit(page.fields?.uiSchema, true);
    // Only the generic form draws a page's schema with RJSF; a custom renderer draws its fields itself.
    if (page.fields && page.renderer === undefined) addDrawnSchemaShapes(page.fields.schema, page.fields.uiSchema, named);
  }
  return named;
}

/**
 * Issue #12: RJSF's Form builds its registry from all its fields and widgets, so every form page shipped the grid
 * layouts, the file, colour, rating, day-month-year and other input widgets and the optional data controls (~5 KiB
 * gzip of each journey), the fields for lists, choices among schemas and unsupported types (~6 KiB more:
 * funnel-config's lists are drawn by its own `question-list` field or by custom renderers), the resolution of
 * references and the code of Form options the generic form never sets (~3 KiB), and the full JSON Schema merge of
 * allOf branches (~3.5 KiB) where a plain one gives the same schema, which funnel-config's forms do not ask for. The build leaves out each group no form of the compiled funnel-config names (findNamedRjsfParts): its
 * imports point at a stand-in that says so if it is ever drawn or run. A YAML change that names one brings it back at
 * the next build. (tests/unit/build/unnamedRjsfPartsPlugin.test.ts)
 */
export function unnamedRjsfPartsPlugin(): Plugin {
  const standIn = fileURLToPath(new URL('../../form/UnnamedRjsfPart.tsx', import.meta.url));
  const uriResolver = fileURLToPath(new URL('../../form/uriResolver.ts', import.meta.url)).replace(/\\/g, '/');
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
      filter: { id: /^\.\.?\/[\w/]+\.js$|^\.\/templates\/listTemplates$|[\\/]renderers[\\/]form[\\/]uriResolver\.ts$/ },
      handler(source, importer) {
        const from = importer?.replace(/\\/g, '/') ?? '';
        const module = source.replace(/\\/g, '/') === uriResolver ? 'fast-uri' : source;
        const group = left.find(
          (candidate) => from.endsWith('own' in candidate ? `/${candidate.importer}` : `/node_modules/${candidate.importer}`) && (candidate.modules as readonly string[]).includes(module),
        );
        if (!group) return null;
        return 'standIn' in group ? fileURLToPath(new URL(group.standIn, import.meta.url)) : standIn;
      },
    },
  };
}
