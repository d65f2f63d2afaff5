/**
 * The browser bundle leaves axios's fetch adapter out (vite.config.ts, api/client/noFetchAdapter.ts, issue #12): in a
 * browser axios sends every call with XMLHttpRequest, the adapter it tries first; fetch would only ever be a later choice.
 */
import axios from 'axios';
import { describe, expect, it } from 'vitest';

describe('axios in a browser', () => {
  it('tries XMLHttpRequest before fetch, and a browser has it', () => {
    const order = axios.defaults.adapter as string[];
    expect(order.indexOf('xhr')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('xhr')).toBeLessThan(order.indexOf('fetch'));
    expect(typeof XMLHttpRequest).toBe('function');
    expect((axios.getAdapter(order, {}) as { adapterName?: string }).adapterName).toBe('xhr');
  });
});
