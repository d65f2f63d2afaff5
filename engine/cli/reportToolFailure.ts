import type { CliEnvironment } from './main';
import { ToolError } from './ToolError';

/** Reports a failure of the command itself in one line (the stack with FUNNEL_DEBUG=1); gives exit code 2 (DESIGN principle 7). */
export function reportToolFailure(error: unknown, environment: CliEnvironment): 2 {
  if (environment.debug && error instanceof Error && error.stack) environment.stderr(`${error.stack}\n`);
  const message = error instanceof Error ? error.message : String(error);
  const prefix = error instanceof ToolError ? 'funnel: ' : 'funnel: internal error: ';
  environment.stderr(`${prefix}${message.split('\n')[0]}\n`);
  if (error instanceof ToolError) environment.stderr("Run 'funnel --help' for usage.\n");
  return 2;
}
