/** The most path segments an endpoint keeps when shown in logs and analytics (SPEC §7). */
const maxLogPathSegments = 6;

/**
 * The endpoint path shown in logs: query string and fragment stripped, at most 6 segments kept (SPEC §7).
 * `/parts/api/v1/parts/recal-parts/123/P1?x=1` → `/parts/api/v1/parts/recal-parts/123`.
 */
export function toLogPath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutQuery.split('/').filter((segment) => segment !== '');
  return '/' + segments.slice(0, maxLogPathSegments).join('/');
}
