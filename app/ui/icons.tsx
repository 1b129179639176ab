import { isIconName } from './icon-names'
// Never inlined as a data: URL, which <use> may not reference; a hashed, long-cached file instead.
import spriteUrl from './icon-sprite.svg?no-inline'

export { CMS_ICON_NAMES, ICON_NAMES, isIconName, type CmsIconName, type IconName } from './icon-names'

interface Props {
  /** An icon name; any other string (an icon the CMS knows and this site does not) renders nothing. */
  name: string | null | undefined
  /** A CSS length; em follows the text beside the icon. Without it, 1.25em (base.css), not written on every icon. */
  size?: string
  className?: string
}

/**
 * A decorative Tabler icon drawn from the site's sprite (scripts/icons/build-sprite.ts): hidden from
 * assistive technology, so the text beside it carries the meaning. It takes the text colour, so it
 * follows high contrast and forced colours.
 */
export function Icon({ name, size, className }: Props) {
  if (!isIconName(name)) return null
  return (
    <svg width={size} height={size} className={className ? `icon ${className}` : 'icon'} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
