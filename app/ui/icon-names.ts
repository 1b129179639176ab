import type { Settings } from '~/content/sanity.types'

/** The icon names the CMS schema offers editors (studio/schemaTypes/singletons/settings.ts). */
type SchemaIconName = NonNullable<NonNullable<Settings['mobileQuickLinks']>[number]['icon']>

/**
 * One Tabler outline glyph (its file name in @tabler/icons/outline) per CMS icon name; the type
 * check fails when the schema's list changes.
 */
const CMS_ICONS = {
  phone: 'phone',
  email: 'mail',
  chat: 'messages',
  sms: 'device-mobile-message',
  translate: 'language',
  accessibility: 'accessible',
  mapPin: 'map-pin',
  doctor: 'stethoscope',
  insuranceCard: 'id',
  wheelchair: 'wheelchair',
  search: 'search',
  calendar: 'calendar',
  heart: 'heart',
} as const satisfies Record<SchemaIconName, string>

/** Every glyph the site draws: the CMS's names and the shell's own. The sprite holds exactly these. */
export const TABLER_GLYPHS = {
  ...CMS_ICONS,
  safeExit: 'door-exit',
  previous: 'chevron-left',
  next: 'chevron-right',
  play: 'player-play',
  pause: 'player-pause',
} as const satisfies Record<string, string>

export type CmsIconName = keyof typeof CMS_ICONS
export type IconName = keyof typeof TABLER_GLYPHS

export const CMS_ICON_NAMES = Object.keys(CMS_ICONS) as CmsIconName[]
export const ICON_NAMES = Object.keys(TABLER_GLYPHS) as IconName[]

export function isIconName(name: string | null | undefined): name is IconName {
  return typeof name === 'string' && Object.hasOwn(TABLER_GLYPHS, name)
}
