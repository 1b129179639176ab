import { renderToString } from 'react-dom/server'
import { createRoutesStub, Meta } from 'react-router'
import { describe, expect, it } from 'vitest'
import { articleJsonLd } from './article'
import { jsonLdMeta } from './json-ld'

const SITE = 'https://www.altogether.example'

/** What React Router's <Meta /> writes into the page for a route's JSON-LD descriptors. */
function renderedHead(descriptors: ReturnType<typeof jsonLdMeta>): string {
  const Stub = createRoutesStub([{ path: '/', meta: () => descriptors, Component: () => <Meta /> }])
  return renderToString(<Stub initialEntries={['/']} />)
}

describe('JSON-LD in the page', () => {
  it('is a data block whose text cannot end the script element, and parses back to the same node', () => {
    const node = articleJsonLd(
      { siteUrl: SITE, name: 'A' },
      { title: 'Why </script><script>alert(1)</script> & <!-- matter' },
      `${SITE}/articles/x`,
      undefined,
    )
    const html = renderedHead(jsonLdMeta(node))
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] as string,
    )
    expect(blocks).toHaveLength(1)
    expect(blocks[0]).not.toMatch(/[<>]/)
    expect(JSON.parse(blocks[0] as string)).toEqual(JSON.parse(JSON.stringify(node)))
    expect(html).not.toContain('<script>alert(1)')
  })
})
