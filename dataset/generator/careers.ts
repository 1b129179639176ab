import { envelope, slug } from './documents'
import { ids } from './ids'
import { emailLink, externalLink } from './links'
import { bullets, h3, linked, para, richText } from './portableText'
import type { SanityDocument } from './types'
import { roles } from './words/roles'

const DAY = 86_400_000

export const buildOpenRoles = (): SanityDocument[] =>
  roles.map((role) => {
    const applyLink =
      'email' in role.apply
        ? emailLink('Apply by email', role.apply.email)
        : externalLink('Apply online', role.apply.url)
    const opened = Math.min(Date.parse(`${role.closingDate}T00:00:00Z`), Date.parse('2026-09-01T00:00:00Z')) - 30 * DAY
    return {
      ...envelope(ids.openRole(role.slug), 'openRole', { createdAt: opened, updatedAt: opened + DAY }),
      title: role.title,
      slug: slug(role.slug),
      summary: role.summary,
      location: role.location,
      employmentType: role.employmentType,
      hours: role.hours,
      salary: role.salary,
      closingDate: role.closingDate,
      description: richText(
        para(role.about),
        h3('What you will do'),
        bullets(...role.duties),
        h3('What you bring'),
        bullets(...role.skills),
      ),
      howToApply: richText(
        para(
          'Send us your resume and a short cover letter telling us why you would like to join us. You do not need to address each selection criterion.',
        ),
        para(
          'Questions about the role? Email ',
          linked('careers@altogether.example', emailLink('careers@altogether.example', 'careers@altogether.example')),
          '. We welcome applications from Aboriginal and Torres Strait Islander people, people with disability and people from all cultures.',
        ),
      ),
      applyLink,
    }
  })
