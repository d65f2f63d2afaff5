/** A base no real request has, to resolve a candidate against and see whether it stays on the sandbox's origin. */
const probeOrigin = 'http://sandbox.invalid';

/**
 * Whether a page may send the browser back to `returnUrl`: only a plain path under the funnel's /fmg/ (an optional query
 * allowed), never another origin (`//host`, `https:`), a backslash, a fragment, a dot segment or anything the URL
 * parser would rewrite — so the hosted pages are no open redirect.
 */
export function isAllowedReturnUrl(returnUrl: string): boolean {
  if (returnUrl.length > 512 || !returnUrl.startsWith('/fmg/')) return false;
  if (/[\s\\#\u0000-\u001f\u007f]/.test(returnUrl) || returnUrl.includes('//')) return false;
  let url: URL;
  try {
    url = new URL(returnUrl, probeOrigin);
  } catch {
    return false;
  }
  return url.origin === probeOrigin && url.pathname.startsWith('/fmg/') && `${url.pathname}${url.search}` === returnUrl;
}
