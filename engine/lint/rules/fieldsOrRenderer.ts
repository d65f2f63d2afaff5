import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/**
 * A screen is drawn by a generic form (`fields`) or by a named custom renderer; a renderer may also declare `fields`,
 * saying which answers it submits and where they live (so they go through the runtime and its SPEC §4 cascades).
 * Every form field is bound to a state path and every binding names a form field (DESIGN folders: pages/<page>.yaml).
 */
export const fieldsOrRenderer: LintRule = {
  code: 'fields-or-renderer',
  description: 'A page needs fields or a renderer, and its form fields and bind entries must match.',
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
      for (const name of fieldNames) {
        if (bound.includes(name)) continue;
        report({
          file,
          path: ['fields', 'schema', 'properties', name],
          onKey: true,
          message: `Form field "${name}" has no fields.bind entry, so its answer would not be stored`,
        });
      }
      for (const name of bound) {
        if (fieldNames.includes(name)) continue;
        report({
          file,
          path: ['fields', 'bind', name],
          onKey: true,
          message: `fields.bind entry "${name}" is not a property of fields.schema${didYouMean(name, fieldNames)}`,
        });
      }
    }
  },
};
