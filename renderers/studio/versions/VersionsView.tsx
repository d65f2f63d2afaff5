import { useEffect, useState } from 'react';
import type { StudioVersions } from '../../../api/sandbox/studio/StudioTypes';
import { fetchStudio } from '../fetchStudio';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Config versions (issue #15): the saved sessions under each version of the config (its content hash), how many became
 * orders, and how sessions saved under another version are resumed.
 */
export function VersionsView() {
  const [versions, setVersions] = useState<StudioVersions | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchStudio<StudioVersions>('versions').then(setVersions, (failure: Error) => setError(failure.message));
  }, []);
  if (error) return <p className="studio-error" role="alert">{error}</p>;
  if (!versions) return <p className="studio-loading" role="status">Counting sessions…</p>;
  return (
    <div className="versions">
      <section aria-labelledby="versions-title">
        <h2 id="versions-title">Saved sessions per config version</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="versions-title">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Config version</th>
                <th scope="col" className="number">
                  Saved sessions
                </th>
                <th scope="col" className="number">
                  Orders placed
                </th>
                <th scope="col">First saved</th>
                <th scope="col">Last saved</th>
              </tr>
            </thead>
            <tbody>
              {versions.versions.map((row) => (
                <tr key={row.version ?? 'none'} className={row.version === versions.current ? 'is-current' : ''}>
                  <th scope="row">
                    {row.version ? <code>{row.version.slice(0, 12)}</code> : <span className="muted">not recorded (saved before versions, or seeded)</span>}
                    {row.version === versions.current && <span className="badge-current">current</span>}
                  </th>
                  <td className="number">{row.sessions}</td>
                  <td className="number">{row.submitted}</td>
                  <td>{day(row.firstSavedAt)}</td>
                  <td>{day(row.lastSavedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {!versions.versions.some((row) => row.version === versions.current) && (
          <p className="muted">
            No session saved under the current version (<code>{versions.current.slice(0, 12)}</code>) yet.
          </p>
        )}
        <p>
          Sessions resumed under another version than they were saved under: <strong>{versions.resumedUnderAnother}</strong>
        </p>
      </section>
      <section aria-labelledby="rules-title" className="version-rules">
        <h2 id="rules-title">When a session saved under another version is resumed</h2>
        <ol>
          <li>The answers of pages that still exist are kept, and so is data the config still writes (the question stages).</li>
          <li>The answers of pages that no longer exist are dropped; a last page visited that no longer exists is forgotten.</li>
          <li>The order (vehicle, damage, location, appointment, customer) is kept; a saved appointment no longer offered is cleared as for any session.</li>
          <li>The visit resumes on the first page of auto-route's order whose prerequisites hold in the new config.</li>
        </ol>
        <p>
          Each such resume is recorded in the decision trace (kind <code>configVersion</code>: what was kept and dropped). Review a change before it ships
          with <code>npx funnel diff &lt;old-dir&gt; &lt;new-dir&gt;</code>.
        </p>
      </section>
    </div>
  );
}
