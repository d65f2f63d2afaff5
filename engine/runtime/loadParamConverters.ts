import type { ApiBinding, BindingValue } from '../config/types';
import type { ParamConverter } from '../domain/paramConverters';

/**
 * The named param converters (engine/domain/paramConverters.ts) load on first use, not with the first page: the
 * registry brings most of engine/domain with it (the SPEC §7 order block, price and tax lines, payment URLs), which
 * the first page's own calls rarely need (issue #12: JS for the first render). Loaded once; a failed load is tried
 * again at the next use.
 */
let loaded: Readonly<Record<string, ParamConverter>> | null = null;
let loading: Promise<Readonly<Record<string, ParamConverter>>> | null = null;

/** Loads the converter registry (once). Rejects when its code does not arrive (the caller tells the visitor). */
export function loadParamConverters(): Promise<Readonly<Record<string, ParamConverter>>> {
  loading ??= import('../domain/paramConverters').then(
    (module) => (loaded = module.paramConverters as Record<string, ParamConverter>),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The converter named `name`; the registry must be loaded first (`loadParamConverters`), as runBindings does. */
export function getParamConverter(name: string): ParamConverter {
  if (!loaded) throw new Error(`Param converter "${name}" used before the converters were loaded`);
  const converter = Object.hasOwn(loaded, name) ? loaded[name] : undefined;
  if (!converter) throw new Error(`No param converter named "${name}"`);
  return converter;
}

/** Whether reading `value` calls a converter (`as:`), in it or in what it reads further (`with:`, `default:`, `if`). */
export function valueUsesConverter(value: BindingValue | undefined): boolean {
  if (value === null || value === undefined || typeof value !== 'object') return false;
  if ('if' in value) return valueUsesConverter(value.then) || valueUsesConverter(value.else);
  if (!('from' in value)) return false;
  return value.as !== undefined || Object.values(value.with ?? {}).some(valueUsesConverter) || valueUsesConverter(value.default);
}

/** Whether running `step` reads a value through a converter (a `run` action's own steps are checked when they run). */
export function stepUsesConverter(step: ApiBinding): boolean {
  const values = [step.value, step.forEach, ...Object.values(step.params ?? {}), ...Object.values(step.set ?? {}), ...Object.values(step.input ?? {})];
  return values.some(valueUsesConverter);
}
