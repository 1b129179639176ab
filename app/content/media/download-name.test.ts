import { describe, expect, it } from 'vitest'
import { downloadName } from './download-name'

describe('the name a download is saved under', () => {
  it.each([
    ['evil.html', 'image/jpeg', 'evil.html.jpg'],
    ['photo.jpg', 'image/jpeg', 'photo.jpg'],
    ['../../etc/passwd', 'image/png', 'passwd.png'],
    ['a"b;\r\nc.webp', 'image/webp', 'a_b_c.webp'],
    ['...', 'image/avif', 'download.avif'],
    ['Brochure 2026', 'application/pdf', 'Brochure 2026.pdf'],
  ])('%s as %s is saved as %s', (asked, type, name) => {
    expect(downloadName(asked, type)).toBe(name)
  })
})
