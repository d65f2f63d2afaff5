/**
 * The funnel's cookies are Secure whenever the page is served over HTTPS (issue #13): the browser's cookie port adds
 * `Secure` (with SameSite=Lax) on an https: page and leaves it off on plain http (where a browser would refuse a Secure
 * cookie, e.g. http://localhost in development), so there is nothing to set per environment.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInitialState } from '../../engine/domain/state';
import { createBrowserPorts } from '../../renderers/app/createBrowserPorts';
import { loadFunnelModel } from '../harness/loadFunnelModel';

const model = loadFunnelModel();
/** vitest's jsdom environment exposes its JSDOM instance, whose address can be changed. */
const dom = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom;
const startUrl = window.location.href;

afterEach(() => {
  vi.restoreAllMocks();
  dom.reconfigure({ url: startUrl });
});

describe('cookies written by the funnel', () => {
  it.each([
    ['https://funnel.example/fmg/vehicle', true],
    ['http://localhost:8080/fmg/vehicle', false],
  ])('on %s are Secure: %s', (url, secure) => {
    dom.reconfigure({ url });
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    const state = createInitialState();
    const { cookies } = createBrowserPorts({ model, getState: () => state, onBailOut: () => undefined });
    cookies.set('fmg_uid', 'user-1', { maxAgeSeconds: 600, path: '/' });
    expect(written).toHaveLength(1);
    expect(written[0]!.split('; ').includes('Secure')).toBe(secure);
    expect(written[0]).toContain('SameSite=Lax');
    // The browser kept it: readable on the page it was written for.
    expect(cookies.get('fmg_uid')).toBe('user-1');
  });
});
