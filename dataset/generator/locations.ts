import { imageValue, type ImageLibrary } from './assets/images'
import { DATASET_TIME, envelope, isoTime, slug, slugify } from './documents'
import { ids } from './ids'
import { cycle } from './cycle'
import { createRandom, type Random } from './random'
import type { LocationDocument, OpeningHoursValue } from './types'
import { areaCodes, type Place, placeNamed, places } from './words/places'
import {
  addressPrefixes,
  days,
  disabilityAccess,
  retiredSites,
  type Site,
  siteHours,
  siteKinds,
  usualWeeks,
  visibleSites,
} from './words/sites'

export type LocationInfo = { id: string; title: string; place: Place; phone: string }
type Rule = 'visible' | 'hidden' | 'deleted' | 'inactive'

const HOUR = 3_600_000
const displayName = (place: Place) => place.suburb.replace(/ (City|Central)$/, '')
const siteTitle = (site: Site) => site.name ?? `${displayName(placeNamed(site.suburb))} ${site.kind}`

const interval = (range: { opens: string; closes: string }) => ({ _type: 'openingInterval' as const, ...range })

/**
 * A site's opening hours as editors keep them in the Studio: a usual week (picked, or set for the sites
 * in `siteHours`), its rule for public holidays (most close; some open as usual or keep special hours),
 * and, for a few, a temporary closure or a note.
 */
function openingHoursOf(n: number, title: string, usualWeek: (typeof usualWeeks)[number]): OpeningHoursValue {
  const set = siteHours[title]
  const week = { ...usualWeek, ...set?.week }
  const publicHolidays = set?.publicHolidays ?? (n % 9 === 4 ? 'usual' : n % 11 === 7 ? 'special' : 'closed')
  return {
    _type: 'openingHours',
    ...Object.fromEntries(days.flatMap((day) => (week[day]?.length ? [[day, week[day].map(interval)]] : []))),
    publicHolidays,
    ...(publicHolidays === 'special' ? { publicHolidayHours: [interval({ opens: '10:00', closes: '14:00' })] } : {}),
    ...(set?.closures
      ? { closures: set.closures.map((closure) => ({ _type: 'temporaryClosure' as const, ...closure })) }
      : {}),
    ...(set?.note
      ? { note: set.note }
      : n % 6 === 2
        ? { note: 'Outside these hours, call us to make a time that suits you.' }
        : {}),
  }
}

function locationDocument(
  n: number,
  title: string,
  place: Place,
  rule: Rule,
  random: Random,
  images: ImageLibrary,
): LocationDocument {
  const street = random.pick(place.streets)
  const phone = `${areaCodes[place.state]} 5550 ${String(random.int(1000, 9999))}`
  const photo = random.chance(0.6) ? images.get(`office-front-${random.int(1, 6)}`) : undefined
  const image = photo ? imageValue(photo, random.chance(0.8) ? `The front of our ${title}` : undefined) : undefined
  const jitter = () => random.int(-40, 40) / 10_000
  const siteAddress = `${random.pick(addressPrefixes)}${random.int(1, 240)} ${street}`
  const access = random.pick(disabilityAccess)
  // Picked where the opening hours' text used to be, so every other value stays as it was.
  const usualWeek = random.pick(usualWeeks)
  const latitude = Math.round((place.latitude + jitter()) * 10_000) / 10_000
  const longitude = Math.round((place.longitude + jitter()) * 10_000) / 10_000
  const updatedAt = isoTime(DATASET_TIME - random.int(2, 72) * HOUR)
  return {
    ...envelope(ids.location(n), 'location'),
    _type: 'location',
    ...(image ? { image } : {}),
    hidden: rule === 'hidden',
    hours: openingHoursOf(n, title, usualWeek),
    sync: {
      id: `LOC-${2000 + n}`,
      title,
      slug: slug(slugify(title)),
      status: rule === 'inactive' ? 'Inactive' : 'Active',
      deleted: rule === 'deleted',
      siteAddress,
      suburb: place.suburb,
      postcode: place.postcode,
      lga: place.lga,
      state: place.state,
      disabilityAccess: access,
      phone,
      latitude,
      longitude,
      updatedAt,
    },
  }
}

type Plan = { title: string; place: Place; rule: Rule }

function bundledPlan(): Plan[] {
  return [
    ...visibleSites.map((site) => ({
      title: siteTitle(site),
      place: placeNamed(site.suburb),
      rule: 'visible' as const,
    })),
    ...retiredSites.map((site) => ({
      title: `${siteTitle(site)} (Retired)`,
      place: placeNamed(site.suburb),
      rule: site.rule,
    })),
  ]
}

/** Every place with every kind of site, then the same again on a second street, so titles never repeat. */
function largePlan(visibleCount: number, retiredPerRule: number): Plan[] {
  const titleAt = (index: number) => {
    const place = cycle(places, index)
    const kind = cycle(siteKinds, Math.floor(index / places.length))
    const round = Math.floor(index / (places.length * siteKinds.length))
    const base = `${displayName(place)} ${kind}`
    return { place, title: round === 0 ? base : `${base}, ${cycle(place.streets, round)}` }
  }
  const plan: Plan[] = []
  for (let index = 0; index < visibleCount; index++) plan.push({ ...titleAt(index), rule: 'visible' })
  const rules: Rule[] = ['hidden', 'deleted', 'inactive']
  for (let index = 0; index < retiredPerRule * rules.length; index++) {
    const { place, title } = titleAt(visibleCount + index)
    plan.push({ place, title: `${title} (Retired)`, rule: cycle(rules, index) })
  }
  return plan
}

export function buildLocations(size: 'bundled' | 'large', images: ImageLibrary) {
  const random = createRandom(`locations:${size}`)
  const plan = size === 'bundled' ? bundledPlan() : largePlan(1000, 50)
  const built = plan.map((entry, index) => ({
    entry,
    document: locationDocument(index + 1, entry.title, entry.place, entry.rule, random, images),
  }))
  const visible: LocationInfo[] = built
    .filter(({ entry }) => entry.rule === 'visible')
    .map(({ entry, document }) => ({
      id: document._id,
      title: entry.title,
      place: entry.place,
      phone: document.sync.phone,
    }))
  return { documents: built.map(({ document }) => document), visible }
}
