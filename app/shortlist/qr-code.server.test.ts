import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrCode } from './qr-code.server'

interface Run {
  x: number
  y: number
  length: number
}

/** The dark runs the path draws, read as an SVG renderer reads its M, m and h commands. */
function runs(path: string): Run[] {
  const found: Run[] = []
  let x = 0
  let y = 0
  for (const [, command, first, second] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(first), Number(second)]
    else if (command === 'm') [x, y] = [x + Number(first), y + Number(second)]
    else {
      found.push({ x, y: Math.floor(y), length: Number(first) })
      x += Number(first)
    }
  }
  return found
}

/** Draws the code as a reader would see it on paper: `scale` pixels a module, RGBA. */
function rasterise(code: ReturnType<typeof qrCode>, scale: number) {
  const width = code.size * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const run of runs(code.path)) {
    for (let row = run.y * scale; row < (run.y + 1) * scale; row++)
      for (let column = run.x * scale; column < (run.x + run.length) * scale; column++)
        pixels.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3)
  }
  return { pixels, width }
}

describe('a printed page’s QR code', () => {
  it.each([
    'http://127.0.0.1:3000/services/home-care-packages-blacktown',
    'https://www.example.org/locations/parramatta-community-hub',
    'https://www.example.org/services/a-service-whose-slug-is-very-long-indeed-so-the-code-needs-a-larger-version',
  ])('decodes to the address it was made for: %s', (address) => {
    const code = qrCode(address)
    const { pixels, width } = rasterise(code, 4)
    expect(jsQR(pixels, width, width)?.data).toBe(address)
  })

  it('keeps a quiet zone of four modules on every side', () => {
    const code = qrCode('https://www.example.org/services/x')
    const dark = runs(code.path)
    expect(Math.min(...dark.map((run) => run.x))).toBe(4)
    expect(Math.min(...dark.map((run) => run.y))).toBe(4)
    expect(Math.max(...dark.map((run) => run.x + run.length))).toBe(code.size - 4)
    expect(Math.max(...dark.map((run) => run.y))).toBe(code.size - 5)
  })

  it('stays small: a page address takes a few kilobytes of path, not one shape a module', () => {
    expect(qrCode('https://www.example.org/services/home-care-packages-blacktown').path.length).toBeLessThan(2000)
  })
})
