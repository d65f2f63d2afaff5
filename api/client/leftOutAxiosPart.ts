/**
 * Stands in for the parts of axios the browser bundle leaves out (vite.config.ts axiosLeftOut; issue #12: ~3 KiB gzip
 * on every page):
 * - CancelToken and HttpStatusCode, which axios only hangs on its default export (`axios.CancelToken`,
 *   `axios.HttpStatusCode`): the funnel cancels no call with a token and names no status by axios's table;
 * - formDataToJSON, toURLEncodedForm and toFormData, which axios runs only for a FormData body or a
 *   `application/x-www-form-urlencoded` one (and for `axios.formToJSON`, `axios.toFormData`): every funnel call sends
 *   JSON;
 * - AxiosURLSearchParams, axios's query-string writer (with toFormData), which it runs only for params without a
 *   serializer of their own: the funnel's client writes them itself (toQueryString.ts), and every browser has the
 *   URLSearchParams axios's platform would otherwise stand it in for;
 * - cookies, which axios reads only to send an XSRF token: the funnel's client sends none (`withXSRFToken: false`);
 * - progressEventReducer, which the xhr adapter runs only for an `onUploadProgress` or `onDownloadProgress` callback:
 *   no funnel call passes one.
 * So none of them ever ran. A use says so, rather than answering undefined.
 */
function leftOut(): never {
  throw new Error(
    'This part of axios is left out of the browser bundle (vite.config.ts axiosLeftOut)',
  );
}

// A function (so `new` reaches the trap) whose every use fails.
const standIn = new Proxy(leftOut, {
  get: (_target, key) => (typeof key === 'symbol' ? undefined : leftOut()),
  apply: leftOut,
  construct: leftOut,
});

export default standIn;
/** axios/lib/helpers/progressEventReducer.js's export the xhr adapter imports. */
export const progressEventReducer = standIn;
