/**
 * Builds app/ui/icon-sprite.svg: one <symbol> per icon the site draws (app/ui/icon-names.ts), taken
 * from Tabler's outline SVGs. Pages then reference a glyph with <use href="sprite#name"> (about 100
 * bytes) instead of repeating its paths and attributes inline (about 450), and the sprite is a
 * long-cached file. Run `npm run icons` after changing the icon list; a unit test fails while the
 * committed sprite is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { TABLER_GLYPHS } from '../../app/ui/icon-names'

export const SPRITE_PATH = path.resolve(import.meta.dirname, '../../app/ui/icon-sprite.svg')

/** Tabler's outline icons are 24-unit strokes; the attributes sit on each symbol, inherited by its paths. */
const SYMBOL_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

/** Every Tabler SVG starts with a transparent bounding square, for editors; a sprite has no use for it. */
const BOUNDING_BOX = /<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/

const require = createRequire(import.meta.url)

function glyphPaths(glyph: string): string {
  const svg = readFileSync(require.resolve(`@tabler/icons/outline/${glyph}.svg`), 'utf8')
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1]
  if (!inner) throw new Error(`@tabler/icons has no outline SVG for '${glyph}'`)
  return inner
    .replace(BOUNDING_BOX, '')
    .replace(/\s*\/>/g, '/>')
    .replace(/>\s+</g, '><')
    .trim()
}

export function buildIconSprite(): string {
  const symbols = Object.entries(TABLER_GLYPHS).map(
    ([name, glyph]) => `<symbol id="${name}" ${SYMBOL_ATTRIBUTES}>${glyphPaths(glyph)}</symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(SPRITE_PATH, buildIconSprite())
  console.log(`Wrote ${path.relative(process.cwd(), SPRITE_PATH)}`)
}
