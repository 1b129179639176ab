import { contentClient } from '~/content/client.server'

/**
 * The bundled dataset's services as stored, hidden ones included, for the finder's tests to work out
 * expected results on their own rather than through the index under test.
 */
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
  locations: Array<{ visible: boolean; suburb: string | null; postcode: string | null; latitude: number | null; longitude: number | null }>
}

export interface StoredSettings {
  culturalGroupDescriptions: Array<{ name: string; title: string | null }>
  specialGroups: Array<{ name: string }>
  serviceLocations: Array<{ value: string; label: string | null }>
  states: Array<{ code: string; name: string }>
}

export interface StoredExpertise {
  slug: string
  patterns: string[]
}

const isShown = `hidden != true && sync.deleted != true && sync.status != "Inactive"`

export async function storedServices(): Promise<StoredService[]> {
  const client = await contentClient()
  return (await client.fetch(`*[_type == "service"]{
    "id": _id,
    "title": sync.title,
    "visible": ${isShown},
    "category": category->slug.current,
    "categoryLabel": category->label,
    "supports": coalesce(support[]->slug.current, []),
    "supportLabels": coalesce(support[]->label, []),
    "audiences": coalesce(audience[]->slug.current, []),
    "audienceLabels": coalesce(audience[]->label, []),
    "expertiseReferences": coalesce(expertise[]->slug.current, []),
    "noFee": noFee == true,
    "ndis": sync.ndis == true,
    "culturalGroup": sync.culturalGroup,
    "isSpecialGroup": isSpecialGroup == true,
    specialGroup,
    "delivery": coalesce(sync.serviceLocation, []),
    "state": sync.state,
    "suburb": sync.suburb,
    "ageStart": sync.ageStart,
    "ageEnd": sync.ageEnd,
    "atsiAgeStart": sync.atsiAgeStart,
    "atsiAgeEnd": sync.atsiAgeEnd,
    "aliases": coalesce(sync.aliases, []),
    "servicesProvided": coalesce(sync.servicesProvided, []),
    "summary": sync.shortServiceDescription,
    "description": sync.longServiceDescription,
    "locations": coalesce(sync.locations[]->{ "visible": ${isShown}, "suburb": sync.suburb, "postcode": sync.postcode, "latitude": sync.latitude, "longitude": sync.longitude }, [])
  }`)) as StoredService[]
}

export async function storedSettings(): Promise<StoredSettings> {
  const client = await contentClient()
  return (await client.fetch(`*[_id == "servicesSettings"][0]{ culturalGroupDescriptions[]{ name, title }, specialGroups[]{ name }, serviceLocations[]{ value, label }, states[]{ code, name } }`)) as StoredSettings
}

export async function storedExpertise(): Promise<StoredExpertise[]> {
  const client = await contentClient()
  return (await client.fetch(`*[_type == "expertise"]{ "slug": slug.current, patterns }`)) as StoredExpertise[]
}

export async function storedLocations(): Promise<Array<{ visible: boolean; suburb: string; postcode: string }>> {
  const client = await contentClient()
  return (await client.fetch(`*[_type == "location"]{ "visible": ${isShown}, "suburb": sync.suburb, "postcode": sync.postcode }`)) as Array<{ visible: boolean; suburb: string; postcode: string }>
}
