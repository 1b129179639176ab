import { normalizePath } from './normalize-path'

/** Segments that say where an old page lived rather than what it was about. */
const FAMILY_SEGMENTS = new Set([
  'service',
  'services',
  'service-type',
  'office',
  'story',
  'stories',
  'news',
  'media-release',
  'media-releases',
  'category',
  'about-us',
  'policy',
  'careers',
  'person-type',
  'expertise',
  'wp-content',
  'uploads',
  'articles',
  'locations',
])
const FILE_ENDINGS = /\.(pdf|html?|php|aspx?)$/
const MAX_WORDS = 8

/**
 * The words of a path nothing matched, for the 404 page's search box: '/story/amiras-family-settles-in'
 * gives 'amiras family settles in'. Family names, dates, numbers and file endings are left out. The words
 * come only from the path (never its query string), and stay in the search box: no title, no log.
 */
export function notFoundSearchWords(pathname: string): string {
  return normalizePath(pathname)
    .split('/')
    .filter((segment) => segment && !FAMILY_SEGMENTS.has(segment))
    .map((segment) => segment.replace(FILE_ENDINGS, ''))
    .flatMap((segment) => segment.split(/[^\p{L}\p{N}']+/u))
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word && !/^\d+$/.test(word))
    .slice(0, MAX_WORDS)
    .join(' ')
}
