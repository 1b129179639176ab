import { formatCount } from '~/ui/numbers'

/**
 * The kinds of result the site search groups by, in the order the type filter lists them. `key` is
 * the value of `?type=` in the address.
 */
export const RESULT_TYPES = [
  { key: 'services', label: 'Services', one: 'service', many: 'services' },
  { key: 'locations', label: 'Locations', one: 'location', many: 'locations' },
  { key: 'topics', label: 'Service topics', one: 'service topic', many: 'service topics' },
  { key: 'articles', label: 'News and stories', one: 'article', many: 'articles' },
  { key: 'pages', label: 'Information pages', one: 'page', many: 'pages' },
  { key: 'campaigns', label: 'Campaigns', one: 'campaign', many: 'campaigns' },
  { key: 'jobs', label: 'Jobs', one: 'job', many: 'jobs' },
  { key: 'policies', label: 'Policies and statements', one: 'policy or statement', many: 'policies and statements' },
] as const

export type ResultTypeKey = (typeof RESULT_TYPES)[number]['key']
export type ResultType = (typeof RESULT_TYPES)[number]

const byKey = new Map<string, ResultType>(RESULT_TYPES.map((type) => [type.key, type]))

export function resultType(key: string): ResultType | undefined {
  return byKey.get(key)
}

/** "1 service", "12 services". */
export function countOf(type: ResultType, count: number): string {
  return `${formatCount(count)} ${count === 1 ? type.one : type.many}`
}
