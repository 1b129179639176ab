import { distance } from 'fastest-levenshtein'
import type { Turns } from '~/lib/long-work/turns.server'
import type { Coordinates } from '~/lib/geo/distance'
import { normaliseText } from '~/lib/text/words'

/** A suburb or postcode the finder can search near. */
export interface Place extends Coordinates {
  /** What goes back into the `near` parameter: "Parramatta", "Richmond VIC", "Richmond QLD 4822" or "2150". */
  name: string
  /** How the place reads in a sentence: "Parramatta NSW", "postcode 2150". */
  label: string
}

/** One of the places a shared or misspelt name could be. */
export interface PlaceChoice extends Place {
  /** Its first postcode, to tell two places of one name apart. */
  postcode: string
}

export type PlaceLookup = { ok: true; place: Place } | { ok: false; message: string; choices: PlaceChoice[] }

const STATE_WORDS = new Map<string, string>([
  ['act', 'ACT'],
  ['australian capital territory', 'ACT'],
  ['nsw', 'NSW'],
  ['new south wales', 'NSW'],
  ['nt', 'NT'],
  ['northern territory', 'NT'],
  ['qld', 'QLD'],
  ['queensland', 'QLD'],
  ['sa', 'SA'],
  ['south australia', 'SA'],
  ['tas', 'TAS'],
  ['tasmania', 'TAS'],
  ['vic', 'VIC'],
  ['victoria', 'VIC'],
  ['wa', 'WA'],
  ['western australia', 'WA'],
])
const LONGEST_STATE_WORDS = 3

/** A capital's name on its own means the capital: "Perth" is Perth WA, not the town in Tasmania ("Perth TAS"). */
const CAPITALS = new Map([
  ['sydney', 'NSW'],
  ['melbourne', 'VIC'],
  ['brisbane', 'QLD'],
  ['perth', 'WA'],
  ['adelaide', 'SA'],
  ['hobart', 'TAS'],
  ['darwin', 'NT'],
  ['canberra', 'ACT'],
])

/** Words people shorten or spell out: both forms find the place. */
const SAME_WORDS = new Map([
  ['mt', 'mount'],
  ['pt', 'point'],
  ['saint', 'st'],
])

export interface FindOptions {
  /**
   * Whether a near spelling finds a place ("parramata" → Parramatta): yes in a place field; no for a
   * place among other words, where a near spelling is more often a misspelt word ("counceling" is not
   * Congelin WA, nor "bathroom" Yathroo WA).
   */
  nearSpellings?: boolean
  /**
   * Whether a name that begins a place's finds it ("wagga" → Wagga Wagga): yes unless told. Not at
   * the start of other words, where it is more often a common word ("cottage stay for grandpa" is
   * not Cottage Point NSW).
   */
  beginnings?: boolean
}

/** At most this many choices are offered for a shared or misspelt name. */
export const MAX_PLACE_CHOICES = 12

/** How a place name is compared: normalised text with "Mt" and "Mount" (and the like) the same. */
function placeKey(text: string): string {
  return normaliseText(text)
    .split(' ')
    .map((word) => SAME_WORDS.get(word) ?? word)
    .join(' ')
}

/** Typing mistakes forgiven in a name of this many letters: none in short names, where one letter makes another place. */
function typosAllowed(length: number): number {
  if (length < 5) return 0
  return length < 10 ? 1 : 2
}

/**
 * Every Australian suburb and postcode with its position, in a compact form: parallel arrays of the
 * places, a map from each compared name to its places, and one from each postcode to its position.
 * Built from the generated module (`gazetteer-data.server.ts`, see `npm run gazetteer`).
 */
export class Gazetteer {
  private readonly names: string[] = []
  private readonly states: string[] = []
  private readonly postcodeLists: string[] = []
  private readonly latitudes: Float64Array
  private readonly longitudes: Float64Array
  /** Compared name → the places of that name, in state and name order. */
  private readonly byKey = new Map<string, number[]>()
  private readonly postcodes = new Map<string, Coordinates>()
  /** The compared names by their length, for looking for near spellings. */
  private readonly keysOfLength: string[][] = []

  /**
   * `places`: one line a place, "name TAB state TAB latitude TAB longitude TAB postcodes"; `postcodes`:
   * one line a postcode, "postcode TAB latitude TAB longitude".
   */
  constructor(places: string, postcodes: string, reading: 'at once' | 'in steps' = 'at once') {
    const lines = places.split('\n').filter(Boolean)
    this.latitudes = new Float64Array(lines.length)
    this.longitudes = new Float64Array(lines.length)
    this.reading = this.read(lines, postcodes)
    if (reading === 'at once') for (const _line of this.reading) continue
  }

  /**
   * Reads the lists a step at a time, handing the event loop back whenever `turns` says: Australia's
   * places take longer to read than a health check may wait (decision 0050 has the figures).
   */
  static async inTurns(places: string, postcodes: string, turns: Turns): Promise<Gazetteer> {
    const gazetteer = new Gazetteer(places, postcodes, 'in steps')
    for (const _line of gazetteer.reading) if (turns.due()) await turns.pause()
    return gazetteer
  }

  /** The constructor's reading of the lists, a step a line. */
  private readonly reading: Generator<void>

  private *read(lines: string[], postcodes: string): Generator<void> {
    for (const [index, line] of lines.entries()) {
      yield
      const [name = '', state = '', latitude, longitude, postcodeList = ''] = line.split('\t')
      this.names.push(name)
      this.states.push(state)
      this.postcodeLists.push(postcodeList)
      this.latitudes[index] = Number(latitude)
      this.longitudes[index] = Number(longitude)
      const key = placeKey(name)
      const same = this.byKey.get(key)
      if (same) same.push(index)
      else {
        this.byKey.set(key, [index])
        ;(this.keysOfLength[key.length] ??= []).push(key)
      }
    }
    for (const line of postcodes.split('\n')) {
      yield
      const [postcode, latitude, longitude] = line.split('\t')
      if (postcode) this.postcodes.set(postcode, { latitude: Number(latitude), longitude: Number(longitude) })
    }
  }

  /**
   * Finds what a visitor typed: a postcode ("2150", or "800" for 0800), a suburb ("parramatta"), a suburb
   * with its state ("Richmond VIC", "Richmond, Victoria") and optionally its postcode ("Parramatta NSW
   * 2150"). A name that begins only a few places finds them ("Wagga" → "Wagga Wagga"), and a name with a
   * typing mistake or two finds the nearest spelling ("parramata" → Parramatta). A name several places
   * share gives the choices.
   */
  find(text: string, { nearSpellings = true, beginnings = true }: FindOptions = {}): PlaceLookup {
    const typed = text.trim()
    const notFound: PlaceLookup = {
      ok: false,
      message: `We could not find a suburb or postcode called "${typed}". Check the spelling, or try the postcode.`,
      choices: [],
    }
    const words = placeKey(text).split(' ').filter(Boolean)
    const postcode = words.length && /^\d{3,4}$/.test(words.at(-1)!) ? words.pop()!.padStart(4, '0') : undefined
    if (!words.length) {
      const at = postcode ? this.postcodes.get(postcode) : undefined
      return at && postcode ? { ok: true, place: { name: postcode, label: `postcode ${postcode}`, ...at } } : notFound
    }

    const whole = words.join(' ')
    let state: string | undefined
    for (let length = Math.min(LONGEST_STATE_WORDS, words.length - 1); length > 0 && !state; length--) {
      state = STATE_WORDS.get(words.slice(-length).join(' '))
      if (state) words.splice(-length)
    }
    const ways = { nearSpellings, beginnings }
    let { places, exact } = this.matching(words.join(' '), state, postcode, ways)
    // "Port Victoria" is a place, not Port in Victoria.
    if (state && !exact && this.byKey.has(whole)) ({ places, exact } = this.matching(whole, undefined, postcode, ways))

    if (places.length > 1 && exact && !state) {
      const capitalState = CAPITALS.get(words.join(' '))
      const capital = capitalState ? places.filter((index) => this.states[index] === capitalState) : []
      if (capital.length === 1) places = capital
    }
    const [only] = places
    if (only === undefined) return notFound
    if (places.length === 1) return { ok: true, place: this.placeAt(only) }
    const choices = places
      .slice(0, MAX_PLACE_CHOICES)
      .map((index) => ({ ...this.placeAt(index), postcode: this.firstPostcode(index) }))
    return {
      ok: false,
      message: exact
        ? `There is more than one place called "${typed}". Choose one, or add the state or postcode.`
        : `We could not find a suburb or postcode called "${typed}". Did you mean one of these?`,
      choices,
    }
  }

  /** The places a compared name finds, narrowed to a state and a postcode when given: exact names first, then names it begins, then near spellings. */
  private matching(
    key: string,
    state: string | undefined,
    postcode: string | undefined,
    { nearSpellings, beginnings }: Required<FindOptions>,
  ): { places: number[]; exact: boolean } {
    const narrow = (places: number[]) => {
      const inState = state ? places.filter((index) => this.states[index] === state) : places
      const withPostcode = postcode
        ? inState.filter((index) => ` ${this.postcodeLists[index]} `.includes(` ${postcode} `))
        : []
      return withPostcode.length ? withPostcode : inState
    }
    const exact = narrow(this.byKey.get(key) ?? [])
    if (exact.length) return { places: exact, exact: true }

    if (!beginnings) return { places: [], exact: false }
    // "Wagga" → Wagga Wagga, rather than also Wagga Wagga North and Wagga Wagga South.
    const begun = [...this.byKey.keys()].filter((known) => known.startsWith(`${key} `))
    const shortest = begun.reduce<string | undefined>(
      (best, known) => (best === undefined || known.length < best.length ? known : best),
      undefined,
    )
    const begunBy =
      shortest !== undefined && begun.every((known) => known === shortest || known.startsWith(`${shortest} `))
        ? [shortest]
        : begun
    const beginning = narrow(begunBy.flatMap((known) => this.byKey.get(known)!).sort((a, b) => a - b))
    if (beginning.length) return { places: beginning, exact: false }

    const allowed = nearSpellings ? typosAllowed(key.length) : 0
    if (!allowed) return { places: [], exact: false }
    let fewest = allowed + 1
    let nearest: string[] = []
    for (let length = key.length - allowed; length <= key.length + allowed; length++) {
      for (const known of this.keysOfLength[length] ?? []) {
        const typos = distance(known, key)
        if (typos < fewest) [fewest, nearest] = [typos, [known]]
        else if (typos === fewest) nearest.push(known)
      }
    }
    return {
      places: narrow(nearest.flatMap((known) => this.byKey.get(known)!).sort((a, b) => a - b)),
      exact: false,
    }
  }

  private firstPostcode(index: number): string {
    return this.postcodeLists[index]!.split(' ')[0]!
  }

  /** A place named as briefly as tells it apart: "Parramatta", "Richmond VIC", "Richmond QLD 4822". */
  private placeAt(index: number): Place {
    const name = this.names[index]!
    const state = this.states[index]!
    const sameName = this.byKey.get(placeKey(name))!
    const sameState = sameName.filter((other) => this.states[other] === state).length > 1
    const label = sameState ? `${name} ${state} ${this.firstPostcode(index)}` : `${name} ${state}`
    return {
      name: sameName.length === 1 ? name : label,
      label,
      latitude: this.latitudes[index]!,
      longitude: this.longitudes[index]!,
    }
  }
}
