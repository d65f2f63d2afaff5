/** SPEC §8 "uncaught script errors … are sent to the front-end logger": window errors and unhandled rejections. */
import { describe, expect, it } from 'vitest';
import type { ErrorKind } from '../../renderers/app/errorLogLevels';
import { reportUncaughtErrors } from '../../renderers/app/reportUncaughtErrors';

describe('reportUncaughtErrors', () => {
  it('reports a window error as script and an unhandled rejection as rejection, until stopped', () => {
    const reports: Array<{ kind: ErrorKind; error: unknown }> = [];
    const stop = reportUncaughtErrors(window, { report: (kind, error) => void reports.push({ kind, error }) });
    const scriptError = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: scriptError, message: 'Uncaught Error: boom' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'rejected' }));
    expect(reports).toEqual([
      { kind: 'script', error: scriptError },
      { kind: 'script', error: 'Script error.' },
      { kind: 'rejection', error: 'rejected' },
    ]);
    stop();
    // A listener of the test's own keeps the test runner from treating this dispatched error as a crash of the test.
    const swallow = (event: Event) => event.preventDefault();
    window.addEventListener('error', swallow);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), cancelable: true }));
    window.removeEventListener('error', swallow);
    expect(reports).toHaveLength(3);
  });
});
