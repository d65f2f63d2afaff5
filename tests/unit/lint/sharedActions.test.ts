import { describe, expect, it } from 'vitest';
import { readConfigDir } from '../../../engine/cli/readConfigDir';
import { compileFunnel } from '../../../engine/compile/compileFunnel';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import type { FunnelConfig, PageActionConfig } from '../../../engine/config/types';
import { createBaseConfig, lintMutated, page, withFieldTitles } from './lintFixture';

/** A shared action that reads the year the vehicle page keeps, misspelt where `path` says. */
const loadMakes = (path: string): PageActionConfig => ({
  description: 'The makes of the year chosen.',
  do: [{ call: 'vehicle.makes', params: { year: { from: path } }, into: 'user.pageData.vehicle.makes' }],
});

/** Two pages (vehicle and vehicle-damage) run the shared action `loadMakes` on entry. */
function shareLoadMakes(config: FunnelConfig, action: PageActionConfig): void {
  config.actions = { loadMakes: action };
  delete page(config, 'vehicle').actions!['loadMakes'];
  page(config, 'vehicle').load!.push({ run: 'loadMakes' });
  (page(config, 'vehicle-damage').load ??= []).push({ run: 'loadMakes' });
}

describe('shared actions (funnel-config/actions.yaml)', () => {
  it('lint: a problem inside a shared action two pages run is reported once, at its line in actions.yaml', () => {
    const rows = lintMutated((config) => {
      withFieldTitles(config);
      shareLoadMakes(config, loadMakes('order.vehicle.yeer'));
    });
    expect(rows.filter((row) => row.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'unknown-state-path', file: 'actions.yaml', at: '8:19', message: expect.stringContaining('order.vehicle.yeer') }),
    ]);
  });

  it('lint: a page runs a shared action as its own (the renderer needs it, run finds it); a name neither declares is still reported', () => {
    const rows = lintMutated((config) => {
      withFieldTitles(config);
      shareLoadMakes(config, loadMakes('order.vehicle.year'));
      page(config, 'vehicle').load!.push({ run: 'loadMake' });
    });
    expect(rows.map(({ code, file, message }) => ({ code, file, message }))).toEqual([
      { code: 'page-actions', file: 'pages/vehicle.yaml', message: 'Page "vehicle" has no action "loadMake"; did you mean "loadMakes"?' },
    ]);
  });

  it('lint: a shared action no page runs is a warning at its name', () => {
    const rows = lintMutated((config) => {
      withFieldTitles(config);
      config.actions = { loadTrims: loadMakes('order.vehicle.year') };
    });
    expect(rows).toEqual([
      { code: 'page-actions', file: 'actions.yaml', at: '2:3', severity: 'warning', message: 'Shared action "loadTrims" is run by no page: run it from a page\'s steps (run: loadTrims) or remove it' },
    ]);
  });

  it("compile: each page gets the shared actions it runs, directly or through its own actions; its own of the same name wins", () => {
    const config = createBaseConfig();
    const own = page(config, 'vehicle').actions!['loadMakes']!;
    config.actions = { loadMakes: loadMakes('order.vehicle.year'), loadYears: { do: [{ run: 'loadMakes' }] } };
    page(config, 'vehicle').load!.push({ run: 'loadMakes' });
    (page(config, 'vehicle-damage').submit ??= []).push({ run: 'loadYears' });
    const model = compileFunnel(config);
    expect(model.pages['vehicle']!.actions!['loadMakes']).toEqual(own);
    expect(model.pages['vehicle']!.actions!['loadYears']).toBeUndefined();
    expect(Object.keys(model.pages['vehicle-damage']!.actions!).sort()).toEqual(['loadMakes', 'loadYears']);
    expect(model.pages['vehicle-damage']!.waits!.actions['loadYears']).toEqual([[]]);
    expect(model.pages['quote']!.actions).toBeUndefined();
  });

  it('the funnel prices the order with one price action, which the quote and the schedule both run', () => {
    const { config } = parseFunnelConfig(readConfigDir('funnel-config'));
    const model = compileFunnel(config!);
    expect(config!.actions!['price']).toBeDefined();
    expect(config!.pages.filter((p) => p.actions?.['price'])).toEqual([]);
    expect(model.pages['quote']!.actions!['price']).toEqual(config!.actions!['price']);
    expect(model.pages['schedule']!.actions!['price']).toEqual(config!.actions!['price']);
  });
});
