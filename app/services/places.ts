import type { Coordinates } from './distance'
import { normaliseText } from './text'

/** A suburb or postcode the finder can search near. */
export interface Place extends Coordinates {
  /** What goes back into the `near` parameter: "Parramatta", "Richmond VIC" or "2150". */
  name: string
  /** How the place reads in a sentence: "Parramatta NSW", "postcode 2150". */
  label: string
}

export type PlaceLookup = { ok: true; place: Place } | { ok: false; message: string }

export interface GazetteerLocation {
  suburb: string | null
  postcode: string | null
  state: string | null
  latitude: number | null
  longitude: number | null
}

interface Suburb extends Coordinates {
  suburb: string
  state: string
  postcodes: Set<string>
}

/**
 * Suburbs and postcodes with coordinates, gathered from the visible locations: every suburb (per state)
 * and every postcode they give, each at the average position of its locations.
 */
export class Gazetteer {
  private readonly suburbsByName: Map<string, Suburb[]>
  private readonly postcodes: Map<string, Place>
  private readonly stateCodes: Set<string>

  private constructor(suburbsByName: Map<string, Suburb[]>, postcodes: Map<string, Place>, stateCodes: Set<string>) {
    this.suburbsByName = suburbsByName
    this.postcodes = postcodes
    this.stateCodes = stateCodes
  }

  static fromLocations(locations: GazetteerLocation[]): Gazetteer {
    const suburbPoints = new Map<string, { suburb: string; state: string; postcodes: Set<string>; points: Coordinates[] }>()
    const postcodePoints = new Map<string, Coordinates[]>()
    for (const location of locations) {
      if (location.latitude === null || location.longitude === null) continue
      const point = { latitude: location.latitude, longitude: location.longitude }
      const postcode = location.postcode?.trim()
      if (postcode && /^\d{4}$/.test(postcode)) postcodePoints.set(postcode, [...(postcodePoints.get(postcode) ?? []), point])
      const suburb = location.suburb?.trim()
      if (!suburb) continue
      const state = location.state?.trim().toUpperCase() ?? ''
      const key = `${normaliseText(suburb)}|${state}`
      const entry = suburbPoints.get(key) ?? { suburb, state, postcodes: new Set<string>(), points: [] }
      entry.points.push(point)
      if (postcode) entry.postcodes.add(postcode)
      suburbPoints.set(key, entry)
    }

    const suburbsByName = new Map<string, Suburb[]>()
    for (const { suburb, state, postcodes, points } of suburbPoints.values()) {
      const name = normaliseText(suburb)
      suburbsByName.set(name, [...(suburbsByName.get(name) ?? []), { suburb, state, postcodes, ...centre(points) }])
    }
    const postcodes = new Map<string, Place>()
    for (const [postcode, points] of postcodePoints) postcodes.set(postcode, { name: postcode, label: `postcode ${postcode}`, ...centre(points) })
    const stateCodes = new Set([...suburbPoints.values()].map((entry) => entry.state.toLowerCase()).filter(Boolean))
    return new Gazetteer(suburbsByName, postcodes, stateCodes)
  }

  /**
   * Finds what a visitor typed: a postcode ("2150"), a suburb ("parramatta"), a suburb with its state
   * ("Richmond VIC", "Richmond, vic") and optionally its postcode. A suburb name that begins only one
   * known suburb also finds it ("Townsville" → "Townsville City").
   */
  find(text: string): PlaceLookup {
    const notFound = { ok: false as const, message: `We could not find a suburb or postcode called "${text.trim()}".` }
    const words = normaliseText(text).split(' ').filter(Boolean)
    let postcode = words.length && /^\d{4}$/.test(words.at(-1)!) ? words.pop() : undefined
    const state = words.length > 1 && this.stateCodes.has(words.at(-1)!) ? words.pop()?.toUpperCase() : undefined
    let name = words.join(' ')
    if (!postcode && /^\d{4}$/.test(name)) [postcode, name] = [name, '']

    if (!name) {
      const place = postcode ? this.postcodes.get(postcode) : undefined
      return place ? { ok: true, place } : notFound
    }

    const narrow = (suburbs: Suburb[]) => {
      const inState = state ? suburbs.filter((suburb) => suburb.state === state) : suburbs
      const withPostcode = postcode ? inState.filter((suburb) => suburb.postcodes.has(postcode)) : []
      return withPostcode.length ? withPostcode : inState
    }
    let candidates = narrow(this.suburbsByName.get(name) ?? [])
    if (!candidates.length) {
      candidates = narrow([...this.suburbsByName].filter(([known]) => known.startsWith(`${name} `)).flatMap(([, suburbs]) => suburbs))
    }

    const [only, ...others] = candidates
    if (!only) return notFound
    if (others.length) {
      const example = candidates
        .slice(0, 3)
        .map((suburb) => `"${suburb.suburb} ${suburb.state}"`)
        .join(' or ')
      return { ok: false, message: `There is more than one place called "${text.trim()}". Say which one, for example ${example}.` }
    }
    const sharesName = (this.suburbsByName.get(normaliseText(only.suburb)) ?? []).length > 1
    return {
      ok: true,
      place: {
        name: sharesName ? `${only.suburb} ${only.state}` : only.suburb,
        label: `${only.suburb} ${only.state}`.trim(),
        latitude: only.latitude,
        longitude: only.longitude,
      },
    }
  }
}

function centre(points: Coordinates[]): Coordinates {
  const sum = points.reduce((total, point) => ({ latitude: total.latitude + point.latitude, longitude: total.longitude + point.longitude }), { latitude: 0, longitude: 0 })
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length }
}
