import type { PageRendererProps } from './PageRendererProps';

/** Not built yet: the vehicle-damage page's renderer. */
export function GlassPicker(_props: PageRendererProps) {
  return null;
}
