import { openStatePaths } from '../domain/state';
import { getKnownStatePaths } from './getKnownStatePaths';

/**
 * Whether a YAML state path exists: it walks keys of createInitialState(), or goes below one of openStatePaths
 * (`user.pageData.*`, `query.*`, …). `form.<field>` (the submitted form) is allowed only where `allowForm` is set
 * (API binding params).
 */
export function isKnownStatePath(path: string, options: { allowForm?: boolean } = {}): boolean {
  if (path.split('.').some((segment) => segment === '')) return false;
  if (options.allowForm && /^form\.[^.]+/.test(path)) return true;
  if (getKnownStatePaths().has(path)) return true;
  return openStatePaths.some((open) => path.startsWith(`${open}.`));
}
