/** "Step 2 of 10" with a native `<progress>` named by that text, so it is read the same as it is seen. */
export function ProgressIndicator({ step, stepCount }: { step: number; stepCount: number }) {
  const text = `Step ${step} of ${stepCount}`;
  return (
    <div className="progress">
      <span id="progress-label" className="progress-label">
        {text}
      </span>
      <progress className="progress-bar" max={stepCount} value={step} aria-labelledby="progress-label">
        {text}
      </progress>
    </div>
  );
}
