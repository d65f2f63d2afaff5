import type { PageRendererProps } from './PageRendererProps';

/** Not built yet: the confirmation page's renderer. */
export function ConfirmationSummary(_props: PageRendererProps) {
  return null;
}
