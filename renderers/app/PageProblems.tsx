import { ErrorSummary } from './ErrorSummary';

/**
 * What went wrong on a page: the failed call or submission (an alert, announced at once) above the summary of the
 * form check. Every page renderer shows its problems through this, so they look and sound the same everywhere.
 */
export function PageProblems({ pageError, messages }: { pageError: string | null; messages: string[] }) {
  return (
    <>
      {pageError ? (
        <div className="page-error" role="alert">
          {pageError}
        </div>
      ) : null}
      <ErrorSummary messages={messages} />
    </>
  );
}
