/**
 * Issue #12: the build leaves out RJSF's fields, widgets and templates that no form of the compiled funnel-config asks
 * for (grid layouts, file, colour, rating and day-month-year widgets, optional data controls); a form that names one
 * gets it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin, ResolvedConfig } from 'vite';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { addDrawnSchemaShapes, canMergePlainly, findNamedRjsfParts, namedOnlyRjsfParts, schemaShapes, unnamedRjsfPartsPlugin } from '../../../renderers/app/build/unnamedRjsfPartsPlugin';
import UnnamedRjsfPart from '../../../renderers/form/UnnamedRjsfPart';
import findSchemaDefinition, { makeAllReferencesAbsolute, splitKeyElementFromObject } from '../../../renderers/form/LeftOutReferences';
import omittedExtraData, { getUsedFormData, isValueEmpty } from '../../../renderers/form/OmittedExtraData';
import { configuredPage, createTestModel, testPage } from '../../renderers/createTestRuntime';

const nodeModules = join(import.meta.dirname, '../../../node_modules');

/** A model whose only form has `schema` and `uiSchema`. */
const modelWith = (schema: Record<string, unknown>, uiSchema: Record<string, unknown>): FunnelModel =>
  createTestModel([testPage({ id: 'form', title: 'Form', fields: { schema, uiSchema, bind: {} } })]);

/** What the plugin resolves `source` imported by `importer` (a path under node_modules) to, building `model`. */
function resolveWith(model: FunnelModel) {
  const plugin = unnamedRjsfPartsPlugin();
  const funnelConfig = { name: 'funnel-config', api: { getModel: () => model } } as Plugin;
  (plugin.configResolved as (config: ResolvedConfig) => void)({ plugins: [funnelConfig] } as unknown as ResolvedConfig);
  const hook = plugin.resolveId as { filter: { id: RegExp }; handler: (source: string, importer: string) => string | null };
  const isOwn = (importer: string) => namedOnlyRjsfParts.some((group) => 'own' in group && group.importer === importer);
  return (source: string, importer: string) =>
    hook.filter.id.test(source) ? hook.handler(source, isOwn(importer) ? `/app/${importer}` : `/app/node_modules/${importer}`) : null;
}

/** A module as the plugin sees it imported: fast-uri is renderers/form/uriResolver.ts (vite.config.ts's alias). */
const asBundled = (module: string) => (module === 'fast-uri' ? join(import.meta.dirname, '../../../renderers/form/uriResolver.ts') : module);

describe('findNamedRjsfParts', () => {
  it('finds the widgets and fields a form names, in its uiSchema or its ui:options, its formats and the options that turn parts on', () => {
    const named = findNamedRjsfParts(
      modelWith(
        { type: 'object', properties: { swatch: { type: 'string', format: 'color' }, format: { type: 'string' } } },
        { photo: { 'ui:widget': 'file' }, when: { 'ui:options': { widget: 'alt-date' } }, grid: { 'ui:field': 'LayoutGridField' }, extra: { 'ui:options': { enableOptionalDataFieldForType: ['object'] } } },
      ),
    );
    expect([...named].sort()).toEqual(['LayoutGridField', 'alt-date', 'color', 'enableOptionalDataFieldForType', 'file']);
  });

  it('finds the shapes the generic form draws from a schema: lists, choices among schemas, types without a field', () => {
    const shapesOf = (schema: Record<string, unknown>, uiSchema: Record<string, unknown> = {}) => {
      const shapes = new Set<string>();
      addDrawnSchemaShapes(schema, uiSchema, shapes);
      return [...shapes].sort();
    };
    const object = (properties: Record<string, unknown>, more: Record<string, unknown> = {}) => ({ type: 'object', properties, ...more });
    expect(shapesOf(object({ name: { type: 'string' }, count: { type: ['integer', 'null'] }, sure: { type: 'boolean' } }))).toEqual([]);
    expect(shapesOf(object({ tags: { type: 'array', items: { type: 'string' } } }))).toEqual([schemaShapes.array]);
    expect(shapesOf(object({ tags: { type: ['array', 'null'] } }))).toEqual([schemaShapes.array]);
    // A list a field of its own draws is not RJSF's list.
    expect(shapesOf(object({ answers: { type: 'array' } }), { answers: { 'ui:field': 'question-list' } })).toEqual([]);
    expect(shapesOf(object({ answers: { type: 'array' } }), { answers: { 'ui:options': { field: 'question-list' } } })).toEqual([]);
    // A choice of constants is a select; a choice of schemas is not.
    expect(shapesOf(object({ how: { type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] } }))).toEqual([]);
    expect(shapesOf(object({ how: { type: 'string', enum: ['a', 'b'] } }))).toEqual([]);
    expect(shapesOf(object({ contact: { anyOf: [object({ phone: { type: 'string' } }), object({ email: { type: 'string' } })] } }))).toEqual([schemaShapes.choice]);
    // What a choice's options, a list's items and a condition's branches draw counts; the condition itself does not.
    expect(shapesOf(object({ contact: { oneOf: [object({ phones: { type: 'array' } }), object({})] } }))).toEqual([schemaShapes.array, schemaShapes.choice].sort());
    expect(shapesOf(object({ rows: { type: 'array', items: object({ at: {} }) } }))).toEqual([schemaShapes.array, schemaShapes.unsupported].sort());
    expect(shapesOf(object({}, { if: object({ tags: { type: 'array' } }), then: { required: ['x'] } }))).toEqual([]);
    expect(shapesOf(object({}, { if: { required: ['x'] }, then: { properties: { tags: { type: 'array' } } } }))).toEqual([schemaShapes.array]);
    expect(shapesOf(object({}, { allOf: [{ properties: { at: { oneOf: [{ const: 1 }, { const: 2 }] } } }] }))).toEqual([schemaShapes.unsupported]);
    expect(shapesOf(object({}, { dependencies: { a: { properties: { b: { type: 'array' } } } } }))).toEqual([schemaShapes.array]);
    // A reference is not followed: everything it could draw is kept.
    expect(shapesOf(object({ address: { $ref: '#/definitions/address' } }))).toEqual(Object.values(schemaShapes).sort());
  });

  it('finds a reference anywhere in a schema, drawn or not, and keeps what resolves it', () => {
    const withRef = modelWith({ type: 'object', if: { properties: { a: { $ref: '#/definitions/a' } } }, definitions: { a: { type: 'string' } } }, {});
    expect(findNamedRjsfParts(withRef).has(schemaShapes.reference)).toBe(true);
    expect(findNamedRjsfParts(modelWith({ type: 'object', $id: 'https://example.com/form' }, {})).has(schemaShapes.reference)).toBe(true);
    expect(resolveWith(withRef)(asBundled('fast-uri'), '@rjsf/utils/lib/findSchemaDefinition.js')).toBeNull();
    expect(resolveWith(withRef)('./CyclicSchemaField.js', '@rjsf/core/lib/components/fields/index.js')).toBeNull();
    const withoutRef = modelWith({ type: 'object', properties: { a: { type: 'string' } } }, {});
    expect(resolveWith(withoutRef)(asBundled('fast-uri'), '@rjsf/utils/lib/findSchemaDefinition.js')).toMatch(/UnnamedRjsfPart\.tsx$/);
  });

  it('reads the shapes of the pages the generic form draws, not of those a custom renderer draws', () => {
    const list = { schema: { type: 'object', properties: { glass: { type: 'array' } } }, uiSchema: {}, bind: {} };
    const drawnByForm = createTestModel([testPage({ id: 'form', title: 'Form', fields: list })]);
    const drawnByRenderer = createTestModel([testPage({ id: 'picker', title: 'Picker', renderer: 'glass-picker', fields: list })]);
    expect(findNamedRjsfParts(drawnByForm).has(schemaShapes.array)).toBe(true);
    expect(findNamedRjsfParts(drawnByRenderer).has(schemaShapes.array)).toBe(false);
    expect(resolveWith(drawnByForm)('./ArrayField.js', '@rjsf/core/lib/components/fields/index.js')).toBeNull();
    expect(resolveWith(drawnByRenderer)('./ArrayField.js', '@rjsf/core/lib/components/fields/index.js')).toMatch(/UnnamedRjsfPart\.tsx$/);
  });

  it("funnel-config's forms draw no list, choice among schemas or type without a field of RJSF's", () => {
    const named = findNamedRjsfParts(createTestModel(['estimate', 'customer-details', 'capability-questions', 'vehicle-damage', 'service-zip'].map((id) => configuredPage(id))));
    for (const shape of Object.values(schemaShapes)) expect(named.has(shape), shape).toBe(false);
  });

  it('finds an allOf only the full JSON Schema merge merges, its conditions resolved either way, in the schema or a property', () => {
    const shapesOf = (schema: Record<string, unknown>) => {
      const shapes = new Set<string>();
      addDrawnSchemaShapes(schema, {}, shapes);
      return shapes.has(schemaShapes.fullAllOfMerge);
    };
    const conditional = (then: Record<string, unknown>) => ({ type: 'object', properties: { a: { type: 'string' } }, allOf: [{ if: { required: ['a'] }, then }] });
    expect(shapesOf(conditional({ required: ['b'] }))).toBe(false);
    expect(shapesOf(conditional({ properties: { a: { minLength: 2 } } }))).toBe(false);
    // Two types, a condition's `else` that narrows a property differently, two branches that both set a pattern.
    expect(shapesOf(conditional({ type: 'string' }))).toBe(true);
    expect(shapesOf({ type: 'object', properties: { a: { type: 'string', maxLength: 9 } }, allOf: [{ if: { required: ['b'] }, then: {}, else: { properties: { a: { maxLength: 5 } } } }] })).toBe(true);
    expect(shapesOf({ type: 'object', properties: { a: { type: 'string', allOf: [{ pattern: 'x' }, { pattern: 'y' }] } } })).toBe(true);
    expect(canMergePlainly({ allOf: Array.from({ length: 9 }, (_, i) => ({ if: { required: [`a${i}`] }, then: { required: ['b'] } })) })).toBe(false);
  });

  it('a form of funnel-config with the widgets it has always had names none of them', () => {
    expect(findNamedRjsfParts(createTestModel([configuredPage('service-zip'), configuredPage('customer-details')])).has('file')).toBe(false);
  });
});

describe('unnamedRjsfPartsPlugin', () => {
  it('points the imports of what no form names at the stand-in, and leaves every other import alone', () => {
    const resolve = resolveWith(modelWith({ type: 'object', properties: { note: { type: 'string' } } }, {}));
    const standIn = resolve('./FileWidget.js', '@rjsf/core/lib/components/widgets/index.js');
    expect(standIn).toMatch(/renderers[\\/]form[\\/]UnnamedRjsfPart\.tsx$/);
    for (const group of namedOnlyRjsfParts) {
      for (const module of group.modules) {
        const resolved = resolve(asBundled(module), group.importer);
        if ('standIn' in group) expect(resolved).toBe(join(import.meta.dirname, '../../../renderers/app/build', group.standIn));
        else expect(resolved).toBe(standIn);
      }
    }
    // The URI resolver stays for ajv's runtime, which imports it too.
    expect(resolve(asBundled('fast-uri'), 'ajv/dist/runtime/uri.js')).toBeNull();
    // What the forms draw, and the same file names imported elsewhere, are RJSF's own.
    expect(resolve('./TextWidget.js', '@rjsf/core/lib/components/widgets/index.js')).toBeNull();
    expect(resolve('./SchemaField.js', '@rjsf/core/lib/components/fields/index.js')).toBeNull();
    expect(resolve('./FileWidget.js', '@rjsf/core/lib/components/widgets/other.js')).toBeNull();
  });

  it('keeps each group a form names: by ui:widget, by format, by ui:field, by an option', () => {
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, string, string]> = [
      [{ type: 'string' }, { 'ui:widget': 'file' }, './FileWidget.js', '@rjsf/core/lib/components/widgets/index.js'],
      [{ type: 'string', format: 'data-url' }, {}, './FileWidget.js', '@rjsf/core/lib/components/widgets/index.js'],
      [{ type: 'string', format: 'color' }, {}, './ColorWidget.js', '@rjsf/core/lib/components/widgets/index.js'],
      [{ type: 'string' }, { 'ui:widget': 'alt-datetime' }, './AltDateWidget.js', '@rjsf/core/lib/components/widgets/index.js'],
      [{ type: 'object' }, { 'ui:field': 'LayoutGridField' }, './LayoutMultiSchemaField.js', '@rjsf/core/lib/components/fields/index.js'],
      [{ type: 'object' }, { 'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] } }, './OptionalDataControlsTemplate.js', '@rjsf/core/lib/components/templates/index.js'],
      [{ type: 'string', format: 'time' }, {}, './TimeWidget.js', '@rjsf/core/lib/components/widgets/index.js'],
      [{ type: 'integer' }, { 'ui:widget': 'updown' }, './UpDownWidget.js', '@rjsf/core/lib/components/widgets/index.js'],
      [{ type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: true }, { 'ui:widget': 'checkboxes' }, './CheckboxesWidget.js', '@rjsf/core/lib/components/widgets/index.js'],
      [{ type: 'object', properties: { tags: { type: 'array' } } }, {}, './ArrayFieldTitleTemplate.js', '@rjsf/core/lib/components/templates/index.js'],
      [{ type: 'object', properties: { tags: { type: 'array' } } }, {}, './templates/listTemplates', 'renderers/form/formTheme.ts'],
      [{ type: 'object', properties: { at: { anyOf: [{ type: 'string' }, { type: 'number' }] } } }, {}, './MultiSchemaField.js', '@rjsf/core/lib/components/fields/index.js'],
      [{ type: 'object', properties: { at: {} } }, {}, './FallbackFieldTemplate.js', '@rjsf/core/lib/components/templates/index.js'],
      [{ type: 'object', properties: { at: { type: 'string', allOf: [{ minLength: 2 }, { minLength: 3 }] } } }, {}, './shallowAllOfMerge.js', '@rjsf/utils/lib/schema/retrieveSchema.js'],
      [{ type: 'object', properties: { at: { $ref: '#/definitions/at' } }, definitions: { at: { type: 'string' } } }, {}, '../findSchemaDefinition.js', '@rjsf/utils/lib/schema/retrieveSchema.js'],
    ];
    for (const [schema, uiSchema, module, importer] of cases) expect(resolveWith(modelWith(schema, uiSchema))(module, importer)).toBeNull();
  });

  it("@rjsf/core's lists still import each part by the name the plugin points away", () => {
    for (const group of namedOnlyRjsfParts) {
      const list = readFileSync('own' in group ? join(nodeModules, '..', group.importer) : join(nodeModules, group.importer), 'utf8');
      for (const module of group.modules) expect(list, `${group.importer} imports ${module}`).toMatch(new RegExp(`from ['"]${module.replace(/[.]/g, '\\.')}['"]`));
    }
  });

  it('the stand-in, if ever drawn, says what happened', () => {
    expect(() => UnnamedRjsfPart()).toThrow(/no form of funnel-config names/);
  });

  it("the references' stand-in leaves a schema without $ref as it is, splits dependencies as RJSF does, and says so if it meets a $ref", () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } }, dependencies: { a: ['b'] } };
    expect(makeAllReferencesAbsolute(schema)).toBe(schema);
    expect(() => makeAllReferencesAbsolute({ type: 'object', properties: { a: { $ref: '#/$defs/a' } } })).toThrow(/#\/\$defs\/a.*leaves out/);
    expect(splitKeyElementFromObject('a', { a: 1, b: 2 })).toEqual([{ b: 2 }, 1]);
    expect(() => findSchemaDefinition('#/definitions/x')).toThrow(/no form of funnel-config has a \$ref/);
  });

  it("omitExtraData's stand-in keeps RJSF's isValueEmpty and says so if the Form's omitExtraData runs", () => {
    expect(isValueEmpty({})).toBe(true);
    expect(isValueEmpty({ a: 1 })).toBe(false);
    expect(isValueEmpty(undefined)).toBe(true);
    expect(() => omittedExtraData()).toThrow(/omitExtraData ran/);
    expect(() => getUsedFormData()).toThrow(/omitExtraData ran/);
  });
});
