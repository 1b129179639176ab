import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseImageParams, type ImageParams } from './image-params'
import { transformImage } from './transform.server'

let original: Buffer

beforeAll(async () => {
  // 400 × 300: left half red, right half blue, so crops are visible in the pixels.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="200" height="300" fill="#ff0000"/><rect x="200" width="200" height="300" fill="#0000ff"/></svg>`
  original = await sharp(Buffer.from(svg)).png().toBuffer()
})

function params(query: string): ImageParams {
  const parsed = parseImageParams(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.params
}

async function size(query: string, accept = '') {
  const image = await transformImage(original, params(query), accept)
  const metadata = await sharp(image.body).metadata()
  return {
    width: metadata.width,
    height: metadata.height,
    format: metadata.format,
    contentType: image.contentType,
    body: image.body,
  }
}

describe('image transforms', () => {
  it('clip keeps the aspect ratio inside the box', async () => {
    expect(await size('w=200&h=200&fit=clip')).toMatchObject({ width: 200, height: 150 })
  })

  it('crop fills the box exactly', async () => {
    expect(await size('w=120&h=120&fit=crop')).toMatchObject({ width: 120, height: 120 })
  })

  it('max never enlarges', async () => {
    expect(await size('w=2000&fit=max')).toMatchObject({ width: 400, height: 300 })
  })

  it('rect cuts the editor crop before resizing', async () => {
    const result = await size('rect=0,0,200,300&w=100&fm=png')
    expect(result).toMatchObject({ width: 100, height: 150 })
    const { data } = await sharp(result.body).raw().toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0])
  })

  it('a focal point decides which part a crop keeps', async () => {
    const result = await size('w=100&h=300&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.5&fm=png')
    const { data } = await sharp(result.body).raw().toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]]).toEqual([0, 0, 255])
  })

  it('writes the format asked for, or the best the browser accepts with auto=format', async () => {
    expect(await size('w=50&fm=jpg')).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg' })
    expect(await size('w=50&fm=webp')).toMatchObject({ format: 'webp', contentType: 'image/webp' })
    expect(await size('w=50&auto=format', 'image/avif,image/webp,*/*')).toMatchObject({ contentType: 'image/avif' })
    expect(await size('w=50&auto=format', 'image/webp,*/*')).toMatchObject({ contentType: 'image/webp' })
    expect(await size('w=50&auto=format', '*/*')).toMatchObject({ contentType: 'image/png' })
  })

  it('dpr multiplies the size', async () => {
    expect(await size('w=100&dpr=2')).toMatchObject({ width: 200 })
  })

  it('keeps the size after dpr within the pixel budget, scaling a larger one down', async () => {
    const image = await transformImage(original, params('w=4000&h=4000&dpr=3&fit=scale&fm=png'), '', 10_000)
    expect(await sharp(image.body).metadata()).toMatchObject({ width: 100, height: 100 })
  })
})

describe('image parameters', () => {
  it.each([
    ['w=0', '"w" must be at least 1'],
    ['w=5000', '"w" must be at most 4000'],
    ['w=abc', '"w"'],
    ['fm=gif', '"fm" must be jpg, pjpg, png, webp or avif'],
    ['fit=stretch', '"fit" must be clip, crop, fill, fillmax, max, scale or min'],
    ['q=101', '"q" must be between 1 and 100'],
    ['rect=1,2,3', '"rect" must be four whole numbers'],
    ['fp-x=2', '"fp-x" must be between 0 and 1'],
    ['colour=red', 'unknown parameter "colour"'],
    ['w=10&w=20', 'is given more than once'],
  ])('%s is refused with a message that says why', (query, message) => {
    const parsed = parseImageParams(new URLSearchParams(query))
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.message).toContain(message)
  })

  it('accepts everything @sanity/image-url writes', () => {
    expect(
      parseImageParams(
        new URLSearchParams(
          'rect=10,20,300,200&w=600&h=400&fit=crop&crop=focalpoint&fp-x=0.3&fp-y=0.6&q=80&fm=webp&auto=format&dpr=2&bg=ffffff&dl=',
        ),
      ).ok,
    ).toBe(true)
  })
})
