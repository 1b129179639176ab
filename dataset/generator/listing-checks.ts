import type { SanityDocument } from './types'

/**
 * What editors add to synced listings, and what a sync that stopped leaves behind, for a few services and
 * locations: the languages a service's staff speak (shown beside the interpreter line), the day an editor
 * last reviewed the details ('Reviewed on'), and listings the sync has not touched for more than a year
 * (their pages warn that the details may be out of date). Chosen by slug, so pages and tests can name them.
 */
const LANGUAGES: Record<string, string[]> = {
  'community-counselling-dandenong': ['Dari', 'Vietnamese', 'Khmer'],
  'home-care-packages-blacktown': ['Arabic', 'Hindi', 'Tagalog'],
  'home-care-packages-footscray': ['Vietnamese', 'Cantonese'],
  'new-arrivals-wellbeing-dubbo': ['Arabic', 'Swahili'],
  'new-arrivals-wellbeing-elizabeth': ['Dari', 'Kirundi'],
  'family-violence-support-greenway': ['Auslan'],
}

/** Reviewed by an editor on this day (the page shows it when it is later than the last sync). */
const REVIEWED_ON: Record<string, string> = {
  'community-counselling-dandenong': '2026-10-01',
  'no-interest-loans-hobart': '2026-09-01',
  'parramatta-community-hub': '2026-06-15',
  'launceston-office': '2026-08-20',
}

/** Last synced long ago: more than a year before the dataset's time, so always more than 12 months before today. */
const SYNCED_LONG_AGO: Record<string, string> = {
  'financial-counselling-ipswich': '2025-06-03T04:10:00Z',
  'no-interest-loans-hobart': '2025-03-17T22:45:00Z',
  'alice-springs-office': '2025-04-10T01:20:00Z',
  'launceston-office': '2024-11-28T03:00:00Z',
}

type Listing = SanityDocument & { sync: { slug: { current: string }; updatedAt: string } }

const isListing = (document: SanityDocument): document is Listing =>
  document._type === 'service' || document._type === 'location'

/** Adds them to the published services and locations, in place. */
export function addEditorsChecks(documents: SanityDocument[]): void {
  for (const document of documents) {
    if (!isListing(document)) continue
    const slug = document.sync.slug.current
    if (document._type === 'service' && LANGUAGES[slug]) document.languages = LANGUAGES[slug]
    if (REVIEWED_ON[slug]) document.reviewedOn = REVIEWED_ON[slug]
    if (SYNCED_LONG_AGO[slug]) document.sync.updatedAt = SYNCED_LONG_AGO[slug]
  }
}
