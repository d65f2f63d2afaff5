/**
 * Issue #12: while a submit's navigation is under way, the state a page shows stays as it was when the visitor
 * clicked (the next page's entry changes it a dozen times; the confirmation's submission clears it), a component
 * mounted meanwhile starts from the current state, and everything shows the current state once the view thaws.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../engine/cli/journeys/createMemoryPorts';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { useFunnelState } from '../../renderers/app/useFunnelState';
import { freezeView } from '../../renderers/app/viewFreeze';
import { createTestModel, testPage } from './createTestRuntime';

function FirstName({ label, paths }: { label: string; paths?: string[] }) {
  const state = useFunnelState(paths);
  return (
    <p>
      {label}: {state.order.customer.firstName ?? 'none'}
    </p>
  );
}

function setUp() {
  const runtime = createFunnelRuntime({ model: createTestModel([testPage({ id: 'p' })]), ports: createMemoryPorts() });
  const setFirstName = (name: string) => act(() => runtime.update((draft) => void (draft.order.customer.firstName = name)));
  return { runtime, setFirstName };
}

describe('the view of the state while a submit leads to another page', () => {
  it('keeps what was shown while frozen, starts a new component fresh, and shows the current state after the thaw', () => {
    const { runtime, setFirstName } = setUp();
    const view = render(
      <RuntimeContext value={runtime}>
        <FirstName label="leaving" />
        <FirstName label="scoped" paths={['order.customer']} />
      </RuntimeContext>,
    );
    setFirstName('Ada');
    expect(screen.getByText('leaving: Ada')).toBeTruthy();

    let thaw = () => undefined as void;
    act(() => void (thaw = freezeView(runtime)));
    setFirstName('Grace');
    expect(screen.getByText('leaving: Ada')).toBeTruthy();
    expect(screen.getByText('scoped: Ada')).toBeTruthy();
    // The next page, mounted during the freeze, shows the state as it is.
    view.rerender(
      <RuntimeContext value={runtime}>
        <FirstName label="leaving" />
        <FirstName label="scoped" paths={['order.customer']} />
        <FirstName label="next" />
      </RuntimeContext>,
    );
    expect(screen.getByText('next: Grace')).toBeTruthy();
    expect(screen.getByText('leaving: Ada')).toBeTruthy();

    act(() => thaw());
    expect(screen.getByText('leaving: Grace')).toBeTruthy();
    expect(screen.getByText('scoped: Grace')).toBeTruthy();
    setFirstName('Hedy');
    expect(screen.getByText('leaving: Hedy')).toBeTruthy();
  });

  it('thaws only when every freeze is over, and a second thaw of the same freeze changes nothing', () => {
    const { runtime, setFirstName } = setUp();
    render(
      <RuntimeContext value={runtime}>
        <FirstName label="shown" />
      </RuntimeContext>,
    );
    setFirstName('Ada');
    let first = () => undefined as void;
    let second = () => undefined as void;
    act(() => {
      first = freezeView(runtime);
      second = freezeView(runtime);
    });
    setFirstName('Grace');
    act(() => {
      first();
      first();
    });
    expect(screen.getByText('shown: Ada')).toBeTruthy();
    act(() => second());
    expect(screen.getByText('shown: Grace')).toBeTruthy();
  });
});
