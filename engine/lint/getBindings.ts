import type { JsonPath } from '../config/Diagnostic';
import type { ApiBinding, PageConfig } from '../config/types';

/** One API binding of a page with where it is written. */
export interface LocatedBinding {
  binding: ApiBinding;
  /** JSON path of the binding in the page file: ['load' | 'submit', index]. */
  path: JsonPath;
}

/** Every API binding of a page, entry calls first, then submit calls, in order. */
export function getBindings(page: PageConfig): LocatedBinding[] {
  return (['load', 'submit'] as const).flatMap((role) => (page[role] ?? []).map((binding, index) => ({ binding, path: [role, index] })));
}
