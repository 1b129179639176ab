import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { buildIconSprite, SPRITE_PATH } from '../../scripts/icons/build-sprite'
import { CMS_ICON_NAMES, Icon, ICON_NAMES } from './icons'

describe('Icon', () => {
  it('has a glyph for every icon the CMS offers and for the shell’s own icons', () => {
    expect(CMS_ICON_NAMES).toEqual([
      'phone',
      'email',
      'chat',
      'sms',
      'translate',
      'accessibility',
      'mapPin',
      'doctor',
      'insuranceCard',
      'wheelchair',
      'search',
      'calendar',
      'heart',
    ])
    expect(ICON_NAMES).toEqual(expect.arrayContaining([...CMS_ICON_NAMES, 'safeExit']))
  })

  it('renders a decorative SVG, 1.25em (the stylesheet) or the size given, hidden from assistive technology, that uses its symbol in the sprite', () => {
    const html = renderToString(<Icon name="wheelchair" />)
    expect(html).toMatch(/^<svg /)
    expect(html).toContain('aria-hidden="true"')
    expect(html, 'sized by base.css').not.toContain('width=')
    expect(html).toContain('class="icon"')
    expect(html).toMatch(/<use href="[^"]*icon-sprite[^"#]*\.svg[^"#]*#wheelchair"/)
    expect(renderToString(<Icon name="doctor" size="2rem" className="contact__icon" />)).toContain('height="2rem"')
  })

  it('renders nothing for a name it does not know, whatever the CMS sends', () => {
    for (const name of ['rocket', '', 'constructor', 'toString', null, undefined]) {
      expect(renderToString(<Icon name={name} />)).toBe('')
    }
  })

  it('draws from a sprite that holds exactly the site’s icons, as `npm run icons` builds it', () => {
    const sprite = readFileSync(SPRITE_PATH, 'utf8')
    expect([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])).toEqual(ICON_NAMES)
    expect(sprite, 'app/ui/icon-sprite.svg is out of date: run npm run icons').toBe(buildIconSprite())
  })
})
