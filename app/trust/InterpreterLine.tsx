import { Icon } from '~/ui/icons'
import { telHref } from '~/ui/phone'
import { useSiteSettings } from '~/content/site-settings'

/** 'Vietnamese', 'Vietnamese and Dari', 'Vietnamese, Dari and Khmer'. */
export function listInWords(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * The free interpreter line beside a phone number, tap to call: 'Need an interpreter? Call TIS National
 * on 131 450 and ask for us.' The line is content (Site settings → Interpreter line), which every page
 * loads with the settings. It goes right after the number it sits beside, `phone` (nothing shows when
 * there is none). On cards `compact` keeps it to one short line; on pages the languages the service's
 * own staff speak follow, where the content says so.
 */
export function InterpreterLine({
  phone,
  compact = false,
  languages,
}: {
  phone: string | null | undefined
  compact?: boolean
  languages?: readonly string[] | null
}) {
  const line = useSiteSettings()?.interpreterLine
  if (!phone || !line?.name || !line.number) return null
  const spoken = languages?.filter(Boolean) ?? []
  return (
    <p className={compact ? 'interpreter-line interpreter-line--compact' : 'interpreter-line'}>
      <Icon name="translate" className="interpreter-line__icon" />
      <span>
        Need an interpreter? <a href={telHref(line.number)}>{`Call ${line.name} on ${line.number}`}</a>
        {compact ? null : ' and ask for us.'}
        {!compact && spoken.length ? ` Staff at this service also speak ${listInWords(spoken)}.` : null}
      </span>
    </p>
  )
}
