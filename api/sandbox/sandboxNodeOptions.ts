/**
 * The Node.js options the sandbox server runs with, wherever it is started (package.json's `start`, which spells them
 * out, Playwright's web server, the YAML-only end-to-end test, `npm run bench:api`).
 *
 * `--v8-pool-size=1`: one V8 helper thread instead of four (issue #12: the sandbox within 200 MiB). Each helper
 * thread that compiles (PGlite's 9 MB of WebAssembly, hot functions) keeps the memory it used in its own malloc arena;
 * with one, RSS after 1,000 saves was 177–178 MiB in three runs against 192–200 with four, at the same CPU per
 * request. The server's work runs on its main thread anyway, on a machine of two cores. It cannot be set once the
 * process runs, hence an option of the command.
 */
export const sandboxNodeOptions = ['--v8-pool-size=1'];
