import { readFileSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import * as articles from '../queries/articles'
import * as booking from '../queries/booking'
import * as campaigns from '../queries/campaigns'
import * as careers from '../queries/careers'
import * as finder from '../queries/finder'
import * as home from '../queries/home'
import * as hsds from '../queries/hsds'
import * as locations from '../queries/locations'
import * as pages from '../queries/pages'
import * as policies from '../queries/policies'
import * as redirects from '../queries/redirects'
import * as search from '../queries/search'
import * as serviceDetail from '../queries/service-detail'
import * as servicesPages from '../queries/services-pages'
import * as services from '../queries/services'
import * as site from '../queries/site'
import { parseNdjson } from './dataset.server'
import { TURN_PARAMETER, TURN_REFERENCE, withTurns } from './query-turns'

const documents = (await parseNdjson(readFileSync('dataset/bundled/data.ndjson', 'utf8'))).filter((document) => !document._id.startsWith('drafts.'))
const byId = new Map(documents.map((document) => [document._id, document]))

/** Every query the site runs, by name. */
const modules: Array<Record<string, unknown>> = [
  articles,
  booking,
  campaigns,
  careers,
  finder,
  home,
  hsds,
  locations,
  pages,
  policies,
  redirects,
  search,
  serviceDetail,
  servicesPages,
  services,
  site,
]
const queries = modules.flatMap((module) => Object.entries(module)).filter((entry): entry is [string, string] => typeof entry[1] === 'string')

/** Parameters that find something in the bundled dataset. */
const params = { slug: 'home-care-packages-greenway', type: 'category', category: 'news', path: '/service/home-care-packages-greenway' }

async function run(tree: ReturnType<typeof parse>) {
  const result = await evaluate(tree, {
    dataset: documents,
    params: { ...params, [TURN_PARAMETER]: { _ref: TURN_REFERENCE } },
    dereference: ({ _ref }) => (_ref === TURN_REFERENCE ? null : (byId.get(_ref) ?? null)),
  })
  return result.get()
}

describe('withTurns', () => {
  it('covers the site’s queries', () => {
    expect(queries.length).toBeGreaterThan(20)
  })

  it.each(queries)('%s gives the same result with turns taken', async (_name, query) => {
    const tree = parse(query)
    expect(await run(withTurns(tree))).toEqual(await run(tree))
  })

  it('asks for a turn in every filter and every projection over a list', () => {
    const rewritten = JSON.stringify(withTurns(parse('*[_type == "service"]{ _id, "supports": support[]->slug.current }')))
    expect(rewritten.match(new RegExp(`"name":"${TURN_PARAMETER}"`, 'g'))?.length).toBe(3)
  })
})
