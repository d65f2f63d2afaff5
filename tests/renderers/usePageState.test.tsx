/**
 * Issue #12: a page's renderer re-renders when what it reads changes (its page data, what its buttons' conditions read,
 * the paths it names), not at each of the dozen state changes of a page transition (a call counted in the session, a
 * decision on the event bus, the session's initialisation).
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FunnelState } from '../../engine/domain/state';
import { useFunnelState } from '../../renderers/app/useFunnelState';
import { usePageState } from '../../renderers/app/usePageState';
import { createTestModel, renderWithRuntime, testPage } from './createTestRuntime';

afterEach(cleanup);

const page = testPage({
  id: 'choose',
  title: 'Choose',
  buttons: [{ scenario: 'skip', label: 'Skip', when: { truthy: 'settings.AllowSkip' } }],
});
const model = createTestModel([page]);

/** Counts its renders; shows the page data's answer and whether Skip is offered. */
function Probe({ renders }: { renders: { count: number } }) {
  const state = usePageState('choose', ['order.vehicle.make']);
  renders.count += 1;
  const answer = (state.user.pageData.choose as { answer?: string } | undefined)?.answer ?? 'none';
  return <p>{`${answer} ${state.order.vehicle.make ?? '-'} ${state.settings.AllowSkip === true ? 'skip' : 'no skip'}`}</p>;
}

describe('usePageState', () => {
  it.each<[string, (draft: FunnelState) => void, boolean]>([
    ['a call counted in the session', (d) => void (d.session.callSequence = { sessionId: 'S', last: 7 }), false],
    ['a decision on the event bus', (d) => void d.user.eventBus.push({ category: 'DECISION', subCategory: 'navigation', eventValue: 'x' }), false],
    ['the session initialised', (d) => void (d.session.sessionKey = 'KEY'), false],
    ['another page\'s data', (d) => void (d.user.pageData.other = { answer: 'x' }), false],
    ['the page\'s own data', (d) => void (d.user.pageData.choose = { answer: 'yes' }), true],
    ['a path the renderer names', (d) => void (d.order.vehicle.make = 'Honda'), true],
    ['what a button\'s condition reads', (d) => void (d.settings.AllowSkip = true), true],
  ])('%s: re-rendered %s', async (_name, recipe, rerenders) => {
    const renders = { count: 0 };
    const { runtime } = await renderWithRuntime(model, <Probe renders={renders} />);
    const before = renders.count;
    const shown = screen.getByText(/./).textContent;
    act(() => runtime.update(recipe));
    expect(renders.count > before).toBe(rerenders);
    expect(screen.getByText(/./).textContent !== shown).toBe(rerenders);
  });

  it('useFunnelState without paths re-renders at every change', async () => {
    const renders = { count: 0 };
    function Everything() {
      useFunnelState();
      renders.count += 1;
      return null;
    }
    const { runtime } = await renderWithRuntime(model, <Everything />);
    const before = renders.count;
    act(() => runtime.update((d) => void (d.session.callSequence = { sessionId: 'S', last: 1 })));
    expect(renders.count).toBeGreaterThan(before);
  });
});
