import {
  IconAccessible,
  IconCalendar,
  IconChevronLeft,
  IconChevronRight,
  IconDeviceMobileMessage,
  IconDoorExit,
  IconHeart,
  IconId,
  IconLanguage,
  IconMail,
  IconMapPin,
  IconMessages,
  IconPhone,
  IconPlayerPause,
  IconPlayerPlay,
  IconSearch,
  IconStethoscope,
  IconWheelchair,
  type TablerIcon,
} from '@tabler/icons-react'
import type { Settings } from '~/content/sanity.types'

/** The icon names the CMS schema offers editors (studio/schemaTypes/singletons/settings.ts). */
type SchemaIconName = NonNullable<NonNullable<Settings['mobileQuickLinks']>[number]['icon']>

/** One glyph per CMS icon name; the type check fails when the schema's list changes. */
const CMS_ICONS = {
  phone: IconPhone,
  email: IconMail,
  chat: IconMessages,
  sms: IconDeviceMobileMessage,
  translate: IconLanguage,
  accessibility: IconAccessible,
  mapPin: IconMapPin,
  doctor: IconStethoscope,
  insuranceCard: IconId,
  wheelchair: IconWheelchair,
  search: IconSearch,
  calendar: IconCalendar,
  heart: IconHeart,
} satisfies Record<SchemaIconName, TablerIcon>

const ICONS = {
  ...CMS_ICONS,
  safeExit: IconDoorExit,
  previous: IconChevronLeft,
  next: IconChevronRight,
  play: IconPlayerPlay,
  pause: IconPlayerPause,
} satisfies Record<string, TablerIcon>

export type CmsIconName = keyof typeof CMS_ICONS
export type IconName = keyof typeof ICONS

export const CMS_ICON_NAMES = Object.keys(CMS_ICONS) as CmsIconName[]
export const ICON_NAMES = Object.keys(ICONS) as IconName[]

export function isIconName(name: string | null | undefined): name is IconName {
  return typeof name === 'string' && Object.hasOwn(ICONS, name)
}

interface Props {
  /** An icon name; any other string (an icon the CMS knows and this site does not) renders nothing. */
  name: string | null | undefined
  /** A CSS length; em follows the text beside the icon. */
  size?: string
  className?: string
}

/** A decorative icon from Tabler: hidden from assistive technology, so the text beside it carries the meaning. */
export function Icon({ name, size = '1.25em', className }: Props) {
  if (!isIconName(name)) return null
  const Glyph = ICONS[name]
  return <Glyph size={size} className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false" />
}
