/**
 * A call's answer refused the input: the message belongs at a form field, or to the page when no field is named
 * (SPEC §5, DESIGN principle 8).
 */
export class FieldRefusal extends Error {
  override readonly name = 'FieldRefusal';

  constructor(
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}
