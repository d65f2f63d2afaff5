import { describe, expect, it } from 'vitest';
import { maxBusEntries } from '../../../engine/runtime/createSessionSaver';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

describe('the user event bus (SPEC §3) keeps its newest entries only', () => {
  it.each([
    [10, 10],
    [maxBusEntries, maxBusEntries],
    [maxBusEntries + 25, maxBusEntries],
  ])('%i entries written: %i kept, the newest last', (written, kept) => {
    const runtime = createFunnelRuntime({ model: loadFunnelModel(), ports: createMemoryPorts() });
    runtime.update((draft) => {
      for (let index = 0; index < written; index += 1) draft.user.eventBus.push({ category: 'TEST', subCategory: 'entry', eventValue: String(index) });
    });
    const bus = runtime.getState().user.eventBus;
    expect(bus).toHaveLength(kept);
    expect(bus.at(-1)?.eventValue).toBe(String(written - 1));
    expect(bus[0]?.eventValue).toBe(String(written - kept));
  });
});
