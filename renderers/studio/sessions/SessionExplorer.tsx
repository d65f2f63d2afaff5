import { useEffect, useState, type FormEvent } from 'react';
import type { StudioMap, StudioSession, StudioSessionSummary } from '../../../api/sandbox/studio/StudioTypes';
import { updateAddress } from '../StudioApp';
import { fetchStudio } from '../fetchStudio';
import { describeDecision } from './describeDecision';

/** What a session is looked for by. */
const kinds = [
  { id: 'savedSessionId', label: 'Saved session id' },
  { id: 'sessionKey', label: 'Session key' },
  { id: 'eon', label: 'Order number (eon)' },
] as const;
type QueryKind = (typeof kinds)[number]['id'];

const time = (iso: string) => `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })} UTC`;
const clock = (iso: string) => iso.slice(11, 19);

/**
 * The session explorer (issue #15): find a visit by saved session id, session key or order number, or pick one of the
 * newest; see its path, and for each step the decisions of the trace taken there, in words and as the trace wrote them.
 */
export function SessionExplorer({ map }: { map: StudioMap | null }) {
  const initial = new URLSearchParams(window.location.search);
  const [kind, setKind] = useState<QueryKind>(() => kinds.find((candidate) => initial.has(candidate.id))?.id ?? 'savedSessionId');
  const [value, setValue] = useState(() => kinds.map((candidate) => initial.get(candidate.id)).find(Boolean) ?? '');
  const [session, setSession] = useState<StudioSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recent, setRecent] = useState<StudioSessionSummary[] | null>(null);

  useEffect(() => {
    fetchStudio<{ sessions: StudioSessionSummary[] }>('sessions', { limit: '15' }).then((answer) => setRecent(answer.sessions), () => setRecent([]));
    if (value) void find(kind, value);
    // Only once: what the address asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const find = async (by: QueryKind, text: string) => {
    setBusy(true);
    setError(null);
    try {
      setSession(await fetchStudio<StudioSession>('session', { [by]: text.trim() }));
      updateAddress(Object.fromEntries(kinds.map((candidate) => [candidate.id, candidate.id === by ? text.trim() : null])));
    } catch (failure) {
      setSession(null);
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) void find(kind, value);
    else setError(`Enter a ${kinds.find((candidate) => candidate.id === kind)!.label.toLowerCase()}.`);
  };
  const title = (id: string) => map?.pages.find((page) => page.id === id)?.title ?? id;

  return (
    <div className="sessions">
      <div className="sessions-side">
        <form className="session-search" onSubmit={onSubmit} aria-label="Find a session">
          <label>
            Find by
            <select value={kind} onChange={(event) => setKind(event.target.value as QueryKind)}>
              {kinds.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            {kinds.find((candidate) => candidate.id === kind)!.label}
            <input value={value} onChange={(event) => setValue(event.target.value)} spellCheck={false} aria-describedby={error ? 'session-error' : undefined} />
          </label>
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? 'Finding…' : 'Find'}
          </button>
          {error && (
            <p id="session-error" className="studio-error" role="alert">
              {error}
            </p>
          )}
        </form>
        <section aria-labelledby="recent-title">
          <h2 id="recent-title">Newest visits</h2>
          {recent === null ? (
            <p className="muted">Loading…</p>
          ) : recent.length === 0 ? (
            <p className="muted">No visit recorded yet.</p>
          ) : (
            <ul className="recent-list">
              {recent.map((item) => (
                <li key={item.sessionKey}>
                  <button
                    type="button"
                    className="recent-item"
                    onClick={() => {
                      setKind('sessionKey');
                      setValue(item.sessionKey);
                      void find('sessionKey', item.sessionKey);
                    }}
                  >
                    <span className="recent-path">
                      {title(item.firstPage ?? '?')} → {title(item.lastPage ?? '?')}
                    </span>
                    <span className="muted small">
                      {item.pageViews} page views · {time(item.lastAt)}
                    </span>
                    <code className="small">{item.sessionKey.slice(0, 18)}…</code>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="session-detail" aria-labelledby="session-title" aria-live="polite">
        {!session ? (
          <p className="muted">Find a session, or pick one of the newest visits.</p>
        ) : (
          <>
            <h2 id="session-title">Session path</h2>
            <dl className="facts session-facts">
              {session.steps[0] && (
                <>
                  <dt>Started</dt>
                  <dd>{time(session.steps[0].at)}</dd>
                </>
              )}
              <dt>Session keys</dt>
              <dd>{session.sessionKeys.length > 0 ? session.sessionKeys.map((key) => <code key={key}>{key}</code>) : <span className="muted">none in analytics</span>}</dd>
              {session.saved && (
                <>
                  <dt>Saved session</dt>
                  <dd>
                    <code>{session.saved.savedSessionId}</code>
                    {session.saved.eon && (
                      <>
                        {' '}
                        · order <code>{session.saved.eon}</code>
                      </>
                    )}
                  </dd>
                  <dt>Saved under config</dt>
                  <dd>
                    {session.saved.configVersion ? <code>{session.saved.configVersion.slice(0, 12)}</code> : <span className="muted">an unrecorded version</span>}
                    {map && session.saved.configVersion === map.version ? <span className="badge-current">current</span> : map ? <span className="badge-other">not the current one</span> : null}
                  </dd>
                  <dt>Last page visited</dt>
                  <dd>{session.saved.lastPageVisited ? title(session.saved.lastPageVisited) : '—'}</dd>
                </>
              )}
            </dl>
            {session.steps.length > 0 ? (
              <ol className="timeline">
                {session.steps.map((step, index) => (
                  <li key={index} className={step.shown ? 'step' : 'step is-routing'}>
                    <div className="step-head">
                      <span className="step-number" aria-hidden="true">
                        {index + 1}
                      </span>
                      <strong>{title(step.page)}</strong> <code>{step.page}</code>
                      <span className="muted small">
                        {' '}
                        {step.shown ? 'shown' : 'a virtual route or guard: decided, not shown'} · {clock(step.at)}
                      </span>
                    </div>
                    {step.decisions.length > 0 && (
                      <ul className="decisions">
                        {step.decisions.map((decision, position) => (
                          <li key={position} className={`decision decision-${decision.kind}`}>
                            <span className="decision-words">{describeDecision(decision.kind, decision.line)}</span>
                            <code className="decision-line">{decision.line}</code>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            ) : session.savedDecisions.length > 0 ? (
              <>
                <p className="muted">No analytics for this session; the decisions its last save kept:</p>
                <ul className="decisions">
                  {session.savedDecisions.map((decision, position) => (
                    <li key={position} className={`decision decision-${decision.kind}`}>
                      <span className="decision-words">{describeDecision(decision.kind, decision.line)}</span>
                      <code className="decision-line">{decision.line}</code>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="muted">No page view or decision recorded for this session.</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
