import type { JsonPath } from '../../config/Diagnostic';
import { constantReferenceKey } from '../../compile/resolveConstantReferences';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/**
 * A `{ $constant: name }` in a page's fields must name a SPEC §9 constant of funnel.yaml `constants` and stand alone
 * (the compiler replaces the whole object by the constant's value, so a key beside it would be lost).
 */
export const unknownConstant: LintRule = {
  code: 'unknown-constant',
  description: 'A page names a funnel.yaml constant that does not exist, or writes something beside a $constant.',
  severity: 'error',
  check({ config, sources, report }) {
    const names = Object.keys(config.funnel.constants);
    for (const page of config.pages) {
      if (!page.fields) continue;
      const file = sources.getPageFile(page.id);
      const visit = (value: unknown, path: JsonPath): void => {
        if (Array.isArray(value)) return value.forEach((item, index) => visit(item, [...path, index]));
        if (value === null || typeof value !== 'object') return;
        const object = value as Record<string, unknown>;
        if (Object.hasOwn(object, constantReferenceKey)) {
          const name = object[constantReferenceKey];
          const at = [...path, constantReferenceKey];
          if (typeof name !== 'string' || !names.includes(name)) {
            const message = `Unknown funnel constant "${String(name)}" (not in funnel.yaml constants)${didYouMean(String(name), names)}`;
            report({ file, path: at, message });
          }
          for (const key of Object.keys(object).filter((key) => key !== constantReferenceKey)) {
            const message = `"${key}" beside ${constantReferenceKey} would be lost: the constant's value replaces the whole object`;
            report({ file, path: [...path, key], onKey: true, message });
          }
          return;
        }
        for (const [key, item] of Object.entries(object)) visit(item, [...path, key]);
      };
      visit(page.fields, ['fields']);
    }
  },
};
