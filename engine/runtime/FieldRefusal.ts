/** A submit call's answer refused the input: the message belongs at a form field (SPEC §5, DESIGN principle 8). */
export class FieldRefusal extends Error {
  override readonly name = 'FieldRefusal';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
