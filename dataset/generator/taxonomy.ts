import { imageValue, type ImageLibrary } from './assets/images'
import { envelope, ref, slug } from './documents'
import { ids } from './ids'
import { SUPPORT_PHRASINGS } from './support-phrasings'
import type { SanityDocument } from './types'
import { articleCategories, audiences, categories, expertise } from './words/taxonomy'

/** The supports that answer a crisis: words that point to them bring that crisis's lines first (Studio: 'Crisis this support answers'). */
const SUPPORT_CRISIS: Readonly<Record<string, 'suicide' | 'violence' | 'homeless'>> = {
  'suicide-prevention': 'suicide',
  'family-violence-support': 'violence',
  'crisis-accommodation': 'homeless',
}

export function buildTaxonomy(images: ImageLibrary): SanityDocument[] {
  const categoryDocuments = categories.map((category, index) => ({
    ...envelope(ids.category(category.slug), 'category'),
    label: category.label,
    slug: slug(category.slug),
    description: category.description,
    // One illustration leaves alt empty so the asset's alt text is used.
    landingIllustration: imageValue(
      images.get(`category-${category.slug}`),
      index === 2 ? undefined : category.illustrationAlt,
    ),
    colorPrimary: category.colorPrimary,
    colorSecondary: category.colorSecondary,
    whiteNavbar: category.whiteNavbar,
  }))

  const supportDocuments = categories.flatMap((category) =>
    category.supports.map((support) => ({
      ...envelope(ids.support(support.slug), 'support'),
      label: support.label,
      slug: slug(support.slug),
      description: support.description,
      category: ref(ids.category(category.slug)),
      phrasings: SUPPORT_PHRASINGS[support.slug] ?? [],
      ...(SUPPORT_CRISIS[support.slug] ? { crisis: SUPPORT_CRISIS[support.slug] } : {}),
    })),
  )

  const audienceDocuments = audiences.map((audience, index) => ({
    ...envelope(ids.audience(audience.slug), 'audience'),
    label: audience.label,
    slug: slug(audience.slug),
    description: audience.description,
    illustration: imageValue(
      images.get(`audience-${audience.slug}`),
      index === 4 ? undefined : audience.illustrationAlt,
    ),
    orderRank: audience.orderRank,
  }))

  const expertiseDocuments = expertise.map((item) => ({
    ...envelope(ids.expertise(item.slug), 'expertise'),
    label: item.label,
    slug: slug(item.slug),
    description: item.description,
    patterns: item.patterns,
  }))

  const articleCategoryDocuments = articleCategories.map((category) => ({
    ...envelope(ids.articleCategory(category.slug), 'articleCategory'),
    title: category.title,
    slug: slug(category.slug),
    description: category.description,
  }))

  return [
    ...categoryDocuments,
    ...supportDocuments,
    ...audienceDocuments,
    ...expertiseDocuments,
    ...articleCategoryDocuments,
  ]
}
