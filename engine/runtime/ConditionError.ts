/** A condition that cannot be evaluated (unknown operator or guard): an error, never a silent false (DESIGN 5). */
export class ConditionError extends Error {
  constructor(
    readonly code: 'unknown-operator' | 'unknown-guard' | 'bad-operand',
    message: string,
  ) {
    super(message);
    this.name = 'ConditionError';
  }
}
