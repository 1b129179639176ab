import { createHash } from 'node:crypto'

/** The namespace of every HSDS id this site gives out; fixed so an id never changes between runs. */
const NAMESPACE = 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d'

const namespaceBytes = Buffer.from(NAMESPACE.replaceAll('-', ''), 'hex')

/** The kinds of HSDS object we give ids to; the kind is part of the name, so a service and its phone never share an id. */
export type HsdsKind =
  'service' | 'location' | 'organization' | 'service_at_location' | 'taxonomy' | 'taxonomy_term' | 'phone' | 'address' | 'accessibility' | 'schedule' | 'cost_option' | 'attribute'

/** A UUID (version 5, RFC 9562) derived from our document id: the same document always has the same HSDS id. */
export function stableId(kind: HsdsKind, name: string): string {
  const hash = createHash('sha1').update(namespaceBytes).update(`${kind}:${name}`).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  // Joined rather than concatenated: the catalogue keeps tens of thousands of these, and V8 keeps a
  // concatenation as a chain of its parts (eight small objects an id for the garbage collector to walk).
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-')
}
