/**
 * Stands in for axios's CancelToken and HttpStatusCode in the browser bundle (vite.config.ts; issue #12: ~1 KiB gzip on
 * every page). axios only hangs them on its default export (`axios.CancelToken`, `axios.HttpStatusCode`); the funnel
 * cancels no call with a token and names no status by axios's table, so neither ever ran. A use says so, rather than
 * answering undefined.
 */
function leftOut(): never {
  throw new Error('axios.CancelToken and axios.HttpStatusCode are left out of the browser bundle (vite.config.ts)');
}

// A function (so `new` reaches the trap) whose every use fails.
export default new Proxy(leftOut, {
  get: (_target, key) => (typeof key === 'symbol' ? undefined : leftOut()),
  apply: leftOut,
  construct: leftOut,
});
