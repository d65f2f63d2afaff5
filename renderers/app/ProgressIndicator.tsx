import { useCallback, useRef, useSyncExternalStore } from 'react';
import { conditionGuards } from '../../engine/domain/conditionGuards';
import { formatMessage } from '../../engine/domain/formatMessage';
import { getJourneyProgress } from '../../engine/runtime/getJourneyProgress';
import { useRuntime } from './useRuntime';
import { isViewFrozen, subscribeToView } from './viewFreeze';
import './ProgressIndicator.css';

/**
 * The progress indicator (issue #14, deliverable 4): the named stages of the pages this visitor will pass (from the
 * answers so far: engine/runtime/getJourneyProgress.ts), the current one marked (`aria-current="step"`), those before
 * it done, with a count ("Stage 2 of 6: Damage", funnel.yaml messages.progressLabel) that names the bar. On a phone the
 * count and the bar show and the list is read by screen readers only; from 40em the list shows too. Nothing on a page
 * without a stage shown. Re-renders only when the stages or the current one change; while a submit runs and leads
 * to another page (viewFreeze), they are not worked out again at each of its state changes, only for a new page and
 * at the thaw (issue #12).
 */
export function ProgressIndicator({ pageId }: { pageId: string }) {
  const runtime = useRuntime();
  const { model } = runtime;
  const held = useRef<{ pageId: string; progress: string } | null>(null);
  const getSnapshot = useCallback(() => {
    if (held.current?.pageId === pageId && isViewFrozen(runtime)) return held.current.progress;
    const progress = getJourneyProgress(model, pageId, { state: runtime.getState(), guards: conditionGuards, environment: {}, constants: model.funnel.constants });
    held.current = { pageId, progress: progress ? JSON.stringify(progress) : '' };
    return held.current.progress;
  }, [runtime, model, pageId]);
  const subscribe = useCallback((onChange: () => void) => subscribeToView(runtime, onChange), [runtime]);
  const shown = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  if (!shown) return null;
  const { stages, current } = JSON.parse(shown) as NonNullable<ReturnType<typeof getJourneyProgress>>;
  const label = formatMessage(model.funnel.messages.progressLabel, { current: current + 1, count: stages.length, stage: stages[current]?.title ?? '' });
  return (
    <div className="progress">
      <p id="progress-label" className="progress-label">
        {label}
      </p>
      <progress className="progress-bar" max={stages.length} value={current + 1} aria-labelledby="progress-label">
        {label}
      </progress>
      <ol className="progress-stages" aria-labelledby="progress-label">
        {stages.map((stage, index) => (
          <li
            key={stage.id}
            className={`progress-stage${index < current ? ' is-done' : index === current ? ' is-current' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            {stage.title}
            {index < current ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
