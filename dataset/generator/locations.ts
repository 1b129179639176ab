import { imageValue, type ImageLibrary } from './assets/images'
import { DATASET_TIME, envelope, isoTime, slug, slugify } from './documents'
import { ids } from './ids'
import { cycle } from './cycle'
import { createRandom, type Random } from './random'
import type { LocationDocument } from './types'
import { areaCodes, type Place, placeNamed, places } from './words/places'
import { addressPrefixes, disabilityAccess, openingHours, retiredSites, type Site, siteKinds, visibleSites } from './words/sites'

export type LocationInfo = { id: string; title: string; place: Place; phone: string }
type Rule = 'visible' | 'hidden' | 'deleted' | 'inactive'

const HOUR = 3_600_000
const displayName = (place: Place) => place.suburb.replace(/ (City|Central)$/, '')
const siteTitle = (site: Site) => site.name ?? `${displayName(placeNamed(site.suburb))} ${site.kind}`

function locationDocument(n: number, title: string, place: Place, rule: Rule, random: Random, images: ImageLibrary): LocationDocument {
  const street = random.pick(place.streets)
  const phone = `${areaCodes[place.state]} 5550 ${String(random.int(1000, 9999))}`
  const photo = random.chance(0.6) ? images.get(`office-front-${random.int(1, 6)}`) : undefined
  const jitter = () => random.int(-40, 40) / 10_000
  return {
    ...envelope(ids.location(n), 'location'),
    _type: 'location',
    ...(photo ? { image: imageValue(photo, random.chance(0.8) ? `The front of our ${title}` : undefined) } : {}),
    hidden: rule === 'hidden',
    sync: {
      id: `LOC-${2000 + n}`,
      title,
      slug: slug(slugify(title)),
      status: rule === 'inactive' ? 'Inactive' : 'Active',
      deleted: rule === 'deleted',
      siteAddress: `${random.pick(addressPrefixes)}${random.int(1, 240)} ${street}`,
      suburb: place.suburb,
      postcode: place.postcode,
      lga: place.lga,
      state: place.state,
      disabilityAccess: random.pick(disabilityAccess),
      phone,
      openingHours: random.pick(openingHours),
      latitude: Math.round((place.latitude + jitter()) * 10_000) / 10_000,
      longitude: Math.round((place.longitude + jitter()) * 10_000) / 10_000,
      updatedAt: isoTime(DATASET_TIME - random.int(2, 72) * HOUR),
    },
  }
}

type Plan = { title: string; place: Place; rule: Rule }

function bundledPlan(): Plan[] {
  return [
    ...visibleSites.map((site) => ({ title: siteTitle(site), place: placeNamed(site.suburb), rule: 'visible' as const })),
    ...retiredSites.map((site) => ({ title: `${siteTitle(site)} (Retired)`, place: placeNamed(site.suburb), rule: site.rule })),
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
  const built = plan.map((entry, index) => ({ entry, document: locationDocument(index + 1, entry.title, entry.place, entry.rule, random, images) }))
  const visible: LocationInfo[] = built
    .filter(({ entry }) => entry.rule === 'visible')
    .map(({ entry, document }) => ({ id: document._id, title: entry.title, place: entry.place, phone: document.sync.phone }))
  return { documents: built.map(({ document }) => document), visible }
}
