/** A failed chat call: the service's message, and the field it named when it refused the input. */
export class ChatServiceError extends Error {
  override readonly name = 'ChatServiceError';

  constructor(
    message: string,
    readonly status: number,
    readonly field: string | null,
  ) {
    super(message);
  }
}
