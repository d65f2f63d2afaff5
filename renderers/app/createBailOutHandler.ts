import type { BailOutCause } from '../../api/client/createApiClient';

export interface BailOutTarget {
  /** The router path of the error route (SPEC §2 virtual route `error`). */
  errorPath: string;
  /** Paths a bail-out never leaves (the error and restart routes themselves). */
  quietPaths: string[];
  /** The path being shown or loaded now. */
  getCurrentPath(): string;
  navigate(path: string): void;
  now(): number;
  /** Records every bail-out, even one that does not navigate (SPEC §8 step 3 "the error is logged"). */
  report?(cause: BailOutCause): void;
}

/** At most this many bail-outs lead to the error route within `windowMilliseconds`; more would loop. */
const maxBailOuts = 3;
const windowMilliseconds = 10_000;

/**
 * SPEC §8 step 3 in the browser: a failed call (any status but 404) logs its cause and goes to the error route, which
 * shows the banner and, on a second error, restarts (SPEC §2). A host that keeps failing does not make it loop.
 */
export function createBailOutHandler(target: BailOutTarget): (cause: BailOutCause) => void {
  const recent: number[] = [];
  return (cause) => {
    console.error(`Bail-out: ${cause.cause} on ${cause.page ?? 'no page'} calling ${cause.endpoint}`);
    try {
      target.report?.(cause);
    } catch {
      // Recording a failure must not stop the bail-out itself.
    }
    if (target.quietPaths.includes(target.getCurrentPath())) return;
    const now = target.now();
    while (recent.length > 0 && now - recent[0]! > windowMilliseconds) recent.shift();
    if (recent.length >= maxBailOuts) return;
    recent.push(now);
    target.navigate(target.errorPath);
  };
}
