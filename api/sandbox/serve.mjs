#!/usr/bin/env node
// Starts the sandbox (api/sandbox/main.ts) as compiled JavaScript (issue #12: in seconds): `npm start` after the
// funnel's build, and Playwright's web server. Runs .cache/sandbox/main.mjs, building it first when a file it is
// built from changed (api/sandbox/build/buildCompiledSandbox.mjs; `npm run build` builds it too). SANDBOX_FROM_SOURCE=1,
// or a build that cannot run (no rolldown in a production install), runs the TypeScript sources through tsx instead:
// the same server, slower to start. Environment: see api/sandbox/main.ts.
import process from 'node:process';
import { pathToFileURL } from 'node:url';

let main = null;
if (process.env.SANDBOX_FROM_SOURCE !== '1') {
  try {
    const { ensureCompiledSandbox } = await import('./build/buildCompiledSandbox.mjs');
    main = await ensureCompiledSandbox();
  } catch (error) {
    console.warn(`sandbox: cannot build the compiled server (${String(error?.message ?? error).split('\n')[0]}); running the sources.`);
  }
}
if (main) {
  await import(pathToFileURL(main).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}
