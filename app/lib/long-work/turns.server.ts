import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * Long work on the event loop (reading a large dataset, interpreting GROQ over thousands of documents)
 * hands the loop back at least this often, so health checks and other pages are answered meanwhile.
 */
export const TURN_BUDGET_MS = 5

/**
 * A clock for one piece of long work: `due()` is true once the work has held the event loop for its
 * budget, and `pause()` lets everything waiting run before it goes on.
 */
export interface Turns {
  due(): boolean
  pause(): Promise<void>
}

export function takeTurns(budgetMs = TURN_BUDGET_MS): Turns {
  let since = performance.now()
  return {
    due: () => performance.now() - since >= budgetMs,
    async pause() {
      await nextTurn()
      since = performance.now()
    },
  }
}

/** The items of a list (or the steps of a generator) one by one, pausing whenever the turn is used up. */
export async function* inTurns<Item>(items: Iterable<Item>, turns: Turns = takeTurns()): AsyncGenerator<Item> {
  for (const item of items) {
    if (turns.due()) await turns.pause()
    yield item
  }
}

/** `items.map(map)`, pausing whenever the turn is used up. */
export async function mapInTurns<Item, Result>(
  items: readonly Item[],
  map: (item: Item, position: number) => Result,
  turns: Turns = takeTurns(),
): Promise<Result[]> {
  const results: Result[] = []
  for (const [position, item] of items.entries()) {
    if (turns.due()) await turns.pause()
    results.push(map(item, position))
  }
  return results
}
