import type { FunnelModel } from '../../engine/compile/FunnelModel';
import { toPagePath } from '../app/toPagePath';

/**
 * Sends the browser to a hosted payment page (another document: the provider's page, which returns to
 * payment-pia-return). Kept apart so renderer tests can watch where the browser would go.
 */
export function goToHostedPayment(url: string): void {
  window.location.assign(url);
}

/**
 * Loads a funnel page as a new document (its address under the base path). Leaving the payment page this way lets
 * payment-method's SPEC §2 reload on return from payment reload payment-method itself: a reload asked for during a
 * client-side navigation would reload the page being left.
 */
export function loadFunnelPage(model: FunnelModel, pageId: string, query: Record<string, string> = {}): void {
  window.location.assign(`${model.funnel.basePath.replace(/\/+$/, '')}${toPagePath(model, pageId, query)}`);
}
