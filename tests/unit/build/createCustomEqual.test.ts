/**
 * renderers/form/createCustomEqual.ts stands in for fast-equals in the browser bundle (vite.config.ts alias, issue #12):
 * with the options RJSF's deepEquals passes, it gives fast-equals' answers on what RJSF compares (fast-equals stays
 * installed as RJSF's dependency, so both run here side by side), and other objects are equal only when identical.
 */
import { createElement } from 'react';
import { createCustomEqual as fastEqualsCustomEqual } from 'fast-equals';
import { describe, expect, it } from 'vitest';
import { createCustomEqual } from '../../../renderers/form/createCustomEqual';

/** RJSF's options (@rjsf/utils lib/deepEquals.js). */
const rjsfOptions = {
  circular: true,
  createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }),
};
const ours = createCustomEqual(rjsfOptions);
const theirs = fastEqualsCustomEqual(rjsfOptions);

/** A value that holds itself. */
function selfHolding(extra: unknown) {
  const value: Record<string, unknown> = { extra };
  value.self = value;
  return value;
}
const nullPrototype = (entries: Record<string, unknown>) => Object.assign(Object.create(null) as object, entries);
const onClick = () => undefined;

/** [what, a, b]: the pairs compared; the expected answer is fast-equals'. */
const cases: Array<[string, unknown, unknown]> = [
  ['same string', 'Honda', 'Honda'],
  ['other string', 'Honda', 'Toyota'],
  ['number and its string', 2012, '2012'],
  ['NaN', Number.NaN, Number.NaN],
  ['0 and -0', 0, -0],
  ['null and undefined', null, undefined],
  ['null and an object', null, {}],
  ['booleans', true, false],
  ['bigints', 10n, 10n],
  ['functions (always equal to RJSF)', () => 1, () => 2],
  ['a function and an object', () => 1, {}],
  ['form data, equal', { vehicle: { year: 2012, make: 'Honda' }, glass: ['windshield'] }, { vehicle: { year: 2012, make: 'Honda' }, glass: ['windshield'] }],
  ['form data, keys in another order', { year: 2012, make: 'Honda' }, { make: 'Honda', year: 2012 }],
  ['form data, a value differs', { vehicle: { year: 2012 } }, { vehicle: { year: 2013 } }],
  ['form data, a key more', { year: 2012 }, { year: 2012, make: undefined }],
  ['form data, another key', { year: 2012 }, { make: 2012 }],
  ['arrays, order matters', ['a', 'b'], ['b', 'a']],
  ['arrays, length', ['a'], ['a', 'a']],
  ['an array and an object', ['a'], { 0: 'a' }],
  ['an object with a null prototype and a plain one', nullPrototype({ a: 1 }), { a: 1 }],
  ['two objects with a null prototype', nullPrototype({ a: 1 }), nullPrototype({ a: 1 })],
  [
    'schemas',
    { type: 'object', required: ['zip'], properties: { zip: { type: 'string', pattern: '^\\d{5}$' } } },
    { type: 'object', required: ['zip'], properties: { zip: { type: 'string', pattern: '^\\d{5}$' } } },
  ],
  ['uiSchemas with components', { zip: { 'ui:widget': onClick } }, { zip: { 'ui:widget': () => null } }],
  ['dates, same time', new Date(0), new Date(0)],
  ['dates, other time', new Date(0), new Date(1)],
  ['regular expressions', /^\d{5}$/g, /^\d{5}$/g],
  ['regular expressions, other flags', /^\d{5}$/g, /^\d{5}$/i],
  ['a date and an object', new Date(0), {}],
  ['maps in another order', new Map<unknown, unknown>([['a', 1], [{ k: 1 }, { v: 2 }]]), new Map<unknown, unknown>([[{ k: 1 }, { v: 2 }], ['a', 1]])],
  ['maps, a value differs', new Map([['a', 1]]), new Map([['a', 2]])],
  ['sets in another order', new Set([1, { a: 2 }]), new Set([{ a: 2 }, 1])],
  ['sets, an item differs', new Set([1, 2]), new Set([1, 3])],
  ['sets, repeated matches', new Set([{ a: 1 }, { a: 1 }]), new Set([{ a: 1 }, { a: 2 }])],
  ['values holding themselves, equal', selfHolding(1), selfHolding(1)],
  ['values holding themselves, not equal', selfHolding(1), selfHolding(2)],
  ['React elements (their owner left out)', createElement('p', { id: 'a' }, 'text'), createElement('p', { id: 'a' }, 'text')],
  ['React elements, other props', createElement('p', { id: 'a' }), createElement('p', { id: 'b' })],
  ['props with children and handlers', { children: [createElement('b', null, 'x')], onClick }, { children: [createElement('b', null, 'x')], onClick: () => undefined }],
];

describe('createCustomEqual with RJSF options (fast-equals stand-in)', () => {
  it.each(cases)('%s: answers as fast-equals does', (_what, a, b) => {
    const expected = theirs(a, b);
    expect(ours(a, b)).toBe(expected);
    expect(ours(b, a)).toBe(theirs(b, a));
  });

  it('tells form data apart both ways (a check that the table is not all one answer)', () => {
    const answers = cases.map(([, a, b]) => ours(a, b));
    expect(answers).toContain(true);
    expect(answers).toContain(false);
  });

  it('takes other objects as equal only when they are the same object', () => {
    const bytes = new Uint8Array([1, 2]);
    expect(ours(bytes, bytes)).toBe(true);
    expect(ours(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(false);
    expect(ours(new Error('x'), new Error('x'))).toBe(false);
    class Slot {
      constructor(readonly time: string) {}
    }
    expect(ours(new Slot('9:00'), new Slot('9:00'))).toBe(false);
  });

  it('without `circular` or a function rule, compares functions by identity', () => {
    const plain = createCustomEqual();
    expect(plain(onClick, onClick)).toBe(true);
    expect(plain(() => 1, () => 1)).toBe(false);
    expect(plain({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
  });
});
