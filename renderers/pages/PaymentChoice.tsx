import type { PageRendererProps } from './PageRendererProps';

/** Not built yet: the payment-method page's renderer. */
export function PaymentChoice(_props: PageRendererProps) {
  return null;
}
