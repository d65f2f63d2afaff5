#!/usr/bin/env node
// The `funnel` command (engine/cli): lint and graph the funnel config. Loads the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();

// `funnel graph | head` closes the pipe early: that is not a failure worth a stack trace.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  const { main } = await import('./main.ts');
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // The tool itself failed to start (DESIGN principle 7: exit 2, one line unless FUNNEL_DEBUG=1).
  if (process.env.FUNNEL_DEBUG === '1') console.error(error);
  else console.error(`funnel: internal error: ${String(error?.message ?? error).split('\n')[0]}`);
  process.exitCode = 2;
}
