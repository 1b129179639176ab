import { type FileLibrary, fileValue, type PdfContent } from './assets/pdfs'
import { envelope, slug } from './documents'
import { ids } from './ids'
import { bullets, h2, para, richText } from './portableText'
import type { SanityDocument } from './types'
import { policies } from './words/policies'

export const policyPdfContents: PdfContent[] = policies.map((policy) => ({
  name: policy.fileName,
  title: policy.title,
  lastReviewed: policy.lastReviewed,
  sections: policy.sections.map((section) => ({
    heading: section.heading,
    paragraphs: [...section.paragraphs, ...(section.list ?? []).map((item) => `• ${item}`)],
  })),
}))

export function buildPolicies(files: FileLibrary): SanityDocument[] {
  return policies.map((policy) => ({
    ...envelope(ids.policy(policy.slug), 'policy', {
      createdAt: Date.parse('2024-05-01T00:00:00Z'),
      updatedAt: Date.parse(`${policy.lastReviewed}T02:00:00Z`),
    }),
    title: policy.title,
    slug: slug(policy.slug),
    summary: policy.summary,
    body: richText(
      ...policy.sections.map((section) => [
        h2(section.heading),
        ...section.paragraphs.map((text) => para(text)),
        ...(section.list ? bullets(...section.list) : []),
      ]),
    ),
    file: fileValue(files.get(policy.fileName)),
    lastReviewed: policy.lastReviewed,
  }))
}
