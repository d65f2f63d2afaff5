import type { Condition, Literal } from '../config/types';
import type { ConditionCheck } from './DecisionTrace';
import { evaluateCondition, type ConditionContext } from './evaluateCondition';
import { getAtPath } from './getAtPath';
import { toConditionText } from './toConditionText';
import { toValueShape } from './toValueShape';

/** As evaluateCondition compares with a literal: null also matches a missing value. */
function matches(value: unknown, literal: Literal): boolean {
  return literal === null ? value === null || value === undefined : value === literal;
}

/**
 * What the state held for a leaf condition, without personal data (toValueShape): a compared literal is shown only
 * when the value matched it (the literal is the YAML's), a list by its item count, anything else by its shape.
 */
function toFound(operator: string, operand: unknown, context: ConditionContext, holds: boolean): string {
  const read = (path: unknown) => getAtPath(context.state, String(path));
  switch (operator) {
    case 'eq':
    case 'ne': {
      const [path, literal] = operand as [string, Literal];
      const value = read(path);
      if (matches(value, literal)) return literal === null ? 'is not set' : `equals ${JSON.stringify(literal)}`;
      const shape = toValueShape(value);
      // A boolean or a missing value says all there is; another value is only said not to be the literal.
      return typeof value === 'boolean' || value === null || value === undefined ? shape : `${shape}, not ${JSON.stringify(literal)}`;
    }
    case 'in': {
      const [path, options] = operand as [string, Literal[]];
      const value = read(path);
      const matched = options.find((option) => matches(value, option));
      if (matched !== undefined) return matched === null ? 'is not set' : `equals ${JSON.stringify(matched)}`;
      return `${toValueShape(value)}, none of them`;
    }
    case 'minItems': {
      const [path] = operand as [string, number];
      const value = read(path);
      return Array.isArray(value) ? toValueShape(value) : `${toValueShape(value)} (not a list)`;
    }
    case 'same':
      return holds ? 'are the same' : 'differ';
    case 'guard':
      return `is ${holds}`;
    default:
      return toValueShape(read(operand));
  }
}

/**
 * Evaluates a condition as evaluateCondition does (same answer, same short-circuit: `all` stops at the first part that
 * fails, `any` at the first that holds) and explains it for the decision trace (DESIGN principles 5 and 12): its YAML
 * text, whether it holds, and what the state held, as shapes only (no personal data, see toValueShape). Throws the
 * same ConditionError as evaluateCondition on a condition it does not know.
 */
export function explainCondition(condition: Condition, context: ConditionContext): ConditionCheck {
  const text = toConditionText(condition);
  const [operator, operand] = Object.entries(condition)[0] ?? ['', undefined];
  if (operator === 'all' || operator === 'any') {
    const parts: ConditionCheck[] = [];
    const settles = operator === 'any';
    for (const part of operand as Condition[]) {
      const check = explainCondition(part, context);
      parts.push(check);
      if (check.holds === settles) {
        return { operator, text, holds: settles, found: `${check.text}: ${check.found}`, parts };
      }
    }
    return { operator, text, holds: !settles, found: operator === 'all' ? 'all hold' : 'none holds', parts };
  }
  if (operator === 'not') {
    const inner = explainCondition(operand as Condition, context);
    return { operator, text, holds: !inner.holds, found: inner.found, parts: [inner] };
  }
  const { value: holds } = evaluateCondition(condition, context);
  return { operator, text, holds, found: toFound(operator, operand, context, holds) };
}
