import { useMatches } from 'react-router'

/** A route's handle may tint the site header from its loader data (category pages use their colour). */
export interface HeaderTintHandle {
  headerTint: (loaderData: unknown) => string | null | undefined
}

function hasHeaderTint(handle: unknown): handle is HeaderTintHandle {
  return typeof (handle as HeaderTintHandle | undefined)?.headerTint === 'function'
}

/** The colour the deepest route asks the header to take, if any. */
export function useHeaderTint(): string | undefined {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    if (hasHeaderTint(match.handle)) return match.handle.headerTint(match.loaderData) ?? undefined
  }
  return undefined
}
