/**
 * Stands in for axios's fetch adapter (axios/lib/adapters/fetch.js) in the browser bundle (vite.config.ts; issue #12:
 * ~4 KiB gzip on every page, with the stream and multipart helpers only it uses). axios tries its adapters in order,
 * `xhr` first, and every browser has XMLHttpRequest, so the fetch adapter never ran; here it says what axios says of a
 * fetch adapter where fetch is missing: not supported by the environment (axios goes on to the next adapter).
 */
export const getFetch = (): false => false;

export default false;
