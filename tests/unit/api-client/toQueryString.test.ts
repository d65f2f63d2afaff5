/**
 * A GET call's query string (api/client/toQueryString.ts) is the one axios writes with `paramsSerializer:
 * { indexes: true }`, whose code the browser bundle leaves out (issue #12): the same params give the same URL, checked
 * against axios's own (axios.getUri).
 */
import { describe, expect, it } from 'vitest';
import axios from 'axios';
import { toQueryString } from '../../../api/client/toQueryString';

/** The URL axios builds for a GET of `/x` with these params, serialised as the funnel's client did before. */
const axiosUrl = (params: Record<string, unknown>): string => axios.getUri({ url: '/x', params, paramsSerializer: { indexes: true } });

const cases: Array<[string, Record<string, unknown>]> = [
  ['no params', {}],
  ['text, numbers and booleans', { zip: '85001', resultCount: 100, isBigTruck: false, isMobile: true, price: 12.5 }],
  ['null, undefined and empty text', { a: null, b: undefined, c: '', d: 0 }],
  ['characters to encode', { q: 'a b&c=d/e?f#g', time: '10:30', cost: '$5,00', bang: "it's (fine)!~", accents: 'Crème brûlée', plus: '1+1' }],
  ['a list of values', { states: ['AZ', 'NY'], empty: [], holes: ['a', null, undefined, 'b'] }],
  [
    'a list of objects (price.taxedOrderItems line items)',
    { stateCode: 'AZ', lineItems: [{ partNumber: 'FW02345', kitPrice: 12.5, quantity: 1, skip: null }, { partNumber: 'W1', isTaxed: true }] },
  ],
  ['nested objects and lists', { filter: { make: 'Honda', years: [2019, 2020], inner: { deep: ['x', { y: 'z' }] } } }],
  ['names to trim and bracket names', { ' spaced ': 'v', 'ids[]': ['1', '2'], 'single[]': 'one', obj: { ' inner ': 'v', 'list[]': [1] } }],
  ['a JSON name', { 'meta{}': { a: [1, 'b'] }, 'plain{}': 'text' }],
  ['a date', { when: new Date('2026-11-27T08:00:00.000Z'), inList: [new Date('2026-01-02T03:04:05.000Z')] }],
  ['names with characters to encode', { 'a b': 1, 'c&d': { 'e=f': 2 } }],
];

describe('toQueryString: the query string axios writes (paramsSerializer indexes: true)', () => {
  it.each(cases)('%s', (_name, params) => {
    const query = toQueryString(params);
    expect(query ? `/x?${query}` : '/x').toBe(axiosUrl(params));
  });

  it('writes the indexed line items SPEC §7 names for price.taxedOrderItems', () => {
    expect(toQueryString({ lineItems: [{ partNumber: 'FW02345', kitPrice: 12.5 }] })).toBe('lineItems%5B0%5D%5BpartNumber%5D=FW02345&lineItems%5B0%5D%5BkitPrice%5D=12.5');
  });
});
