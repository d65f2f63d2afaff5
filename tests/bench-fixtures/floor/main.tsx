/**
 * The floor of `npm run bench:web` (issue #12): react + react-dom + react-router and nothing else, the least a
 * funnel page built on our stack can cost. Two pages, like the first step of the funnel: a year select and a Continue
 * button, then the next page's heading.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, useNavigate, useSearchParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** The years the select offers, newest first (as the funnel's vehicle page). */
const years = Array.from({ length: 37 }, (_, index) => String(2026 - index));

/** Page 1: choose a year, then Continue. */
function VehiclePage() {
  const [year, setYear] = useState('');
  const navigate = useNavigate();
  return (
    <main>
      <h1>Tell us about your vehicle</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (year) void navigate(`/done?year=${year}`);
        }}
      >
        <label htmlFor="year">Year</label>
        <select id="year" value={year} onChange={(event) => setYear(event.target.value)}>
          <option value="">Select a year</option>
          {years.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
        <button type="submit">Continue</button>
      </form>
    </main>
  );
}

/** Page 2: what was chosen. */
function DonePage() {
  const [params] = useSearchParams();
  return (
    <main>
      <h1>Your {params.get('year')} vehicle</h1>
      <p>Thank you.</p>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', Component: VehiclePage },
  { path: '/done', Component: DonePage },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
