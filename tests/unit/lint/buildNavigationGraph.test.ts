import { describe, expect, it } from 'vitest';
import { buildNavigationGraph } from '../../../engine/compile/buildNavigationGraph';
import { addSequence, createBaseConfig } from './lintFixture';

describe('buildNavigationGraph', () => {
  const graph = buildNavigationGraph(createBaseConfig());

  it('has a node for every page with its kind and route', () => {
    expect(graph.nodes).toContainEqual({ id: 'landing', kind: 'virtual', route: '' });
    expect(graph.nodes).toContainEqual({ id: 'bailout', kind: 'bailout', route: 'bailout' });
    expect(graph.nodes).toHaveLength(12);
  });

  it.each([
    { from: 'vehicle', to: 'vehicle-damage', scenario: 'forward', conditional: false },
    { from: 'vehicle-damage', to: 'quote', scenario: 'forward', conditional: true },
    { from: 'vehicle-damage', to: 'vehicle', scenario: 'back', conditional: false },
    { from: 'auto-route', to: 'quote', scenario: 'auto-route', conditional: true },
    { from: 'auto-route', to: 'vehicle', scenario: 'forward', conditional: false },
    { from: 'landing', to: 'vehicle', scenario: 'fmgPage', conditional: false },
  ])('has the edge $from -[$scenario]-> $to (conditional: $conditional)', (edge) => {
    expect(graph.edges).toContainEqual(expect.objectContaining(edge));
  });

  it('keeps one edge per rule, with its query', () => {
    const forward = graph.edges.filter((e) => e.from === 'vehicle-damage' && e.scenario === 'forward');
    expect(forward.map((e) => [e.conditional, e.query])).toEqual([
      [true, undefined],
      [true, { offerquote: 'true' }],
      [false, undefined],
    ]);
  });

  it('draws a sequence reference as the edges of the rules it expands into, each noting the sequence', () => {
    const config = createBaseConfig();
    addSequence(config);
    const forward = buildNavigationGraph(config).edges.filter((e) => e.from === 'vehicle-damage' && e.scenario === 'forward');
    expect(forward.map(({ to, conditional, note }) => ({ to, conditional, note }))).toEqual([
      { to: 'quote', conditional: true, note: 'With a VIN. (sequence "checkout", the next step that applies)' },
      { to: 'confirmation', conditional: false, note: 'From sequence "checkout", after its last step.' },
    ]);
  });
});
