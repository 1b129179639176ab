import type { JobPosting, MonetaryAmount, WithContext } from 'schema-dts'
import { parsePay, type Pay } from '~/careers/salary'
import { known, organizationRef, type SiteIdentity } from './nodes.server'

/** What an open role page's loader gives that the JobPosting node uses (app/content/queries/careers.ts). */
export interface RoleFacts {
  title: string | null
  summary?: string | null
  location?: string | null
  employmentType?: string | null
  closingDate?: string | null
  datePosted?: string | null
  /** The pay in words ('$72,000 to $78,000 plus super'). */
  salary?: string | null
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

/** The pay as Google's JobPosting `baseSalary` reads it: Australian dollars, a figure or a range, for a period. */
function baseSalary(pay: Pay): MonetaryAmount {
  const amount = 'value' in pay ? { value: pay.value } : { minValue: pay.min, maxValue: pay.max }
  return {
    '@type': 'MonetaryAmount',
    currency: 'AUD',
    value: { '@type': 'QuantitativeValue', ...amount, unitText: pay.period },
  }
}

/**
 * An open role's JobPosting: hired by the organisation, open until its closing date, where the role
 * says it is, for the pay it names when its words can be read as numbers (app/careers/salary.ts). Only
 * for roles still open; what the role does not say (a street, pay that cannot be read) is left out.
 */
export function jobPostingJsonLd(site: SiteIdentity, role: RoleFacts, url: string): WithContext<JobPosting> {
  const description = known(role.summary)
  const employmentType = EMPLOYMENT_TYPES[role.employmentType?.trim().toLowerCase() ?? '']
  const posted = known(role.datePosted)
  const closing = known(role.closingDate)
  const where = known(role.location)
  const [, town, state] = (where && TOWN_AND_STATE.exec(where)) || []
  const pay = parsePay(role.salary)
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
    ...(pay ? { baseSalary: baseSalary(pay) } : {}),
    ...(where
      ? {
          jobLocation: {
            '@type': 'Place',
            address:
              town && state
                ? {
                    '@type': 'PostalAddress',
                    addressLocality: town.trim(),
                    addressRegion: state.toUpperCase(),
                    addressCountry: 'AU',
                  }
                : { '@type': 'PostalAddress', addressLocality: where, addressCountry: 'AU' },
          },
        }
      : {}),
  }
}
