import { PortableText as PortableTextRenderer, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBlock } from '@portabletext/types'
import { CmsLink } from '~/ui/CmsLink'
import { SanityImage, type ImageFields } from '~/ui/SanityImage'
import type { LinkFields } from './links'

const components: PortableTextComponents = {
  types: {
    imageWithAlt: ({ value }: { value: ImageFields }) => (
      <figure className="rich-text__figure">
        <SanityImage image={value} width={720} />
      </figure>
    ),
  },
  marks: {
    link: ({ value, children }: { value?: LinkFields; children: React.ReactNode }) => <CmsLink link={value}>{children}</CmsLink>,
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
