/** The item at `index`, wrapping round to the start of the list. */
export function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length]
  if (item === undefined) throw new Error('Cannot cycle through an empty list')
  return item
}
