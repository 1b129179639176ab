import { backPath, FROM_PARAMETER, savedListPath } from './saved-address'
import { IDS_PARAMETER, isSavedId, MAX_SAVED, readIds } from './saved-ids'

/** The Save button's form without JavaScript: the list so far, plus or minus this one (SaveButton.tsx). */
export const ADD_PARAMETER = 'add'
export const REMOVE_PARAMETER = 'remove'

/** Something in the address that the page says plainly, rather than failing. */
export type AddressProblem =
  | { kind: 'malformed'; count: number }
  | { kind: 'beyond-limit'; count: number }
  | { kind: 'full' }
  | { kind: 'unknown'; count: number }

export type SavedRequest =
  /** A Save or Remove without JavaScript: the same list, changed, at its own address (so a reload changes nothing). */
  | { kind: 'changed'; location: string }
  | {
      kind: 'list'
      /** The ids the address carries, well formed, in order. */
      ids: string[]
      /** Whether the address named a list at all (the page with none shows this device's list). */
      inAddress: boolean
      problems: AddressProblem[]
      /** The page a visitor without JavaScript came from, to go back to with the list. */
      back: string | null
    }

/** Reads /saved's query: never throws, whatever it holds. */
export function readSavedRequest(params: URLSearchParams): SavedRequest {
  const read = readIds(params.getAll(IDS_PARAMETER))
  const back = backPath(params.get(FROM_PARAMETER))
  const problems: AddressProblem[] = []
  if (read.malformed) problems.push({ kind: 'malformed', count: read.malformed })
  if (read.beyondLimit) problems.push({ kind: 'beyond-limit', count: read.beyondLimit })

  const adding = params.getAll(ADD_PARAMETER).filter(isSavedId)
  const removing = params.getAll(REMOVE_PARAMETER).filter(isSavedId)
  if (adding.length || removing.length) {
    const kept = read.ids.filter((id) => !removing.includes(id))
    const added = adding.filter((id) => !kept.includes(id) && !removing.includes(id))
    if (kept.length + added.length <= MAX_SAVED)
      return { kind: 'changed', location: savedListPath([...kept, ...added], back) }
    // Full: the list stays as it was, and the page says why nothing was added.
    return { kind: 'list', ids: kept, inAddress: true, problems: [...problems, { kind: 'full' }], back }
  }
  return { kind: 'list', ids: read.ids, inAddress: params.has(IDS_PARAMETER), problems, back }
}

/** The sentence the page shows for a problem with the address. */
export function problemMessage(problem: AddressProblem): string {
  switch (problem.kind) {
    case 'malformed':
      return problem.count === 1
        ? 'One item in this link could not be read, so it is not shown. The link may have been cut short or changed.'
        : `${problem.count} items in this link could not be read, so they are not shown. The link may have been cut short or changed.`
    case 'beyond-limit':
      return `A saved list holds up to ${MAX_SAVED} services and locations. This link had ${problem.count} more, which are not shown.`
    case 'full':
      return `Your saved list is full: it holds up to ${MAX_SAVED} services and locations. Remove one to save another.`
    case 'unknown':
      return problem.count === 1
        ? 'One saved service or location is no longer on our website, so it is not shown.'
        : `${problem.count} saved services or locations are no longer on our website, so they are not shown.`
  }
}
