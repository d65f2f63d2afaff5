import type { Literal } from '../config/types';
import { getClosestName } from './getClosestName';

/** Words people write for a value a schema names otherwise (a JSON type, a yes/no, an input type). */
const synonyms: Record<string, string> = {
  bool: 'boolean', int: 'integer', str: 'string', text: 'string', float: 'number', double: 'number', decimal: 'number',
  list: 'array', dict: 'object', map: 'object', yes: 'true', no: 'false', on: 'true', off: 'false',
  phone: 'tel', telephone: 'tel', mobile: 'tel', numeric: 'number',
};

/**
 * The allowed value most likely meant by `value`, for a "did you mean": the closest name (a typo, another case:
 * getClosestName), else the allowed value it is another word for (`bool` → `boolean`, `yes` → `true`), else the one
 * allowed value it is the start of (`less` → `lesser`).
 */
export function getClosestValue(value: string, allowed: readonly string[]): string | undefined {
  const closest = getClosestName(value, allowed);
  if (closest !== undefined) return closest;
  const synonym = synonyms[value.trim().toLowerCase()];
  if (synonym !== undefined && allowed.includes(synonym)) return synonym;
  // A word cut short (`less` for `lesser`, `second` for `secondary`): the one allowed value it begins.
  const text = value.trim().toLowerCase();
  const begun = text.length >= 3 ? allowed.filter((name) => name.toLowerCase().startsWith(text)) : [];
  return begun.length === 1 ? begun[0] : undefined;
}

/**
 * The yes/no a text most likely stands for (`yes`, `ture`, `"true"`, `Off`), or undefined: YAML 1.2 reads `yes` and
 * a quoted `"true"` as text, so a boolean setting written so is refused (or worse, truthy).
 */
export function getMeantBoolean(value: unknown): boolean | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  const meant = text === 'true' || text === 'false' ? text : getClosestValue(text, ['true', 'false']);
  return meant === undefined ? undefined : meant === 'true';
}

/**
 * The literal a value written in YAML most likely meant, for a value a place refuses: with a closed set, the member of
 * the same text in another type (`"true"` for true) or the closest member (`mobile` for `Mobile`); otherwise the same
 * value in a type the place takes (`"2012"` for 2012, `yes` for true, 5 for `"5"`). Undefined when nothing is close.
 */
export function getMeantLiteral(value: string | number | boolean, types: readonly string[], members?: readonly Literal[]): Literal | undefined {
  if (members) {
    const sameText = members.find((member) => typeof member !== typeof value && String(member) === String(value).trim());
    if (sameText !== undefined) return sameText;
    const named = members.filter((member) => member !== null);
    const closest = getClosestValue(String(value), named.map(String));
    return named.find((member) => String(member) === closest);
  }
  const asNumber = typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
  if (asNumber !== undefined && (types.includes('number') || types.includes('integer'))) return asNumber;
  const meantBoolean = types.includes('boolean') ? getMeantBoolean(value) : undefined;
  if (meantBoolean !== undefined) return meantBoolean;
  return typeof value !== 'string' && types.includes('string') ? String(value) : undefined;
}
