/**
 * Every end-to-end test runs under the sandbox's Content-Security-Policy and fails on any violation (issue #13).
 * Specs import `test` and `expect` from here instead of '@playwright/test' (everything else is re-exported as is).
 *
 * Each browser context a test uses — the `context`/`page` fixtures and any `browser.newContext()` the test opens — is
 * watched two ways: an init script reports every `securitypolicyviolation` event of every page and frame, and console
 * errors mentioning Content Security Policy are kept (what Chromium prints for a blocked load). After the test, the
 * violations fail it, each with its page, directive and what was blocked. A test checking a violation on purpose reads
 * and empties `cspViolations`.
 */
import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** One violation, as the test failure lists it. */
export interface CspViolation {
  /** The page (or frame) address. */
  page: string;
  /** The directive violated, e.g. script-src-elem; `console` for a console report. */
  directive: string;
  /** What was blocked: a URL, `inline`, `eval`; for a console report, its text. */
  blocked: string;
}

/** The name of the binding the init script reports through. */
const bindingName = '__reportCspViolation';
/** Contexts already watched (the `context` fixture may come from the watched browser.newContext). */
const watched = new WeakSet<BrowserContext>();

/** Starts collecting the CSP violations of a context's pages into `into`. */
async function watchContext(context: BrowserContext, into: CspViolation[]): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(bindingName, (_source, violation: CspViolation) => {
    into.push(violation);
  });
  await context.addInitScript((name: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: unknown) => void>)[name];
      void report?.({ page: location.href, directive: event.effectiveDirective || event.violatedDirective, blocked: event.blockedURI || 'inline' });
    });
  }, bindingName);
  context.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) {
      into.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: message.text() });
    }
  });
}

/** The violations as a failure message: one line each. */
function describeViolations(violations: readonly CspViolation[]): string {
  const lines = violations.map((violation) => `  ${violation.page} ${violation.directive}: ${violation.blocked}`);
  return `Content-Security-Policy violations (${violations.length}):\n${lines.join('\n')}`;
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ browser }, use) => {
      const violations: CspViolation[] = [];
      // Contexts the test opens itself (a new browser, an agent console) are watched too.
      const newContext = browser.newContext.bind(browser);
      const watchedBrowser = browser as Browser & { newContext: Browser['newContext'] };
      watchedBrowser.newContext = async (options) => {
        const context = await newContext(options);
        await watchContext(context, violations);
        return context;
      };
      try {
        await use(violations);
      } finally {
        watchedBrowser.newContext = newContext;
      }
      if (violations.length > 0) throw new Error(describeViolations(violations));
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await watchContext(context, cspViolations);
    await use(context);
  },
});
