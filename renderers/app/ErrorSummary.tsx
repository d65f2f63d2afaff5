/**
 * The polite summary of a failed form check (DESIGN principle 8): always in the page so screen readers announce its
 * changes; visible only while there are problems. Inline errors next to each field say what to fix.
 */
export function ErrorSummary({ messages }: { messages: string[] }) {
  const count = messages.length;
  return (
    <div className={count > 0 ? 'error-summary' : 'error-summary is-empty'} role="status" aria-live="polite" aria-atomic="true">
      {count > 0 ? (
        <>
          <p className="error-summary-title">
            {count === 1 ? 'There is 1 problem on this page:' : `There are ${count} problems on this page:`}
          </p>
          <ul>
            {messages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
