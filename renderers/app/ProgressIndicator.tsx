import { useCallback, useSyncExternalStore } from 'react';
import { conditionGuards } from '../../engine/domain/conditionGuards';
import { formatMessage } from '../../engine/domain/formatMessage';
import { getJourneyProgress } from '../../engine/runtime/getJourneyProgress';
import { useRuntime } from './useRuntime';
import './ProgressIndicator.css';

/**
 * The progress indicator (issue #14, deliverable 4): the named stages of the pages this visitor will pass (from the
 * answers so far: engine/runtime/getJourneyProgress.ts), the current one marked (`aria-current="step"`), those before
 * it done, with a count ("Stage 2 of 6: Damage", funnel.yaml messages.progressLabel) that names the bar. On a phone the
 * count and the bar show and the list is read by screen readers only; from 40em the list shows too. Nothing on a page
 * without a stage shown. Re-renders only when the stages or the current one change.
 */
export function ProgressIndicator({ pageId }: { pageId: string }) {
  const runtime = useRuntime();
  const { model } = runtime;
  const getSnapshot = useCallback(() => {
    const progress = getJourneyProgress(model, pageId, { state: runtime.getState(), guards: conditionGuards, environment: {}, constants: model.funnel.constants });
    return progress ? JSON.stringify(progress) : '';
  }, [runtime, model, pageId]);
  const shown = useSyncExternalStore(runtime.subscribe, getSnapshot, getSnapshot);
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
