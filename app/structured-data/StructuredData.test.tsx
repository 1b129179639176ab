import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { articleJsonLd } from './article.server'
import { KeptJsonLdContext, type JsonLdBlock, type PageJsonLd } from './json-ld'
import { StructuredData } from './StructuredData'

const SITE = 'https://www.altogether.example'

/** What <StructuredData /> writes into the head for a page whose loader returned this `jsonLd`. */
function renderedHead(jsonLd: PageJsonLd, keptOnServer: JsonLdBlock[] = []): string {
  const Stub = createRoutesStub([{ id: 'page', path: '/', loader: () => null, Component: StructuredData }])
  return renderToString(
    <KeptJsonLdContext value={keptOnServer}>
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { page: { jsonLd } } }} />
    </KeptJsonLdContext>,
  )
}

const blocksOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] as string)

describe('JSON-LD in the page', () => {
  const node = articleJsonLd(
    { siteUrl: SITE, name: 'A' },
    { title: 'Why </script><script>alert(1)</script> & <!-- matter \u2028' },
    `${SITE}/articles/x`,
    undefined,
  ) as JsonLdBlock

  it('is a data block whose text cannot end the script element, and parses back to the same node', () => {
    const html = renderedHead([node])
    const blocks = blocksOf(html)
    expect(blocks).toHaveLength(1)
    expect(blocks[0]).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(blocks[0] as string)).toEqual(JSON.parse(JSON.stringify(node)))
    expect(html).not.toContain('<script>alert(1)')
  })

  it('on a first load, is written from what the loader kept aside on the server, the same as when sent whole', () => {
    expect(renderedHead({ kept: 1 }, [node])).toBe(renderedHead([node]))
  })

  it('is nothing for a page without it', () => {
    expect(blocksOf(renderedHead([]))).toEqual([])
  })
})
