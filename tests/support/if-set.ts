/**
 * What a `beforeAll` hook sets, as `afterAll` finds it: undefined when the hook failed before setting it.
 * TypeScript takes a `let` assigned in a hook to be set everywhere; cleanup must not.
 */
export function ifSet<T>(value: T): T | undefined {
  return value
}
