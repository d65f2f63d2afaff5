/** SPEC §8: a missing navigation mapping raises an error (and is logged by the host). */
export class NavigationError extends Error {
  constructor(
    readonly code: 'unknown-page' | 'missing-scenario' | 'no-rule-matched',
    message: string,
    readonly pageId: string,
    readonly scenario?: string,
  ) {
    super(message);
    this.name = 'NavigationError';
  }
}
