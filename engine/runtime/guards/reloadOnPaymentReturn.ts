import type { GuardContext } from '../GuardContext';

/**
 * SPEC §2 payment-method entry on return from payment: reloads the page (once). "Return from payment" is read from the
 * flow, not a page name: the page the visitor was on is one whose `back` leads here (payment's back is
 * payment-method), so coming back from the page after this one reloads it.
 */
export async function reloadOnPaymentReturn(context: GuardContext) {
  const last = context.getState().user.lastPageVisited;
  const lastPage = last && context.model.pages[last] ? await context.loadPage(last) : undefined;
  const comesBackHere = (lastPage?.navigation.back ?? []).some((rule) => rule.to === context.pageId);
  if (last !== context.pageId && comesBackHere) {
    context.update((draft) => {
      draft.user.lastPageVisited = context.pageId;
    });
    return { reload: true } as const;
  }
  return undefined;
}
