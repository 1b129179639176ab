import { contentClient } from '~/content/client.server'
import { LocalDataset, type SanityDocument } from '~/content/source/dataset.server'
import { LocalContentSource } from '~/content/source/local.server'

/**
 * The published documents of the dataset the tests read, taken straight from data.ndjson (no GROQ,
 * no index), so the finder's tests can work out expected results on their own. Hidden, deleted and
 * inactive services and locations are included, marked by `visible`.
 */
export interface StoredLocation {
  visible: boolean
  suburb: string
  postcode: string
  latitude: number | null
  longitude: number | null
}

export interface StoredService {
  id: string
  title: string
  visible: boolean
  category: string | null
  categoryLabel: string | null
  supports: string[]
  supportLabels: string[]
  audiences: string[]
  audienceLabels: string[]
  expertiseReferences: string[]
  noFee: boolean
  ndis: boolean
  culturalGroup: string | null
  isSpecialGroup: boolean
  specialGroup: string | null
  delivery: string[]
  state: string | null
  suburb: string | null
  ageStart: number | null
  ageEnd: number | null
  atsiAgeStart: number | null
  atsiAgeEnd: number | null
  aliases: string[]
  servicesProvided: string[]
  summary: string | null
  description: string | null
  locations: StoredLocation[]
}

export interface StoredSettings {
  culturalGroupDescriptions: Array<{ name: string }>
  specialGroups: Array<{ name: string }>
  serviceLocations: Array<{ value: string }>
}

export interface StoredExpertise {
  slug: string
  patterns: string[]
}

interface Stored {
  services: StoredService[]
  locations: StoredLocation[]
  settings: StoredSettings
  expertise: StoredExpertise[]
}

type Fields = Record<string, unknown>
type Reference = { _ref: string }

let stored: Promise<Stored> | undefined

/** The stored documents of the dataset the content client reads, read once. */
export function storedDocuments(): Promise<Stored> {
  stored ??= readStored()
  return stored
}

async function readStored(): Promise<Stored> {
  const { source } = await contentClient()
  if (!(source instanceof LocalContentSource))
    throw new Error('The finder tests read the local dataset: run them with CONTENT_SOURCE=local.')
  const { published } = await LocalDataset.read(source.directory)
  const referenced = (reference: unknown) => published.get((reference as Reference | undefined)?._ref ?? '')
  const slugOf = (document: Fields | undefined) => (document?.slug as { current?: string } | undefined)?.current ?? null
  const all = (value: unknown) => (value ?? []) as unknown[]
  const shown = (document: Fields) => {
    const sync = document.sync as Fields
    return document.hidden !== true && sync.deleted !== true && sync.status !== 'Inactive'
  }
  const location = (document: Fields): StoredLocation => {
    const sync = document.sync as Fields
    return {
      visible: shown(document),
      suburb: sync.suburb as string,
      postcode: sync.postcode as string,
      latitude: (sync.latitude as number | undefined) ?? null,
      longitude: (sync.longitude as number | undefined) ?? null,
    }
  }
  const ofType = (type: string) =>
    published.documents.filter((document) => document._type === type) as Array<SanityDocument & Fields>

  const services = ofType('service').map((document): StoredService => {
    const sync = document.sync as Fields
    const supports = all(document.support).map(referenced)
    const audiences = all(document.audience).map(referenced)
    const category = referenced(document.category)
    const text = (value: unknown) => (value as string | undefined) ?? null
    const number = (value: unknown) => (value as number | undefined) ?? null
    return {
      id: document._id,
      title: sync.title as string,
      visible: shown(document),
      category: slugOf(category),
      categoryLabel: text(category?.label),
      supports: supports.map(slugOf).filter((slug) => slug !== null),
      supportLabels: supports.map((support) => support?.label as string),
      audiences: audiences.map(slugOf).filter((slug) => slug !== null),
      audienceLabels: audiences.map((audience) => audience?.label as string),
      expertiseReferences: all(document.expertise)
        .map((reference) => slugOf(referenced(reference)))
        .filter((slug) => slug !== null),
      noFee: document.noFee === true,
      ndis: sync.ndis === true,
      culturalGroup: text(sync.culturalGroup),
      isSpecialGroup: document.isSpecialGroup === true,
      specialGroup: text(document.specialGroup),
      delivery: all(sync.serviceLocation) as string[],
      state: text(sync.state),
      suburb: text(sync.suburb),
      ageStart: number(sync.ageStart),
      ageEnd: number(sync.ageEnd),
      atsiAgeStart: number(sync.atsiAgeStart),
      atsiAgeEnd: number(sync.atsiAgeEnd),
      aliases: all(sync.aliases) as string[],
      servicesProvided: all(sync.servicesProvided) as string[],
      summary: text(sync.shortServiceDescription),
      description: text(sync.longServiceDescription),
      locations: all(sync.locations)
        .map(referenced)
        .filter((found) => found !== undefined)
        .map(location),
    }
  })
  const settings = published.get('servicesSettings') as unknown as StoredSettings
  const expertise = ofType('expertise').map((document) => ({
    slug: slugOf(document) ?? '',
    patterns: all(document.patterns) as string[],
  }))
  return { services, locations: ofType('location').map(location), settings, expertise }
}
