/**
 * The funnel in Chromium under the sandbox's security headers (issue #13): the app and its calls come with the strict
 * Content-Security-Policy, nosniff and the referrer policy; the policy really blocks an injected inline script, and the
 * suite's guard (support/cspGuard.ts, used by every spec) reports it.
 */
import { expect, test } from './support/cspGuard';

const funnelPolicy =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; connect-src 'self'";

test('the app and its API calls come with the security headers', async ({ page }) => {
  const call = page.waitForResponse((response) => response.url().includes('/api/v1/'));
  const document = await page.goto('/fmg/vehicle');
  for (const response of [document!, await call]) {
    const headers = response.headers();
    expect({
      csp: headers['content-security-policy'],
      nosniff: headers['x-content-type-options'],
      referrer: headers['referrer-policy'],
    }).toEqual({ csp: funnelPolicy, nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin' });
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an injected inline script is blocked and the guard reports the violation', async ({ page, cspViolations }) => {
  await page.goto('/fmg/vehicle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.head.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  // Both reports: the securitypolicyviolation event and Chromium's console error.
  const reported = () => ({
    event: cspViolations.some((violation) => violation.directive.startsWith('script-src') && violation.blocked === 'inline'),
    console: cspViolations.some((violation) => violation.directive === 'console' && violation.blocked.includes("script-src 'self'")),
  });
  await expect.poll(reported).toEqual({ event: true, console: true });
  expect(cspViolations.every((violation) => violation.page.includes('/fmg/vehicle'))).toBe(true);
  // Checked on purpose: emptied, so the guard does not fail this test.
  cspViolations.splice(0);
});
