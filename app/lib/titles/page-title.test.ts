import { describe, expect, it } from 'vitest'
import { pageTitle, titleFromPath, titleOfParts } from './page-title'

describe('page titles', () => {
  it('follows the template {page} - {product}', () => {
    expect(pageTitle('Our locations')).toBe('Our locations - Altogether better care')
  })

  it('is the product alone on the home page', () => {
    expect(pageTitle(null)).toBe('Altogether better care')
    expect(pageTitle('Altogether better care')).toBe('Altogether better care')
  })

  it('falls back to the last path segment turned into words', () => {
    expect(titleFromPath('/work-with-us/careers/open-roles')).toBe('Open roles')
    expect(titleFromPath('/about-us/our_history/')).toBe('Our history')
    expect(titleFromPath('/wp-content/uploads/annual-report.pdf')).toBe('Annual report')
    expect(titleFromPath('/%E0%A4%A')).toBe('%E0%A4%A')
    expect(titleFromPath('/')).toBe('Altogether better care')
  })
})

describe('titles of several parts', () => {
  it('joins the parts with the separator, leaving out the empty ones', () => {
    expect(titleOfParts('News and stories', 'Carers', 'Page 2')).toBe('News and stories | Carers | Page 2')
    expect(titleOfParts('News and stories', undefined, false, ' ')).toBe('News and stories')
  })
})
