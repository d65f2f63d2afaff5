/**
 * Where a completed payment sends the browser: the allowed return path (isAllowedReturnUrl) with the payment-return
 * parameters of SPEC §2 added to its query (replacing any of the same name).
 */
export function toReturnLocation(returnUrl: string, returnParams: Record<string, string>): string {
  const mark = returnUrl.indexOf('?');
  const path = mark === -1 ? returnUrl : returnUrl.slice(0, mark);
  const search = new URLSearchParams(mark === -1 ? '' : returnUrl.slice(mark + 1));
  for (const [name, value] of Object.entries(returnParams)) search.set(name, value);
  return `${path}?${search.toString()}`;
}
