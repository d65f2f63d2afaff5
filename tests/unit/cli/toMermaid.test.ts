import { describe, expect, it } from 'vitest';
import { toMermaid } from '../../../engine/cli/toMermaid';

describe('toMermaid', () => {
  const output = toMermaid({
    nodes: [
      { id: 'landing', kind: 'virtual', route: '' },
      { id: 'vehicle-damage', kind: 'page', route: 'vehicle-damage' },
      { id: 'vehicle_damage', kind: 'page', route: 'x' },
      { id: 'bailout', kind: 'bailout', route: 'bailout' },
    ],
    edges: [
      { from: 'landing', to: 'vehicle-damage', scenario: 'loadSession', conditional: false },
      { from: 'vehicle-damage', to: 'bailout', scenario: 'skipVin', conditional: true },
    ],
  });

  it.each([
    ['starts a left-to-right flowchart', 'flowchart LR\n'],
    ['draws virtual routes as stadiums', '  p_landing(["landing"])'],
    ['draws screens as boxes', '  p_vehicle_damage["vehicle-damage"]'],
    ['keeps ids apart that sanitize alike', '  p_vehicle_damage_2["vehicle_damage"]'],
    ['draws bailout as a hexagon', '  p_bailout{{"bailout"}}'],
    ['labels edges with the scenario', '  p_landing -->|"loadSession"| p_vehicle_damage'],
    ['dashes conditional edges', '  p_vehicle_damage -.->|"skipVin"| p_bailout'],
  ])('%s', (_, line) => {
    expect(output).toContain(line);
  });
});
