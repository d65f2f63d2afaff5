/**
 * RFC 3986 reference resolution and comparison, in place of `fast-uri` in the browser bundle (vite.config.ts aliases it
 * here; issue #12: fast-uri was ~7.8 KiB gzip in the form code of every journey). RJSF's findSchemaDefinition is its
 * only user there, and calls it only for a form schema of draft 2020-12 (`$schema`): `resolve` to make every `$ref`
 * absolute against the schema's `$id` (or `#`), `equal` to find an embedded `$id`. A page's form is draft-07 (lint
 * form-schema; the build's validator compiler knows no other dialect), so the funnel's own forms never reach it; it
 * gives fast-uri's results on the references a schema holds (tests/unit/build/uriResolver.test.ts compares the two).
 *
 * The algorithms are RFC 3986's own (§5.2 resolution, §6.2.2–6.2.3 normalisation), on strings: the browser's URL
 * parser cannot resolve against a relative base (RJSF's `#`) or an opaque one (`urn:example:order`, a common `$id`),
 * and drops an empty query or fragment.
 */

/** A URI reference's parts (RFC 3986 §3); undefined: absent, '': present and empty. */
interface Reference {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

/** RFC 3986 Appendix B: splits any string into a reference's parts. */
const referencePattern = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#([\s\S]*))?$/;

function parse(uri: string): Reference {
  const [, scheme, authority, path = '', query, fragment] = referencePattern.exec(uri)!;
  if (scheme !== undefined && !/^[a-z][a-z\d+.-]*$/i.test(scheme)) throw new Error('URI scheme is malformed.');
  return { scheme, authority, path, query, fragment };
}

/** RFC 3986 §5.3. */
function recompose({ scheme, authority, path, query, fragment }: Reference): string {
  // §4.2: a relative path whose first segment has a colon would read as a scheme.
  const written = scheme === undefined && authority === undefined && /^[^/]*:/.test(path) ? `./${path}` : path;
  return `${scheme !== undefined ? `${scheme}:` : ''}${authority !== undefined ? `//${authority}` : ''}${written}${query !== undefined ? `?${query}` : ''}${fragment !== undefined ? `#${fragment}` : ''}`;
}

/**
 * RFC 3986 §5.2.4: a path without its `.` and `..` segments. `relative`: the path of a relative result (a relative
 * base) keeps the `..` segments it cannot remove (`../x` against `a`: `../x`), and starts with `./` where it would
 * otherwise be empty or read as an authority or a scheme (§4.2), as fast-uri writes it.
 */
function removeDotSegments(path: string, relative = false): string {
  let absolute = path.startsWith('/');
  const keepParents = relative && !absolute && path !== '';
  const input = (absolute ? path.slice(1) : path).split('/');
  const output: string[] = [];
  input.forEach((segment, index) => {
    if (segment !== '.' && segment !== '..') {
      output.push(segment);
      return;
    }
    if (segment === '..') {
      if (output.length > 0 && output[output.length - 1] !== '..') {
        output.pop();
        // §5.2.4 as written: `..` removing the first segment of a rootless path (`x:a/..`) leaves its slash (`x:/`).
        absolute ||= !keepParents && output.length === 0;
      } else if (keepParents) output.push('..');
    }
    // `a/b/..` is the folder `a/`.
    if (index === input.length - 1 && !(keepParents && output[output.length - 1] === '..')) output.push('');
  });
  if (keepParents && (output[0] === '' || output[0]!.includes(':'))) output.unshift('.');
  return `${absolute ? '/' : ''}${output.join('/')}`;
}

/** RFC 3986 §5.2.3: a relative path read in the base's folder. */
function merge(base: Reference, path: string): string {
  if (base.authority !== undefined && base.path === '') return `/${path}`;
  return `${base.path.slice(0, base.path.lastIndexOf('/') + 1)}${path}`;
}

/** RFC 3986 §6.2.2: the scheme and host in lower case; percent-encodings in upper case, unreserved characters decoded. */
function normalizeSyntax(reference: Reference): Reference {
  const decode = (text: string | undefined) =>
    text?.replace(/%([\da-f]{2})/gi, (_, hex: string) => {
      const character = String.fromCharCode(parseInt(hex, 16));
      return /[\w.~-]/.test(character) ? character : `%${hex.toUpperCase()}`;
    });
  // What a path, query or fragment may not hold (§3.3–3.5: a space, a bracket, non-ASCII) is percent-encoded.
  const encode = (text: string | undefined) => decode(text)?.replace(/[^\w.~!$&'()*+,;=:@/?%-]+/g, encodeURIComponent);
  const lowerCase = (host: string) => host.replace(/%[\dA-F]{2}|[^%]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
  const authority = decode(reference.authority)
    ?.replace(/[^\w.~!$&'()*+,;=:@%[\]-]+/g, encodeURIComponent)
    .replace(/^((?:[^@]*@)?)(\[[^\]]*\]|[^:]*)/, (_, userinfo: string, host: string) => `${userinfo}${lowerCase(host)}`);
  return {
    scheme: reference.scheme?.toLowerCase(),
    authority,
    path: encode(reference.path)!,
    query: encode(reference.query),
    fragment: encode(reference.fragment),
  };
}

/** The default port of the schemes RFC 3986 §6.2.3 normalises (as fast-uri does). */
const defaultPorts: Record<string, string> = { http: '80', https: '443', ws: '80', wss: '443' };

/** RFC 3986 §6.2.3 for http(s) and ws(s) (no default or empty port, `/` for an empty path) and RFC 8141 URNs (case of the namespace). */
function normalizeScheme(reference: Reference): Reference {
  const { scheme = '' } = reference;
  if (scheme in defaultPorts && reference.authority !== undefined) {
    const authority = reference.authority.replace(new RegExp(`:(${defaultPorts[scheme]})?$`), '');
    return { ...reference, authority, path: reference.path || '/' };
  }
  if (scheme === 'urn') return { ...reference, path: reference.path.replace(/^[^:]*/, (namespace) => namespace.toLowerCase()) };
  return reference;
}

/** RFC 3986 §5.2.2: the target of `referenceUri` read against `baseUri`; both may be relative (then so is the result). */
function resolve(baseUri: string, referenceUri: string): string {
  const base = parse(baseUri);
  const reference = parse(referenceUri);
  const target: Reference =
    reference.scheme !== undefined || reference.authority !== undefined
      ? { ...reference, scheme: reference.scheme ?? base.scheme }
      : reference.path === ''
        ? { ...base, query: reference.query ?? base.query }
        : { ...base, path: reference.path.startsWith('/') ? reference.path : merge(base, reference.path), query: reference.query };
  target.fragment = reference.fragment;
  // A URN's path is opaque (`urn:..` is a name, as fast-uri keeps it), unless a relative path was merged into it.
  if (target.scheme?.toLowerCase() !== 'urn' || (reference.scheme === undefined && reference.path !== '')) {
    target.path = removeDotSegments(target.path, target.scheme === undefined && target.authority === undefined);
  }
  return recompose(normalizeSyntax(target));
}

/** A `%` that starts no percent-encoding (RFC 3986 §2.1). */
const malformed = /%(?![\da-f]{2})/i;

/** RFC 3986 §6: whether two URIs (or two relative references) name the same resource once normalised. */
function equal(a: string, b: string): boolean {
  const normalize = (uri: string) => recompose(normalizeScheme(parse(resolve('', uri))));
  try {
    return !malformed.test(a) && !malformed.test(b) && normalize(a) === normalize(b);
  } catch {
    return false; // as fast-uri: a malformed URI equals nothing
  }
}

/** The part of fast-uri's interface RJSF calls. */
export const uriResolver = { resolve, equal };
export default uriResolver;
