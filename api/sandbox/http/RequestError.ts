import { STATUS_CODES } from 'node:http';

/**
 * A request the sandbox refuses, naming the field at fault (DESIGN.md principle 8: 400 with the failing field, never
 * 500). Sent as `{ error, field, message }` by handleSandboxError.
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';

  constructor(
    readonly statusCode: 400 | 404 | 409,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }

  /** The JSON body of the answer. */
  toBody(): { error: string; field: string; message: string } {
    return { error: STATUS_CODES[this.statusCode] ?? 'Error', field: this.field, message: this.message };
  }
}
