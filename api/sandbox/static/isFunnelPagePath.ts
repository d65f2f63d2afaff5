/** The base path the funnel is served under (the vite build's `base`). */
export const funnelBasePath = '/fmg/';

/**
 * Whether a URL under /fmg/ names a funnel page rather than a file: no extension in its last segment. Such URLs get
 * index.html so the browser router can take over (SPA fallback); `/fmg/assets/x.js` that is missing stays a 404.
 */
export function isFunnelPagePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith(funnelBasePath)) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
