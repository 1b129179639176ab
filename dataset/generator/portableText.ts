import { hashOf } from './documents'
import type { Block, BlockContent, ImageValue, Link, LinkMark, Span } from './types'

/** A run of text inside a block: plain, strong, or carrying a link annotation. */
type Inline = string | { text: string; marks?: Array<'strong'>; link?: Link }

export const linked = (text: string, link: Link): Inline => ({ text, link })
export const strong = (text: string): Inline => ({ text, marks: ['strong'] })

function block(style: Block['style'], parts: Inline[], list?: Pick<Block, 'listItem' | 'level'>): Block {
  const markDefs: LinkMark[] = []
  const fullText = parts.map((part) => (typeof part === 'string' ? part : part.text)).join('')
  const children: Span[] = parts.map((part) => {
    if (typeof part === 'string') return { _type: 'span', text: part, marks: [] }
    const marks: string[] = [...(part.marks ?? [])]
    if (part.link) {
      // Mark keys only need to be unique inside their block; spans reference them by key.
      const { _key: _unused, ...link } = part.link
      const markDef: LinkMark = { ...link, _key: hashOf(`${fullText}:${markDefs.length}`).slice(0, 12) }
      markDefs.push(markDef)
      marks.push(markDef._key)
    }
    return { _type: 'span', text: part.text, marks }
  })
  return { _type: 'block', style, markDefs, children, ...list }
}

export const para = (...parts: Inline[]) => block('normal', parts)
export const h2 = (text: string) => block('h2', [text])
export const h3 = (text: string) => block('h3', [text])

const listOf = (listItem: 'bullet' | 'number', items: Array<Inline | Inline[]>) =>
  items.map((item) => block('normal', Array.isArray(item) ? item : [item], { listItem, level: 1 }))

export const bullets = (...items: Array<Inline | Inline[]>) => listOf('bullet', items)
export const numbered = (...items: Array<Inline | Inline[]>) => listOf('number', items)

export const richText = (...items: Array<Block | Block[] | ImageValue>): BlockContent => items.flat()

/** Plain paragraphs from strings, for text that has no headings, lists or links. */
export const paragraphs = (...texts: string[]): BlockContent => texts.map((text) => para(text))
