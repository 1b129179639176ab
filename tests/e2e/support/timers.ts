/**
 * Every timer the end-to-end tests use. None is a test waiting for time to pass (ESLint forbids that in
 * test files: they wait for what a visitor or an observer sees); each is part of a stand-in that is slow
 * on purpose (a slow network, a slow visitor) or the pace of an observer that samples while work runs.
 */

/** A slow network or service: resolves `ms` later. For a stand-in's answer, never for a test's own wait. */
export function networkDelay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Calls `act` every `everyMs` for as long as `keepGoing()` says so: the pace of a stand-in visitor
 * (connections opened one after another, requests sent one after another).
 */
export async function everyIntervalWhile(
  everyMs: number,
  keepGoing: () => boolean,
  act: (index: number) => void,
): Promise<void> {
  for (let index = 0; keepGoing(); index++) {
    act(index)
    await networkDelay(everyMs)
  }
}

/**
 * Samples `observe()` every `everyMs` until `work` settles (and `atLeast` times in all): an observer
 * watching work as it runs, such as an operator asking a health check.
 */
export async function sampleUntilSettled<T>(
  work: Promise<unknown>,
  observe: () => Promise<T>,
  { everyMs = 50, atLeast = 5 } = {},
): Promise<T[]> {
  let settled = false as boolean // set by the promise's callback, which TypeScript does not follow
  void work.finally(() => (settled = true)).catch(() => undefined)
  const samples: T[] = []
  while (!settled || samples.length < atLeast) {
    samples.push(await observe())
    await networkDelay(everyMs)
  }
  return samples
}
