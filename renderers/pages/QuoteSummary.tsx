import type { PageRendererProps } from './PageRendererProps';

/** Not built yet: the quote page's renderer. */
export function QuoteSummary(_props: PageRendererProps) {
  return null;
}
