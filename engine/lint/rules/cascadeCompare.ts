import { orderValueShapes } from '../../domain/orderValueShapes';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/**
 * SPEC §4 cascades compare a watched list by the named fields of its items (`compare: {fields: [questionId, result]}`):
 * a field the items do not have compares nothing, so the reset silently stops happening. The items' fields come from
 * the contract's Order (engine/domain/orderValueShapes.ts).
 */
export const cascadeCompare: LintRule = {
  code: 'cascade-compare',
  description: 'A cascade compares its watched lists by a field their items do not have.',
  severity: 'error',
  check({ config, report }) {
    config.cascades.forEach((cascade, i) => {
      const compare = cascade.compare;
      if (compare === undefined || typeof compare === 'string') return;
      // Values that are not lists are compared as values whatever `compare` says (engine/runtime/runCascades.ts).
      const lists = cascade.watch.flatMap((statePath) => {
        const itemFields = orderValueShapes[statePath]?.itemFields;
        return itemFields ? [{ statePath, itemFields }] : [];
      });
      compare.fields.forEach((field, k) => {
        const lacking = lists.filter((list) => !list.itemFields.includes(field));
        if (lacking.length === 0) return;
        report({
          file: 'cascades.yaml',
          path: ['cascades', i, 'compare', 'fields', k],
          message: `The items of ${lacking.map((list) => list.statePath).join(' and ')} have no field "${field}", so a change is never seen and nothing is reset${didYouMean(field, lacking[0]!.itemFields)}`,
        });
      });
    });
  },
};
