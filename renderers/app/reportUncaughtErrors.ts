import type { ErrorReporter } from './createErrorReporter';

/**
 * Sends uncaught script errors (window `error`) and unhandled promise rejections to the front-end logger (SPEC §8
 * "uncaught script errors … are sent to the front-end logger"). Answers a function that stops listening.
 */
export function reportUncaughtErrors(target: Window, reporter: ErrorReporter): () => void {
  const onError = (event: ErrorEvent) => reporter.report('script', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reporter.report('rejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
