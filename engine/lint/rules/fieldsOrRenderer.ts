import { orderValueShapes } from '../../domain/orderValueShapes';
import { didYouMean } from '../didYouMean';
import { getStateFlow, isRelatedPath, toLivePath } from '../getStateFlow';
import type { LintRule } from '../LintRule';

/**
 * A screen is drawn by a generic form (`fields`) or by a named custom renderer; a renderer may also declare `fields`,
 * saying which answers it submits and where they live (so they go through the runtime and its SPEC §4 cascades).
 * Every form field is bound to a state path and every binding names a form field (DESIGN folders: pages/<page>.yaml).
 */
export const fieldsOrRenderer: LintRule = {
  code: 'fields-or-renderer',
  description: 'A page needs fields or a renderer, its form fields and bind entries must match, and no two fields are stored at one path or one inside the other\'s; (a warning) a required field drawn hidden that nothing writes first.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      if (page.kind === 'page') {
        if (!page.fields && page.renderer === undefined) {
          report({ file, path: ['kind'], message: `Page "${page.id}" has neither fields (a generic form) nor renderer (a custom renderer)` });
        }
      }
      if (!page.fields) continue;
      const properties = page.fields.schema['properties'];
      const fieldNames = properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
      const bound = Object.keys(page.fields.bind);
      const unbound = fieldNames.filter((name) => !bound.includes(name));
      const fieldless = bound.filter((name) => !fieldNames.includes(name));
      // One field without a binding and one binding without a field: the field (or the binding) was renamed.
      const renamed = unbound.length === 1 && fieldless.length === 1;
      for (const name of unbound) {
        report({
          file,
          path: ['fields', 'schema', 'properties', name],
          onKey: true,
          message: `Form field "${name}" has no fields.bind entry, so its answer would not be stored${renamed ? `; did you mean "${fieldless[0]}"? (fields.bind has "${fieldless[0]}", which names no field: rename one of the two)` : didYouMean(name, fieldless)}`,
        });
      }
      for (const name of fieldless) {
        const hint = didYouMean(name, fieldNames) || (renamed ? `; did you mean "${unbound[0]}", the field with no fields.bind entry?` : '');
        report({
          file,
          path: ['fields', 'bind', name],
          onKey: true,
          message: `fields.bind entry "${name}" is not a property of fields.schema${hint}`,
        });
      }
      // Two fields stored at one path, or fields stored inside another's path (a bind line copied, its path not
      // edited): an answer stored later overwrites the other, which is lost.
      const targets = Object.entries(page.fields.bind);
      const meant = (name: string, target: string): string => {
        const candidates = [`${target.slice(0, target.lastIndexOf('.'))}.${name}`, `${target}.${name}`];
        const path = candidates.find((candidate) => candidate !== target && Object.hasOwn(orderValueShapes, candidate));
        return path ? `; did you mean ${path}?` : '';
      };
      targets.forEach(([name, target], index) => {
        const same = targets.slice(0, index).find(([, other]) => other === target);
        if (same) {
          report({ file, path: ['fields', 'bind', name], message: `Fields "${same[0]}" and "${name}" are both stored at ${target}: one answer overwrites the other${meant(name, target)}` });
          return;
        }
        const inside = targets.filter(([, other]) => other.startsWith(`${target}.`)).map(([other]) => `"${other}"`);
        if (inside.length === 0) return;
        report({ file, path: ['fields', 'bind', name], message: `Field "${name}" is stored at ${target}, where field${inside.length > 1 ? 's' : ''} ${inside.join(', ')} ${inside.length > 1 ? 'are' : 'is'} stored too (inside it): the answers overwrite each other${meant(name, target)}` });
      });
      // A required field the generic form draws hidden: the visitor cannot fill it, so only a default or a step that
      // writes its path first lets the page be submitted at all.
      if (page.renderer !== undefined) continue;
      const required = Array.isArray(page.fields.schema['required']) ? (page.fields.schema['required'] as unknown[]) : [];
      const ui = (page.fields.uiSchema ?? {}) as Record<string, Record<string, unknown> | undefined>;
      const flow = getStateFlow(config, sources);
      for (const name of required) {
        if (typeof name !== 'string' || !fieldNames.includes(name)) continue;
        const fieldUi = ui[name] ?? {};
        const widget = fieldUi['ui:widget'] ?? (fieldUi['ui:options'] as { widget?: unknown } | undefined)?.widget;
        const field = (properties as Record<string, Record<string, unknown> | undefined>)[name] ?? {};
        if (widget !== 'hidden' || 'default' in field || 'const' in field) continue;
        const target = page.fields.bind[name];
        const written = target !== undefined && flow.some((site) => site.kind === 'write' && isRelatedPath(toLivePath(site.statePath), target) && !(site.file === file && site.path[0] === 'fields'));
        if (written) continue;
        report({
          file,
          path: ['fields', 'uiSchema', name, 'ui:widget'],
          severity: 'warning',
          message: `Field "${name}" is required but drawn hidden, and nothing in the config writes ${target ?? 'it'} first: a visitor cannot fill it, so unless the code sets it every submit is refused; give it a default, write it in a load step, or show it`,
        });
      }
    }
  },
};
