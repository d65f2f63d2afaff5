/**
 * The browser bundle leaves parts of axios out (vite.config.ts axiosLeftOut, issue #12): CancelToken, HttpStatusCode,
 * the FormData and URL-encoded body helpers and progress events. Their stand-in fails with a message that says so
 * wherever it is used, rather than answering undefined.
 */
import { describe, expect, it } from 'vitest';
import leftOutAxiosPart, { progressEventReducer } from '../../../api/client/leftOutAxiosPart';

const said = /left out of the browser bundle \(vite\.config\.ts axiosLeftOut\)/;

describe('a left-out part of axios', () => {
  it('says it is left out when read, called or constructed', () => {
    const standIn = leftOutAxiosPart as unknown as { NotFound: number; source(): unknown } & (new () => unknown) & (() => unknown);
    expect(() => standIn.NotFound).toThrow(said);
    expect(() => standIn.source()).toThrow(said);
    expect(() => new standIn()).toThrow(said);
    expect(() => (standIn as () => unknown)()).toThrow(said);
  });

  it('says so where the xhr adapter would reduce progress events', () => {
    expect(() => (progressEventReducer as unknown as (listener: () => void) => unknown)(() => {})).toThrow(said);
  });

  it('answers symbol reads (inspection, coercion checks) without failing', () => {
    expect((leftOutAxiosPart as unknown as Record<symbol, unknown>)[Symbol.iterator]).toBeUndefined();
    expect(typeof leftOutAxiosPart).toBe('function');
  });
});
