/**
 * The progress indicator (issue #14) while a submit runs and leads to another page (issue #12, viewFreeze): it shows
 * the stages as they were at the click, not worked out again at each state change, and as they are once the view
 * thaws or when it is drawn for another page.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../../engine/cli/journeys/createMemoryPorts';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { ProgressIndicator } from '../../renderers/app/ProgressIndicator';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { freezeView } from '../../renderers/app/viewFreeze';
import { createTestModel, testPage } from './createTestRuntime';

afterEach(cleanup);

/** Damage, then a parts stage only for a replacement, then the appointment. */
function setUp() {
  const model = createTestModel([testPage({ id: 'damage' }), testPage({ id: 'parts' }), testPage({ id: 'schedule' })]);
  model.funnel.messages = { ...model.funnel.messages, progressLabel: 'Stage {current} of {count}: {stage}' };
  model.progress = {
    stages: [
      { id: 'damage', title: 'Damage' },
      { id: 'parts', title: 'Parts' },
      { id: 'appointment', title: 'Appointment' },
    ],
    pages: {
      damage: {
        stage: 'damage',
        back: [],
        forward: [{ to: 'parts', when: { eq: ['order.damage.isRepair', false] } }, { to: 'schedule' }],
      },
      parts: { stage: 'parts', back: [{ to: 'damage' }], forward: [{ to: 'schedule' }] },
      schedule: { stage: 'appointment', back: [{ to: 'damage' }], forward: [] },
    },
  };
  const runtime = createFunnelRuntime({ model, ports: createMemoryPorts() });
  const setRepair = (isRepair: boolean) => act(() => runtime.update((draft) => void (draft.order.damage.isRepair = isRepair)));
  const draw = (pageId: string) => (
    <RuntimeContext value={runtime}>
      <ProgressIndicator pageId={pageId} />
    </RuntimeContext>
  );
  const label = () => screen.getByRole('progressbar').textContent;
  return { runtime, setRepair, draw, label };
}

describe('ProgressIndicator', () => {
  it('follows the answers; holds the stages of the click while the view is frozen; shows them as they are after the thaw', () => {
    const { runtime, setRepair, draw, label } = setUp();
    render(draw('damage'));
    expect(label()).toBe('Stage 1 of 2: Damage');
    setRepair(false);
    expect(label()).toBe('Stage 1 of 3: Damage');

    let thaw = () => undefined as void;
    act(() => void (thaw = freezeView(runtime)));
    setRepair(true);
    expect(label()).toBe('Stage 1 of 3: Damage');
    act(() => thaw());
    expect(label()).toBe('Stage 1 of 2: Damage');
  });

  it('shows the stages as they are for the page it is drawn for next, frozen or not', () => {
    const { runtime, setRepair, draw, label } = setUp();
    const view = render(draw('damage'));
    setRepair(false);
    let thaw = () => undefined as void;
    act(() => void (thaw = freezeView(runtime)));
    view.rerender(draw('parts'));
    expect(label()).toBe('Stage 2 of 3: Parts');
    expect(screen.getByText('Damage').closest('li')?.className).toContain('is-done');
    act(() => thaw());
    expect(label()).toBe('Stage 2 of 3: Parts');
  });
});
