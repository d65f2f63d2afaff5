/** A request's start and end, in milliseconds on one clock. */
export interface TimedRequest {
  start: number;
  end: number;
}

/**
 * The round of each request (issue #12: "API rounds before the first page is usable"), in the order given: 1 for a
 * request that started before any other had ended, else one more than the latest round that had ended when it started.
 * The number of sequential rounds is the largest: the longest chain of requests each started after the one before it
 * had ended; requests that overlap share a round.
 */
export function assignRequestRounds(requests: TimedRequest[]): number[] {
  const order = requests.map((_, index) => index).sort((a, b) => requests[a]!.start - requests[b]!.start);
  const rounds = new Array<number>(requests.length).fill(0);
  for (const index of order) {
    let before = 0;
    for (const earlier of order) {
      if (earlier === index) break;
      if (requests[earlier]!.end <= requests[index]!.start) before = Math.max(before, rounds[earlier]!);
    }
    rounds[index] = before + 1;
  }
  return rounds;
}
