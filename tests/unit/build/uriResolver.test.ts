/**
 * renderers/form/uriResolver.ts stands in for fast-uri in the browser bundle (vite.config.ts alias, issue #12): it gives
 * fast-uri's results (fast-uri stays installed as RJSF's dependency, so both run here side by side), RFC 3986's on its
 * examples, and RJSF resolves a draft 2020-12 form's references the same through either.
 */
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { uriResolver } from '../../../renderers/form/uriResolver';

/** [base, reference]: what RJSF resolves (`$ref` against the schema's `$id`, or `#` without one) and the odd ones. */
const resolveCases: Array<[string, string]> = [
  // No $id: RJSF's base is '#'.
  ['#', '#/$defs/address'],
  ['#', '#/definitions/a%20b'],
  ['#', '#/properties/a~1b'],
  ['#', '#'],
  ['#', ''],
  ['#', 'address.json'],
  ['#', 'address.json#/properties/zip'],
  ['#', '../common/phone.json'],
  ['#', '/schemas/root.json'],
  ['#', 'https://example.com/schemas/address'],
  ['#', '.'],
  ['#', '..'],
  ['', 'address.json'],
  // An http(s) $id.
  ['https://example.com/schemas/order', '#/$defs/vehicle'],
  ['https://example.com/schemas/order', 'address'],
  ['https://example.com/schemas/order', 'address#/properties/zip'],
  ['https://example.com/schemas/order', '../common/phone.json'],
  ['https://example.com/schemas/order', '../../../../x'],
  ['https://example.com/schemas/order', './a/./b/../c'],
  ['https://example.com/schemas/order', '/root.json'],
  ['https://example.com/schemas/order', '//cdn.example.com/x.json'],
  ['https://example.com/schemas/order', '?v=2'],
  ['https://example.com/schemas/order', 'https://other.example/x'],
  ['https://example.com/schemas/order', 'HTTPS://Other.Example:443/x'],
  ['https://example.com/schemas/order', 'urn:example:vehicle'],
  ['https://example.com/schemas/', 'address'],
  ['https://example.com', '#/$defs/x'],
  ['https://example.com', 'x'],
  ['https://Example.COM:443/schemas/order?v=1#f', 'address'],
  ['https://example.com/schemas/order#/$defs/a', '#/$defs/b'],
  ['https://example.com/a%7eb/', 'c%2fd'],
  ['https://example.com/a/', '#/$defs/caf%C3%A9'],
  ['https://example.com/a/', 'a b#c d'],
  ['https://example.com/a/', 'café'],
  ['http://[::1]:8080/a', 'b'],
  ['file:///schemas/order.json', 'address.json'],
  // A URN $id (draft 2020-12's examples use them): fragments, other URNs, and a relative path merged as RFC 3986 does.
  ['urn:example:order', '#/$defs/x'],
  ['urn:example:order', 'urn:example:address#/properties/zip'],
  ['urn:example:order', 'address'],
  ['urn:example:order', ''],
  ['urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', '#/$defs/x'],
  ['tag:example.com,2024:order', '#/$defs/x'],
  // A relative $id.
  ['schemas/order.json', 'address.json'],
  ['schemas/order.json', '../common.json'],
  ['schemas/order.json', '../../common.json'],
  ['schemas/order.json', '/root.json'],
  ['schemas/order.json', '//cdn.example.com/x.json'],
  ['schemas/order.json', '#'],
  ['schemas/order.json', '..'],
  ['../order.json', '../x.json'],
  ['/schemas/order.json', 'address.json'],
  ['//cdn.example.com/schemas/order.json', 'address.json'],
  ['a:b', 'c'],
];

/** RFC 3986 §5.4: every example against its base, with the result the RFC gives. */
const rfcBase = 'http://a/b/c/d;p?q';
const rfcExamples: Record<string, string> = {
  'g:h': 'g:h', g: 'http://a/b/c/g', './g': 'http://a/b/c/g', 'g/': 'http://a/b/c/g/', '/g': 'http://a/g', '//g': 'http://g',
  '?y': 'http://a/b/c/d;p?y', 'g?y': 'http://a/b/c/g?y', '#s': 'http://a/b/c/d;p?q#s', 'g#s': 'http://a/b/c/g#s',
  'g?y#s': 'http://a/b/c/g?y#s', ';x': 'http://a/b/c/;x', 'g;x': 'http://a/b/c/g;x', 'g;x?y#s': 'http://a/b/c/g;x?y#s',
  '': 'http://a/b/c/d;p?q', '.': 'http://a/b/c/', './': 'http://a/b/c/', '..': 'http://a/b/', '../': 'http://a/b/',
  '../g': 'http://a/b/g', '../..': 'http://a/', '../../': 'http://a/', '../../g': 'http://a/g',
  // §5.4.2 abnormal examples ('http:g', whose RFC result is itself, fast-uri refuses: an http URI without a host).
  '../../../g': 'http://a/g', '../../../../g': 'http://a/g', '/./g': 'http://a/g', '/../g': 'http://a/g', 'g.': 'http://a/b/c/g.',
  '.g': 'http://a/b/c/.g', 'g..': 'http://a/b/c/g..', '..g': 'http://a/b/c/..g', './../g': 'http://a/b/g', './g/.': 'http://a/b/c/g/',
  'g/./h': 'http://a/b/c/g/h', 'g/../h': 'http://a/b/c/h', 'g;x=1/./y': 'http://a/b/c/g;x=1/y', 'g;x=1/../y': 'http://a/b/c/y',
  'g?y/./x': 'http://a/b/c/g?y/./x', 'g?y/../x': 'http://a/b/c/g?y/../x', 'g#s/./x': 'http://a/b/c/g#s/./x', 'g#s/../x': 'http://a/b/c/g#s/../x',
};

/** Pairs RJSF compares (an embedded `$id` with a resolved reference), equal or not. */
const equalCases: Array<[string, string]> = [
  ['https://example.com/schemas/address', 'https://example.com/schemas/address'],
  ['https://example.com/schemas/address', 'https://example.com/schemas/Address'],
  ['https://Example.COM/schemas/address', 'https://example.com/schemas/address'],
  ['HTTPS://example.com/schemas/address', 'https://example.com/schemas/address'],
  ['https://example.com:443/schemas/address', 'https://example.com/schemas/address'],
  ['http://example.com:80/a', 'http://example.com/a'],
  ['https://example.com:8443/a', 'https://example.com/a'],
  ['https://example.com', 'https://example.com/'],
  ['https://example.com/a/./b/../c', 'https://example.com/a/c'],
  ['https://example.com/%7Ea', 'https://example.com/~a'],
  ['https://example.com/a%2fb', 'https://example.com/a%2Fb'],
  ['https://example.com/a%2Fb', 'https://example.com/a/b'],
  ['https://example.com/a', 'https://example.com/a/'],
  ['https://example.com/a', 'https://example.com/a#'],
  ['https://example.com/a?', 'https://example.com/a'],
  ['https://example.com/a#x', 'https://example.com/a#x'],
  ['urn:example:address', 'urn:example:address'],
  ['urn:example:address', 'URN:EXAMPLE:address'],
  ['urn:example:address', 'urn:example:Address'],
  ['tag:example.com,2024:a', 'tag:example.com,2024:a'],
  ['address.json', 'address.json'],
  ['address.json', './address.json'],
  ['schemas/../address.json', 'address.json'],
  ['#foo', '#foo'],
  ['#foo', '#bar'],
  ['', ''],
  ['a b', 'a b'],
  ['%zz', '%zz'],
  ['1a:b', '1a:b'],
];

describe('uriResolver: fast-uri in the bundle', () => {
  it.each(resolveCases)('resolve(%j, %j) as fast-uri', (base, reference) => {
    expect(uriResolver.resolve(base, reference)).toBe(fastUri.resolve(base, reference));
  });

  it.each(Object.entries(rfcExamples))('RFC 3986 §5.4: %j against http://a/b/c/d;p?q is %j', (reference, target) => {
    expect(uriResolver.resolve(rfcBase, reference)).toBe(target);
    expect(fastUri.resolve(rfcBase, reference)).toBe(target);
  });

  it.each(equalCases)('equal(%j, %j) as fast-uri', (a, b) => {
    expect(uriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
    expect(uriResolver.equal(b, a)).toBe(fastUri.equal(b, a));
  });

  it('the table has both answers of equal', () => {
    const answers = new Set(equalCases.map(([a, b]) => fastUri.equal(a, b)));
    expect([...answers].sort()).toEqual([false, true]);
  });
});

/** Draft 2020-12 forms RJSF resolves through the URI resolver: a `$defs` entry, an embedded `$id`, a part of one. */
const forms: Array<{ name: string; schema: RJSFSchema; field: string; resolved: RJSFSchema }> = (() => {
  const address = { type: 'object', properties: { zip: { type: 'string', pattern: '^[0-9]{5}$' } } } as const;
  const make = (id: string | undefined, addressId: string, addressRef: string): RJSFSchema => ({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(id !== undefined ? { $id: id } : {}),
    type: 'object',
    properties: {
      year: { $ref: '#/$defs/year' },
      address: { $ref: addressRef },
      zip: { $ref: `${addressRef}#/properties/zip` },
    },
    $defs: { year: { type: 'integer', minimum: 1950 }, address: { $id: addressId, ...address } },
  });
  return [
    { name: 'an https $id', schema: make('https://example.com/schemas/order', 'https://example.com/schemas/address', 'address'), field: 'address', resolved: address },
    { name: 'an https $id, a part of an embedded schema', schema: make('https://example.com/schemas/order', 'https://example.com/schemas/address', 'address'), field: 'zip', resolved: address.properties.zip },
    { name: 'an https $id, a $defs entry', schema: make('https://example.com/schemas/order', 'https://example.com/schemas/address', 'address'), field: 'year', resolved: { type: 'integer', minimum: 1950 } },
    { name: 'a URN $id', schema: make('urn:example:order', 'urn:example:address', 'urn:example:address'), field: 'zip', resolved: address.properties.zip },
    { name: 'no $id', schema: make(undefined, 'https://example.com/schemas/address', 'https://example.com/schemas/address'), field: 'address', resolved: address },
  ];
})();

describe('RJSF with uriResolver in fast-uri\'s place', () => {
  /** What RJSF makes of a form's field, with fast-uri's resolve and equal, or with ours. */
  const retrieve = (schema: RJSFSchema, field: string, resolver: 'fast-uri' | 'ours'): unknown => {
    // RJSF's `import UriResolver from 'fast-uri'` is this same object (fast-uri is CommonJS; Node caches it once).
    const { resolve, equal } = fastUri;
    if (resolver === 'ours') Object.assign(fastUri, uriResolver);
    try {
      const utils = createSchemaUtils(validator, schema);
      const root = utils.getRootSchema();
      return utils.retrieveSchema((root.properties as Record<string, RJSFSchema>)[field]!);
    } finally {
      Object.assign(fastUri, { resolve, equal });
    }
  };

  it.each(forms)('$name: $field', ({ schema, field, resolved }) => {
    const ours = retrieve(schema, field, 'ours');
    expect(ours).toEqual(retrieve(schema, field, 'fast-uri'));
    expect(ours).toMatchObject(resolved);
  });
});
