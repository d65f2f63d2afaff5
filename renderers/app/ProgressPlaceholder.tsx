/**
 * The progress indicator's place before the page it counts for is known (issue #12): the same boxes as
 * ProgressIndicator (a line for its count and the bar on a phone, the row of stages from 40em), empty, and hidden from
 * screen readers (it claims no stage). index.html's static frame (SiteShell) and the first load of a route that is no
 * page of its own hold it, so the header keeps its height when React takes over and when the page arrives.
 */
export function ProgressPlaceholder() {
  return (
    <div className="progress" aria-hidden="true">
      <p className="progress-label">{'\u00a0'}</p>
      <progress className="progress-bar" value={0} />
      <ol className="progress-stages">
        <li className="progress-stage">{'\u00a0'}</li>
      </ol>
    </div>
  );
}
