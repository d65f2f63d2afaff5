import { createInitialState } from '../../domain/state';
import { getAtPath } from '../../runtime/getAtPath';
import { getBindings } from '../getBindings';
import { getAnswerKeys, pageDataPrefix } from '../getStateFlow';
import type { LintRule } from '../LintRule';

const initialState = createInitialState() as unknown as Record<string, unknown>;
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A call's answer stored whole at an object of the order or the user (`into: order.vehicle`) replaces that object: the
 * fields the answer does not have are gone each time the call answers. That is what a deleted `merge: true` does:
 * vehicle.lookup into order.vehicle without it wipes the VIN, the registration and the vehicle's picture. Page data
 * (user.pageData) has no fixed fields and is left to the other rules.
 */
export const droppedFields: LintRule = {
  code: 'dropped-fields',
  description: "A call's answer replaces an object of the order or the user whose other fields it does not have (no merge: true).",
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        if (binding.call === undefined || binding.into === undefined || binding.merge === true) continue;
        if (binding.into.startsWith(pageDataPrefix)) continue;
        const keys = getAnswerKeys(binding.call, binding.pick, binding.forEach !== undefined);
        const held = getAtPath(initialState, binding.into);
        if (keys === undefined || keys === 1 || '*' in keys || '#' in keys || !isObject(held)) continue;
        const lost = Object.keys(held).filter((field) => !(field in keys));
        if (lost.length === 0) continue;
        report({
          file,
          path: [...path, 'into'],
          message: `The answer of ${binding.call} replaces ${binding.into}, whose ${lost.join(', ')} it does not have: they are lost each time it answers; add merge: true to keep them`,
        });
      }
    }
  },
};
