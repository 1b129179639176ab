import { use, useState } from 'react'
import { useMatches } from 'react-router'
import { jsonLdText, KeptJsonLdContext, type JsonLdBlock, type PageJsonLd } from './json-ld'

const SELECTOR = 'script[type="application/ld+json"]'

/**
 * The page's JSON-LD in the document's head: the nodes the page's route (the last match) returned as
 * `jsonLd` from its loader, each a `<script type="application/ld+json">`. Nothing on an error page.
 * Decision 0019.
 */
export function StructuredData() {
  const page = useMatches().at(-1)?.loaderData as { jsonLd?: PageJsonLd } | undefined
  const keptOnServer = use(KeptJsonLdContext)
  const jsonLd = page?.jsonLd
  if (!jsonLd) return null
  if (Array.isArray(jsonLd)) return jsonLd.map((block, index) => <JsonLdScript key={index} block={block} />)
  if (keptOnServer.length) return keptOnServer.map((block, index) => <JsonLdScript key={index} block={block} />)
  return Array.from({ length: jsonLd.kept }, (_, index) => <KeptJsonLdScript key={index} index={index} />)
}

function JsonLdScript({ block }: { block: JsonLdBlock }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(block) }} />
}

/**
 * A node the browser keeps as the server wrote it: its text read from the page once, the same object
 * every render, so React never sets it again (as kept sections, app/sections/html-only.ts).
 */
function KeptJsonLdScript({ index }: { index: number }) {
  const [html] = useState(() => ({
    __html: typeof document === 'undefined' ? '' : (document.head.querySelectorAll(SELECTOR)[index]?.innerHTML ?? ''),
  }))
  return <script type="application/ld+json" dangerouslySetInnerHTML={html} suppressHydrationWarning />
}
