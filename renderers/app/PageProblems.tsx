import { useEffect, useRef } from 'react';
import { ErrorSummary } from './ErrorSummary';

/**
 * What went wrong on a page: the failed call or submission (an alert, announced at once) above the summary of the
 * form check. Every page renderer shows its problems through this, so they look and sound the same everywhere.
 *
 * A failure that comes while the visitor is on the page (a Continue or an action that failed) takes the focus, which
 * brings it into view: on a phone the button pressed is often a screen below the alert, and the tap would otherwise
 * seem to do nothing (DESIGN: accessible by default, keyboard all the way). One already there when the page is shown
 * leaves the focus to the page's heading.
 */
export function PageProblems({ pageError, messages }: { pageError: string | null; messages: string[] }) {
  const alert = useRef<HTMLDivElement>(null);
  const shown = useRef(pageError);
  useEffect(() => {
    if (pageError !== null && pageError !== shown.current) alert.current?.focus();
    shown.current = pageError;
  }, [pageError]);
  return (
    <>
      {pageError ? (
        <div className="page-error" role="alert" tabIndex={-1} ref={alert}>
          {pageError}
        </div>
      ) : null}
      <ErrorSummary messages={messages} />
    </>
  );
}
