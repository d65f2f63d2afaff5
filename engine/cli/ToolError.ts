/** A failure of the `funnel` command itself (bad arguments, unreadable directory): exit code 2, one-line message (DESIGN principle 7). */
export class ToolError extends Error {
  override readonly name = 'ToolError';
}
