import type { OpeningSchedule } from './schedule'
import { openingSchedule } from './schedule.server'
import { statusAt } from './status'
import type { StructuredHours } from './week'

export interface PlaceToWatch {
  id: string
  hours: StructuredHours | null
  state: string | null
}

const DAY = 86_400_000

/**
 * Which of many places (locations, services with hours of their own) are open at an instant, for the
 * filters 'Open now' on the finder and the locations page. Their schedules are made once and renewed
 * before they run out; an answer is kept until the first place's status changes, so a busy minute
 * works it out once.
 */
export class OpenPlaces {
  readonly #places: PlaceToWatch[]
  #schedules: Promise<{ knownFrom: number; knownUntil: number; list: Array<[string, OpeningSchedule]> }> | undefined
  #answer: { from: number; until: number; open: ReadonlySet<string> } | undefined

  constructor(places: PlaceToWatch[]) {
    this.#places = places.filter((place) => place.hours)
  }

  /** The ids of the places open at `now`, and until when that answer holds. */
  async openAt(now: number): Promise<{ open: ReadonlySet<string>; until: number }> {
    const kept = this.#answer
    if (kept && now >= kept.from && now < kept.until) return kept
    const { list } = await this.#schedulesFor(now)
    const open = new Set<string>()
    let until = Number.POSITIVE_INFINITY
    for (const [id, schedule] of list) {
      const found = statusAt(schedule, now)
      if (!found) continue
      if (found.status.kind === 'open') open.add(id)
      until = Math.min(until, found.nextChange)
    }
    this.#answer = { from: now, until, open }
    return this.#answer
  }

  async #schedulesFor(now: number) {
    const current = await this.#schedules
    // Renewed a day before they run out: a status looks ahead (closing times after midnight).
    if (current && now >= current.knownFrom && now < current.knownUntil - DAY) return current
    const made = Promise.all(
      this.#places.map(async (place) => [place.id, await openingSchedule(place.hours, place.state, now)] as const),
    ).then((pairs) => {
      const list = pairs.filter((pair): pair is [string, OpeningSchedule] => pair[1] !== null)
      return { knownFrom: now, knownUntil: Math.min(...list.map(([, schedule]) => schedule.knownUntil)), list }
    })
    this.#schedules = made
    return made
  }
}
