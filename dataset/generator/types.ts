/** The shapes the generator writes. Local on purpose: the app's TypeGen types are generated from this data's schema, not the other way round. */

export type Reference = { _type: 'reference'; _ref: string; _key?: string }
export type Slug = { _type: 'slug'; current: string }
export type FileValue = { _type: 'file'; asset: Reference }

export type Hotspot = { _type: 'sanity.imageHotspot'; x: number; y: number; width: number; height: number }
export type Crop = { _type: 'sanity.imageCrop'; top: number; bottom: number; left: number; right: number }
export type ImageValue = {
  _type: 'imageWithAlt'
  _key?: string
  asset: Reference
  alt?: string
  hotspot?: Hotspot
  crop?: Crop
}

export type Link = {
  _type: 'link'
  _key?: string
  title: string
  type: 'internal' | 'external' | 'email' | 'file'
  internal?: Reference
  articlesCategory?: Reference
  anchor?: string
  query?: string
  external?: string
  email?: string
  file?: FileValue
  newWindow: boolean
}

export type Span = { _type: 'span'; _key?: string; text: string; marks: string[] }
export type LinkMark = Link & { _key: string }
export type Block = {
  _type: 'block'
  _key?: string
  style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote'
  markDefs: LinkMark[]
  children: Span[]
  listItem?: 'bullet' | 'number'
  level?: number
}
export type BlockContent = Array<Block | ImageValue>

export type Seo = { _type: 'seo'; title?: string; description?: string; image?: ImageValue; noIndex: boolean }

/** Any object in a page-builder array; its fields are checked by the schema, not here. */
export type Section = { _type: string; _key?: string; [field: string]: unknown }

export type Envelope = { _id: string; _type: string; _createdAt: string; _updatedAt: string; _rev: string }
export type SanityDocument = Envelope & { [field: string]: unknown }

export type ServiceSync = {
  id: string
  title: string
  aliases: string[]
  slug: Slug
  status: 'Active' | 'Inactive'
  deleted: boolean
  fee?: string
  serviceLocation: string[]
  shortServiceDescription: string
  longServiceDescription: string
  culturalGroup?: string
  culturalGroupDetail?: string
  ndis: boolean
  suburb: string
  region: string
  state: string
  ageStart: number
  ageEnd: number
  atsiAgeStart?: number
  atsiAgeEnd?: number
  servicesProvided: string[]
  phone: string
  email: string
  locations: Reference[]
  updatedAt: string
}

export type ServiceDocument = Envelope & {
  _type: 'service'
  thumbnail?: ImageValue
  category: Reference
  audience: Reference[]
  support: Reference[]
  expertise?: Reference[]
  noFee: boolean
  isSpecialGroup: boolean
  specialGroup?: string
  hidden: boolean
  hours?: OpeningHoursValue
  sync: ServiceSync
}

export type LocationSync = {
  id: string
  title: string
  slug: Slug
  status: 'Active' | 'Inactive'
  deleted: boolean
  siteAddress: string
  suburb: string
  postcode: string
  lga: string
  state: string
  disabilityAccess: string
  phone: string
  latitude: number
  longitude: number
  updatedAt: string
}

type OpeningInterval = { _type: 'openingInterval'; opens: string; closes: string }

/** The Studio's `openingHours` object (studio/schemaTypes/objects/openingHours.ts). */
export type OpeningHoursValue = {
  _type: 'openingHours'
  monday?: OpeningInterval[]
  tuesday?: OpeningInterval[]
  wednesday?: OpeningInterval[]
  thursday?: OpeningInterval[]
  friday?: OpeningInterval[]
  saturday?: OpeningInterval[]
  sunday?: OpeningInterval[]
  publicHolidays: 'closed' | 'usual' | 'special'
  publicHolidayHours?: OpeningInterval[]
  closures?: Array<{ _type: 'temporaryClosure'; from: string; to?: string; note: string }>
  note?: string
}

export type LocationDocument = Envelope & {
  _type: 'location'
  image?: ImageValue
  hidden: boolean
  hours: OpeningHoursValue
  sync: LocationSync
}

export type RedirectDocument = Envelope & { _type: 'redirect'; from: string; to: Link; permanent: boolean }

/** A binary written beside data.ndjson: images/<name> or files/<name>. */
export type AssetFile = { folder: 'images' | 'files'; name: string; bytes: Buffer }

export type Dataset = { documents: SanityDocument[]; assetFiles: AssetFile[] }
