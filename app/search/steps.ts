/**
 * Runs a computation made of steps (a generator that yields between steps) to its end, without a
 * pause, and gives its result: for the callers that want the answer at once (tests, the bench,
 * scripts). The server runs the same steps in turns instead (app/lib/long-work/turns.server.ts).
 */
export function atOnce<Result>(steps: Generator<void, Result>): Result {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}
