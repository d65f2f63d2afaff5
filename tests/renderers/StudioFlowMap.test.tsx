/**
 * The studio's flow map (issue #15) drawn in jsdom from a small config: laid out by ELK, a rule no journey takes
 * stands out (red, said in its label's text alternative, listed in the legend, counted in the summary), pages are
 * buttons selected with the keyboard, and the selected page's panel says where it is written and what covers it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StudioCoverage } from '../../api/sandbox/studio/StudioTypes';
import { toStudioMap } from '../../api/sandbox/studio/toStudioMap';
import { FlowMapView } from '../../renderers/studio/flow/FlowMapView';
import { loadFunnelModel } from '../harness/loadFunnelModel';

beforeAll(() => {
  // jsdom draws no canvas: the map measures its text by an estimate instead.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const model = loadFunnelModel('tests/fixtures/configs/minimal');
const map = toStudioMap(model, {
  configDir: 'tests/fixtures/configs/minimal',
  pages: new Map([['quote', { file: 'pages/quote.yaml', line: 1 }]]),
  edges: new Map(),
  stages: { start: { title: 'Start' }, order: { title: 'Order' } },
  pageStages: new Map([
    ['vehicle', 'start'],
    ['vehicle-damage', 'start'],
    ['quote', 'order'],
    ['confirmation', 'order'],
  ]),
});

/** Every rule taken by one journey but vehicle-damage's second forward rule (the repair one, with its query). */
const uncoveredKey = 'vehicle-damage|forward|1';
const coverage: StudioCoverage = {
  version: model.contentHash,
  journeys: [{ name: 'Cash order', file: 'journeys/cash.yaml', passed: true }],
  edges: Object.fromEntries(map.edges.filter((edge) => edge.key !== uncoveredKey).map((edge) => [edge.key, ['Cash order']])),
  pages: Object.fromEntries(map.pages.map((page) => [page.id, ['Cash order']])),
  covered: map.edges.length - 1,
  total: map.edges.length,
};

/** Loading ELK and laying out takes a second or two on the shared cores. */
const layoutWait = { timeout: 15_000 };

function renderMap() {
  return render(<FlowMapView map={map} coverage={coverage} coverageError={null} dropOff={null} overlay="coverage" onOverlay={() => {}} />);
}

describe('the studio flow map', () => {
  it('lays the pages out in their stages, and makes a rule no journey takes stand out', async () => {
    const { container } = renderMap();
    const label = await waitFor(() => {
      const found = container.querySelector('g.edge-label[data-edge="vehicle-damage>quote"]');
      if (!found) throw new Error('not laid out yet');
      return found;
    }, layoutWait);
    expect(label.classList.contains('edge-uncovered')).toBe(true);
    expect(label.getAttribute('aria-label')).toMatch(/not covered by any journey/);
    expect(container.querySelector('path.edge[data-edge="vehicle-damage>quote"]')?.classList.contains('edge-uncovered')).toBe(true);
    // The other ways are covered and drawn as such.
    expect(container.querySelector('path.edge[data-edge="vehicle>vehicle-damage"]')?.classList.contains('edge-uncovered')).toBe(false);
    expect(screen.getByText(/1 not covered/)).toBeTruthy();
    const legend = screen.getByRole('complementary', { name: 'Details' });
    expect(within(legend).getByRole('button', { name: 'vehicle-damage → quote' })).toBeTruthy();
    // Stage bands, in order; a screen that names no stage (return-user here) is drawn apart, under "Other pages".
    expect([...container.querySelectorAll('.band-title')].map((title) => title.textContent)).toEqual(['START', 'ORDER', 'OTHER PAGES']);
  });

  it('selects a page from the keyboard and shows where it is written and the journeys that cover it', async () => {
    const { container } = renderMap();
    const quote = await waitFor(() => {
      const found = container.querySelector<SVGGElement>('g.node[data-page="quote"]');
      if (!found) throw new Error('not laid out yet');
      return found;
    }, layoutWait);
    expect(quote.getAttribute('tabindex')).toBe('0');
    expect(quote.getAttribute('role')).toBe('button');
    fireEvent.keyDown(quote, { key: 'Enter' });
    const panel = screen.getByRole('complementary', { name: 'Details' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'quote' })).toBeTruthy();
    expect(panel.textContent).toContain('tests/fixtures/configs/minimal/pages/quote.yaml:1');
    expect(panel.textContent).toContain('Cash order');
    expect(quote.getAttribute('aria-pressed')).toBe('true');
  });
});
