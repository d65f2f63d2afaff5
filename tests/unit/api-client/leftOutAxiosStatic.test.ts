/**
 * The browser bundle leaves axios's CancelToken and HttpStatusCode out (vite.config.ts axiosLeftOut, issue #12): its
 * stand-in fails with a message that says so wherever it is used, rather than answering undefined.
 */
import { describe, expect, it } from 'vitest';
import leftOutAxiosStatic from '../../../api/client/leftOutAxiosStatic';

const said = /left out of the browser bundle \(vite\.config\.ts\)/;

describe('a left-out axios static (axios.CancelToken, axios.HttpStatusCode)', () => {
  it('says it is left out when read, called or constructed', () => {
    const standIn = leftOutAxiosStatic as unknown as { NotFound: number; source(): unknown } & (new () => unknown) & (() => unknown);
    expect(() => standIn.NotFound).toThrow(said);
    expect(() => standIn.source()).toThrow(said);
    expect(() => new standIn()).toThrow(said);
    expect(() => (standIn as () => unknown)()).toThrow(said);
  });

  it('answers symbol reads (inspection, coercion checks) without failing', () => {
    expect((leftOutAxiosStatic as unknown as Record<symbol, unknown>)[Symbol.iterator]).toBeUndefined();
    expect(typeof leftOutAxiosStatic).toBe('function');
  });
});
