import type { GuardContext } from '../GuardContext';

/** SPEC §2 payment-method entry on return from payment: reloads the page (once). */
export function reloadOnPaymentReturn(context: GuardContext) {
  if (context.getState().user.lastPageVisited === 'payment') {
    context.update((draft) => {
      draft.user.lastPageVisited = context.pageId;
    });
    return { reload: true } as const;
  }
  return undefined;
}
