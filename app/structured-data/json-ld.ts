import { createContext } from 'react'

/**
 * One JSON-LD node as a page's loader made it on the server (`page.server.ts`, decision 0019). Opaque in
 * the browser, which only writes it into the page.
 */
export type JsonLdBlock = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>

/**
 * A page's JSON-LD as its loader data carries it: the nodes, or, on a page's first load, only how many
 * there are. Then the server renders them from what the loader kept aside (`KeptJsonLdContext`) and the
 * browser keeps the server's markup, so the nodes are not sent twice, as markup and as loader data.
 */
export type PageJsonLd = JsonLdBlock[] | { kept: number }

/** On the server: the nodes a loader kept out of its data on this request, for the server's render. Empty in the browser. */
export const KeptJsonLdContext = createContext<readonly JsonLdBlock[]>([])

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** A node as the text of its `<script type="application/ld+json">`: one line of JSON with `<`, `>` and `&` escaped, so a `</script>` in a title stays data. */
export function jsonLdText(block: JsonLdBlock): string {
  return JSON.stringify(block).replace(/[&<>\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character] ?? character)
}
