import { describe, expect, it } from 'vitest'
import { jobPostingJsonLd } from './job-posting.server'

const SITE = 'https://www.altogether.example'
const site = { siteUrl: SITE, name: 'Altogether better care' }
const url = `${SITE}/work-with-us/careers/open-roles/family-worker`
const rendered = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

describe('JobPosting', () => {
  it('is hired by the organisation, open until the closing date, where the role is', () => {
    const node = rendered(
      jobPostingJsonLd(
        site,
        {
          title: 'Family Worker',
          summary: 'Supporting families.',
          location: 'Darwin, NT',
          employmentType: 'Full time',
          closingDate: '2031-01-31',
          datePosted: '2026-08-02T00:00:00Z',
        },
        url,
      ),
    )
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Family Worker',
      url,
      description: 'Supporting families.',
      datePosted: '2026-08-02T00:00:00Z',
      validThrough: '2031-01-31',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        '@id': `${SITE}/#organization`,
        name: 'Altogether better care',
        url: `${SITE}/`,
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Darwin', addressRegion: 'NT', addressCountry: 'AU' },
      },
    })
  })

  it('gives the pay in numbers when its words can be read, a range or one figure, for its period', () => {
    const range = rendered(
      jobPostingJsonLd(
        site,
        { title: 'Family Worker', salary: '$80,000 to $87,000 plus super, salary packaging and a remote allowance' },
        url,
      ),
    )
    expect(range.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AUD',
      value: { '@type': 'QuantitativeValue', minValue: 80000, maxValue: 87000, unitText: 'YEAR' },
    })
    const hourly = rendered(
      jobPostingJsonLd(site, { title: 'Support Worker', salary: '$42.10 an hour plus super' }, url),
    )
    expect(hourly).toHaveProperty('baseSalary.value', { '@type': 'QuantitativeValue', value: 42.1, unitText: 'HOUR' })
  })

  it('leaves the pay out when its words cannot be read as numbers', () => {
    for (const salary of ['Competitive', 'SCHADS Level 4, plus super', '$40 an hour or $80,000 a year', null]) {
      expect(
        rendered(jobPostingJsonLd(site, { title: 'Support Worker', salary }, url)),
        String(salary),
      ).not.toHaveProperty('baseSalary')
    }
  })

  it('keeps a place it cannot split as the town', () => {
    const node = rendered(jobPostingJsonLd(site, { title: 'Driver', location: 'Across the Hunter region' }, url))
    expect(node).toHaveProperty('jobLocation.address', {
      '@type': 'PostalAddress',
      addressLocality: 'Across the Hunter region',
      addressCountry: 'AU',
    })
  })

  it('leaves out what the role does not say instead of inventing it', () => {
    const node = rendered(jobPostingJsonLd(site, { title: 'Volunteer', employmentType: 'Sometimes' }, url))
    expect(Object.keys(node).sort()).toEqual(['@context', '@type', 'hiringOrganization', 'title', 'url'])
  })
})
