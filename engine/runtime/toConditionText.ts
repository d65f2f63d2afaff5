import type { Condition } from '../config/types';

/** A YAML literal as it is written in a condition: texts quoted, the rest as JSON (`"Mobile"`, `2`, `true`, `null`). */
function toLiteralText(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * A condition of the closed language (DESIGN principle 5) written on one line, operator first, for the decision trace
 * and its formatters: `minItems user.pageData.stages.partChoices 2`, `eq user.pageData.estimate.vinSelection
 * "manualVin"`, `all(truthy order.vehicle.year, not(empty user.pageData.stages))`. Only the YAML's own text appears
 * (paths, literals, guard names), never a state value, so it carries no personal data.
 */
export function toConditionText(condition: Condition): string {
  const [operator, operand] = Object.entries(condition)[0] ?? ['?', undefined];
  switch (operator) {
    case 'all':
    case 'any':
      return `${operator}(${(operand as Condition[]).map(toConditionText).join(', ')})`;
    case 'not':
      return `not(${toConditionText(operand as Condition)})`;
    case 'eq':
    case 'ne':
    case 'minItems': {
      const [path, literal] = operand as [string, unknown];
      return `${operator} ${path} ${toLiteralText(literal)}`;
    }
    case 'same': {
      const [left, right] = operand as [string, string];
      return `same ${left} ${right}`;
    }
    case 'in': {
      const [path, options] = operand as [string, unknown[]];
      return `in ${path} [${options.map(toLiteralText).join(', ')}]`;
    }
    case 'guard': {
      if (typeof operand === 'string') return `guard ${operand}`;
      const call = operand as { name: string; with?: Record<string, string> };
      const inputs = Object.entries(call.with ?? {}).map(([input, path]) => `${input}: ${path}`);
      return `guard ${call.name}(${inputs.join(', ')})`;
    }
    default:
      return `${operator} ${String(operand)}`;
  }
}
