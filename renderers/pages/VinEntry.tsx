import type { PageRendererProps } from './PageRendererProps';

/** Not built yet: the vin-lookup page's renderer. */
export function VinEntry(_props: PageRendererProps) {
  return null;
}
