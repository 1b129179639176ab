import type { ContentSourceMap, ContentSourceMapParsedPath } from '@sanity/client/csm'
import type { FilterDefault } from '@sanity/client/stega'
import { withValidLinkData } from './edit-link-data.server'

/**
 * Portable Text's machinery, wherever it is: block styles, list kinds, marks and mark definitions,
 * heading levels. Never text for people.
 */
const MACHINERY = new Set(['style', 'listItem', 'marks', 'markDefs', 'level'])

/**
 * Fields whose strings the site reads as values rather than shows as they are: compared, looked up,
 * turned into an attribute, an address or CSS. Sanity's own default filter (`filterDefault`) already
 * leaves out dates, URLs, ids, keys, anything with 'type' in its path, slugs, `color`, `icon`,
 * `language` and anything under `seo` or `meta`; these are this site's own:
 * - images' alternative text (an attribute, read aloud) and asset file names (in download addresses);
 * - a link's parts that make its href (`external`, `email`, `anchor`, `query`), a phone line's number
 *   (`phone`, crisis lines' `number`) and the exit site (`exitUrl`);
 * - colours (`colorPrimary`, `colorSecondary`, or any other field named for a colour): CSS custom properties;
 * - the values services are matched on: how a service is delivered (`serviceLocation`, and each
 *   mode's `value` in services settings), its cultural group, state codes (`state`, `code`), the
 *   expertise patterns, and the choices fields offer (`imagePosition`, `source`, `askFor`, `answers`, `crisis`);
 * - opening hours' times, public-holiday rule and time zone (`opens`, `closes`, `publicHolidays`,
 *   `timeZone`), which the status is worked out from.
 */
const VALUES = new Set([
  'alt',
  'originalFilename',
  'extension',
  'current',
  'external',
  'email',
  'anchor',
  'query',
  'phone',
  'number',
  'exitUrl',
  'serviceLocation',
  'value',
  'culturalGroup',
  'state',
  'code',
  'patterns',
  'imagePosition',
  'source',
  'askFor',
  'answers',
  'crisis',
  'opens',
  'closes',
  'publicHolidays',
  'timeZone',
])
const COLOUR = /colou?r/i

/** `name` is the value services are matched on in these lists of services settings; elsewhere (a state's name) it is text. */
const NAMED_VALUES = new Set(['culturalGroupDescriptions', 'specialGroups', 'ageGroupNames'])

/** Whether a string at this path in a document is text people read, which may carry an edit link. */
export function isEditableText(sourcePath: ContentSourceMapParsedPath): boolean {
  // Field names only: an item of a list of strings (`serviceLocation[0]`) is read as its list is.
  const fields = sourcePath.filter((segment): segment is string => typeof segment === 'string')
  const field = fields.at(-1)
  const list = fields.at(-2)
  if (fields.some((segment) => MACHINERY.has(segment))) return false
  if (field === undefined) return true
  if (VALUES.has(field) || COLOUR.test(field)) return false
  return !(field === 'name' && list !== undefined && NAMED_VALUES.has(list))
}

/** A string that reads as a colour or another CSS value (`#8a3a12`, `rgb(…)`), whatever its field is called. */
const CSS_VALUE = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(.*\)|var\(--.*\))$/i

/**
 * Visual editing (preview only): hides an edit link to each string's field in the Studio inside the
 * string itself (stega, invisible characters), so the overlays can open that field when an editor
 * clicks the text. `studioUrl` is SANITY_STUDIO_URL. Titles, meta tags and JSON-LD take the
 * characters out again with `stegaClean` (app/shell/seo.ts, app/structured-data/json-ld.ts); CSS
 * values and addresses never get them (isEditableText; without-edit-links.ts is the safety net where the
 * site writes a CMS value into an attribute).
 */
export async function withStega<Result>(
  result: Result,
  resultSourceMap: ContentSourceMap | undefined,
  studioUrl: string,
): Promise<Result> {
  // SPEC 5: an edit link only from valid link data (edit-link-data.server.ts); the rest is dropped and logged.
  const sourceMap = withValidLinkData(resultSourceMap, studioUrl)
  if (!sourceMap) return result
  // Loaded the first time an editor previews: it brings the whole Sanity client (decision 0050 has its cost).
  const { stegaEncodeSourceMap } = await import('@sanity/client/stega')
  return stegaEncodeSourceMap(result, sourceMap, {
    enabled: true,
    studioUrl,
    filter: (props: Parameters<FilterDefault>[0]) =>
      isEditableText(props.sourcePath) && !CSS_VALUE.test(props.value.trim()) && props.filterDefault(props),
  })
}
