import type { JobPosting, WithContext } from 'schema-dts'
import { known, organizationRef, type SiteIdentity } from './json-ld'

/** What an open role page's loader gives that the JobPosting node uses (app/content/queries/careers.ts). */
export interface RoleFacts {
  title: string | null
  summary?: string | null
  location?: string | null
  employmentType?: string | null
  closingDate?: string | null
  datePosted?: string | null
}

/** The CMS's employment types in the words Google's JobPosting guidelines use. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full time': 'FULL_TIME',
  'part time': 'PART_TIME',
  casual: 'PART_TIME',
  'fixed term contract': 'TEMPORARY',
}

/** 'Darwin, NT': a town and an Australian state or territory. */
const TOWN_AND_STATE = /^(.+?),\s*(ACT|NSW|NT|QLD|SA|TAS|VIC|WA)$/i

/**
 * An open role's JobPosting: hired by the organisation, open until its closing date, where the role
 * says it is. Only for roles still open; what the role does not say (pay in numbers, a street) is left out.
 */
export function jobPostingJsonLd(site: SiteIdentity, role: RoleFacts, url: string): WithContext<JobPosting> {
  const description = known(role.summary)
  const employmentType = EMPLOYMENT_TYPES[role.employmentType?.trim().toLowerCase() ?? '']
  const posted = known(role.datePosted)
  const closing = known(role.closingDate)
  const where = known(role.location)
  const [, town, state] = (where && TOWN_AND_STATE.exec(where)) || []
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title ?? '',
    url,
    hiringOrganization: organizationRef(site),
    ...(description ? { description } : {}),
    ...(posted ? { datePosted: posted } : {}),
    ...(closing ? { validThrough: closing } : {}),
    ...(employmentType ? { employmentType } : {}),
    ...(where
      ? {
          jobLocation: {
            '@type': 'Place',
            address:
              town && state
                ? { '@type': 'PostalAddress', addressLocality: town.trim(), addressRegion: state.toUpperCase(), addressCountry: 'AU' }
                : { '@type': 'PostalAddress', addressLocality: where, addressCountry: 'AU' },
          },
        }
      : {}),
  }
}
