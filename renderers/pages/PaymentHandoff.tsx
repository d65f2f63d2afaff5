import type { PageRendererProps } from './PageRendererProps';

/** Not built yet: the payment page's renderer. */
export function PaymentHandoff(_props: PageRendererProps) {
  return null;
}
