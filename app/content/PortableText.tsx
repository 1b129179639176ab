import { PortableText as PortableTextRenderer, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBlock } from '@portabletext/types'
import { CmsLink } from '~/ui/CmsLink'
import type { PageImage } from './images'
import { SanityImage } from '~/ui/SanityImage'
import type { PageLink } from './links'

const components: PortableTextComponents = {
  types: {
    imageWithAlt: ({ value }: { value: PageImage }) => (
      <figure className="rich-text__figure">
        <SanityImage image={value} width={720} />
      </figure>
    ),
  },
  marks: {
    // A link that resolved to nowhere keeps its words, unlinked.
    link: ({ value, children }: { value?: PageLink; children: React.ReactNode }) => (value?.href ? <CmsLink link={value}>{children}</CmsLink> : <>{children}</>),
  },
}

/** Rich text from the CMS, with links resolved and images sized. */
export function PortableText({ value }: { value: unknown[] | null | undefined }) {
  if (!value?.length) return null
  return (
    <div className="rich-text">
      <PortableTextRenderer value={value as PortableTextBlock[]} components={components} />
    </div>
  )
}
