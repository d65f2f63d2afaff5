import type { PageRendererProps } from './PageRendererProps';

/** Not built yet: the insurance-company page's renderer. */
export function InsuranceCompanyPicker(_props: PageRendererProps) {
  return null;
}
