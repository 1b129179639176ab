import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CMS_ICON_NAMES, Icon, ICON_NAMES } from './icons'

describe('Icon', () => {
  it('has a glyph for every icon the CMS offers and for the shell’s own icons', () => {
    expect(CMS_ICON_NAMES).toEqual(['phone', 'email', 'chat', 'sms', 'translate', 'accessibility', 'mapPin', 'doctor', 'insuranceCard', 'wheelchair', 'search', 'calendar', 'heart'])
    expect(ICON_NAMES).toEqual(expect.arrayContaining([...CMS_ICON_NAMES, 'safeExit']))
  })

  it('renders a decorative SVG sized in em, hidden from assistive technology', () => {
    const html = renderToString(<Icon name="wheelchair" />)
    expect(html).toMatch(/^<svg /)
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('focusable="false"')
    expect(html).toContain('width="1.25em"')
    expect(html).toContain('class="tabler-icon tabler-icon-wheelchair icon"')
    expect(renderToString(<Icon name="doctor" size="2rem" className="contact__icon" />)).toContain('height="2rem"')
  })

  it('renders nothing for a name it does not know, whatever the CMS sends', () => {
    for (const name of ['rocket', '', 'constructor', 'toString', null, undefined]) {
      expect(renderToString(<Icon name={name} />)).toBe('')
    }
  })
})
