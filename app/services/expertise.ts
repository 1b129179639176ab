import { normaliseText } from '~/lib/text/words'

export interface ExpertiseArea {
  slug: string
  patterns: string[]
}

export interface ExpertiseCandidate {
  /** The service's title, aliases and services provided, each normalised (normaliseText). */
  texts: string[]
  /** Slugs of the expertise the service references. */
  expertise: string[]
}

/**
 * DESIGN.md: a service belongs to an expertise by reference, or when one of the expertise's patterns
 * occurs, as whole words and ignoring case, in its title, one of its aliases or one of its services
 * provided ("memory" matches "Memory support" but not "memoryless"). The returned function gives a
 * service's expertise slugs in the order of `areas`.
 */
export function expertiseMatcher(areas: ExpertiseArea[]): (service: ExpertiseCandidate) => string[] {
  const normalised = areas.map((area) => ({
    slug: area.slug,
    patterns: area.patterns
      .map(normaliseText)
      .filter(Boolean)
      .map((pattern) => ` ${pattern} `),
  }))
  return (service) => {
    // Texts are joined with a mark no pattern holds, so a phrase never runs from one text into the next.
    const text = ` ${service.texts.join(' | ')} `
    return normalised
      .filter(
        (area) => service.expertise.includes(area.slug) || area.patterns.some((pattern) => text.includes(pattern)),
      )
      .map((area) => area.slug)
  }
}
