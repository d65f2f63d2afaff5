import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/**
 * A screen is either a generic form (`fields`) or a named custom renderer, never both nor neither; every form field
 * is bound to a state path and every binding names a form field (DESIGN folders: pages/<page>.yaml).
 */
export const fieldsOrRenderer: LintRule = {
  code: 'fields-or-renderer',
  description: 'A page needs exactly one of fields or renderer, and its form fields and bind entries must match.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      if (page.kind === 'page') {
        if (page.fields && page.renderer !== undefined) {
          report({ file, path: ['renderer'], onKey: true, message: `Page "${page.id}" has both fields and renderer; keep one` });
        } else if (!page.fields && page.renderer === undefined) {
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
