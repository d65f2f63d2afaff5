/**
 * The page chrome (SPEC §1, §9): the loading overlay with 'Loading...' and its cycling messages, the start-up loader
 * (text only with the carousel flag) and the footer's legal links.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { PageBootLoader } from '../../renderers/app/BootLoader';
import { LoadingOverlay } from '../../renderers/app/LoadingOverlay';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { SiteFooter } from '../../renderers/app/SiteFooter';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** SPEC §9 loader messages. */
const messages = ['Tidying up the shop', 'Getting all the glass shined up', 'Planning your new view of the road', 'Nearly there', 'Finishing up'];

describe('LoadingOverlay (SPEC §1, §9)', () => {
  it("announces 'Loading...' and cycles the friendly messages while loading lasts", () => {
    vi.useFakeTimers();
    render(<LoadingOverlay visible text="Loading..." messages={messages} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading...');
    const shown: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      act(() => void vi.advanceTimersByTime(2500));
      shown.push(status.querySelector('.loading-message')?.textContent ?? '');
    }
    expect(shown).toEqual([...messages, messages[0]]);
    expect(status.textContent).toContain('Loading...');
  });

  it('shows only the text without messages (no carousel), and nothing when not loading', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingOverlay visible text="Loading..." messages={[]} />);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    rerender(<LoadingOverlay visible={false} text="Loading..." messages={messages} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts the messages again from the first on the next load', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingOverlay visible text="Loading..." messages={messages} />);
    act(() => void vi.advanceTimersByTime(7500));
    rerender(<LoadingOverlay visible={false} text="Loading..." messages={messages} />);
    rerender(<LoadingOverlay visible text="Loading..." messages={messages} />);
    act(() => void vi.advanceTimersByTime(2500));
    expect(screen.getByRole('status').querySelector('.loading-message')?.textContent).toBe(messages[0]);
  });
});

describe('PageBootLoader (SPEC §9: start-up shows text only when the carousel flag is set)', () => {
  const withLoader = (carousel: boolean) =>
    ({ model: { funnel: { loader: { text: 'Loading...', carousel, messages } } } }) as unknown as FunnelRuntime;

  it.each([
    [true, 'boot-loader-text'],
    [false, 'visually-hidden'],
  ])('carousel %s: the text is %s', (carousel, className) => {
    render(
      <RuntimeContext value={withLoader(carousel)}>
        <PageBootLoader />
      </RuntimeContext>,
    );
    const status = screen.getByRole('status');
    // Screen readers hear it either way; it shows only with the flag.
    expect(status.textContent).toBe('Loading...');
    expect(within(status).getByText('Loading...').className).toBe(className);
  });
});

describe('SiteFooter (SPEC §1)', () => {
  it('links terms, privacy choices, cookie preferences and notice at collection to real pages, each saying it opens a new tab', () => {
    render(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Legal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms (opens in a new tab)↗', '/legal/terms'],
      ['Privacy choices (opens in a new tab)↗', '/legal/privacy-choices'],
      ['Cookie preferences (opens in a new tab)↗', '/legal/cookie-preferences'],
      ['Notice at collection (opens in a new tab)↗', '/legal/notice-at-collection'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(nav).getByRole('link', { name: 'Terms (opens in a new tab)' })).toBeTruthy();
  });
});
