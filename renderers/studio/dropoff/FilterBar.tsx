import type { StudioExperiment } from '../../../api/sandbox/studio/StudioTypes';

/** Which visitors the numbers count: a range of days (UTC) and, optionally, one experiment's variation. */
export interface VisitorFilter {
  from: string;
  to: string;
  /** An experiment's test id, or '' for everyone. */
  experiment: string;
  /** One of its variations, or '' for each. */
  variation: string;
}

/** The filter of the visitors' numbers (map and drop-off): dates, experiment, variation; how many visitors match. */
export function FilterBar(props: {
  filter: VisitorFilter;
  experiments: StudioExperiment[];
  visitors: number | null;
  error: string | null;
  onChange(filter: VisitorFilter): void;
  onRefresh(): void;
}) {
  const { filter, experiments, onChange } = props;
  const experiment = experiments.find((candidate) => candidate.testId === filter.experiment);
  const set = (changes: Partial<VisitorFilter>) => onChange({ ...filter, ...changes });
  return (
    <form className="filter-bar" aria-label="Which visitors to count" onSubmit={(event) => event.preventDefault()}>
      <label>
        From
        <input type="date" value={filter.from} max={filter.to || undefined} onChange={(event) => set({ from: event.target.value })} />
      </label>
      <label>
        To
        <input type="date" value={filter.to} min={filter.from || undefined} onChange={(event) => set({ to: event.target.value })} />
      </label>
      <label>
        Experiment
        <select value={filter.experiment} onChange={(event) => set({ experiment: event.target.value, variation: '' })}>
          <option value="">Everyone</option>
          {experiments.map((candidate) => (
            <option key={candidate.testId} value={candidate.testId}>
              {candidate.testId}
            </option>
          ))}
          {filter.experiment && !experiment && <option value={filter.experiment}>{filter.experiment}</option>}
        </select>
      </label>
      <label>
        Variation
        <select value={filter.variation} disabled={!filter.experiment} onChange={(event) => set({ variation: event.target.value })}>
          <option value="">{filter.experiment ? 'Every variation' : '—'}</option>
          {experiment?.variations.map((variation) => (
            <option key={variation.id} value={variation.id}>
              {variation.name} ({variation.visitors})
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button-secondary" onClick={props.onRefresh}>
        Refresh
      </button>
      <p className="filter-count" aria-live="polite">
        {props.error ? (
          <span className="studio-error" role="alert">
            {props.error}
          </span>
        ) : props.visitors === null ? (
          'Counting visitors…'
        ) : (
          <>
            <strong>{props.visitors.toLocaleString('en-US')}</strong> {props.visitors === 1 ? 'visitor' : 'visitors'} in range
          </>
        )}
      </p>
    </form>
  );
}
