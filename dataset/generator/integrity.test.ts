import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadDataset, referencesIn, walkObjects } from './testing'
import type { AssetFile, SanityDocument } from './types'

type ImageAsset = SanityDocument & {
  sha1hash: string
  altText: string
  metadata: { dimensions: { width: number; height: number; aspectRatio: number }; lqip: string }
}
type FileAsset = SanityDocument & { sha1hash: string }

let data: Awaited<ReturnType<typeof loadDataset>>
beforeAll(async () => {
  data = await loadDataset()
})

/** Objects in these arrays are anonymous in the schema (no member name), so they carry a _key but no _type. */
const anonymousArrays = /^(ageGroupNames|culturalGroupDescriptions|serviceLocations|specialGroups|states)\[\d+\]$/

describe('every document', () => {
  it('has the envelope fields, in order, with fixed timestamps', () => {
    for (const document of data.dataset.documents) {
      expect(Object.keys(document).slice(0, 5)).toEqual(['_id', '_type', '_createdAt', '_updatedAt', '_rev'])
      expect(document._createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
      expect(document._updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
      expect(document._createdAt <= document._updatedAt, document._id).toBe(true)
      expect(document._updatedAt <= '2026-10-01T00:00:00Z', document._id).toBe(true)
      expect(document._rev).toMatch(/^[0-9A-Za-z]{22}$/)
    }
  })

  it('is sorted by id with no id used twice', () => {
    const ids = data.dataset.documents.map((document) => document._id)
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('only references documents that exist, and published documents only reference published ones', () => {
    for (const document of data.dataset.documents) {
      for (const id of referencesIn(document)) {
        expect(data.byId.has(id), `${document._id} → ${id}`).toBe(true)
        expect(id.startsWith('drafts.'), `${document._id} → ${id}`).toBe(false)
      }
    }
  })

  it('gives every object in an array a unique _key and a _type', () => {
    for (const document of data.dataset.documents) {
      walkObjects(document, (value, path, parentIsArray) => {
        if (!parentIsArray) return
        expect(value._key, `${document._id} ${path}`).toMatch(/^[0-9a-f]{12}$/)
        if (!anonymousArrays.test(path)) expect(typeof value._type, `${document._id} ${path}`).toBe('string')
      })
      walkObjects(document, (value) => {
        for (const child of Object.values(value)) {
          if (!Array.isArray(child)) continue
          const keys = child.filter((item) => typeof item === 'object').map((item: { _key?: unknown }) => item._key)
          expect(new Set(keys).size, document._id).toBe(keys.length)
        }
      })
    }
  })

  it('writes slugs as slug objects', () => {
    for (const document of data.published) {
      walkObjects(document, (value, path) => {
        if (path.endsWith('slug'))
          expect(value).toEqual({ _type: 'slug', current: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/) })
      })
    }
  })
})

describe('portable text', () => {
  it('uses real blocks whose link marks all point at a link definition', () => {
    let annotations = 0
    for (const document of data.dataset.documents) {
      walkObjects(document, (value, path) => {
        if (value._type !== 'block') return
        const markDefs = value.markDefs as Array<{ _key: string; _type: string }>
        const children = value.children as Array<{ _type: string; text: string; marks: string[] }>
        expect(['normal', 'h2', 'h3', 'h4', 'blockquote'], `${document._id} ${path}`).toContain(value.style)
        expect(children.length).toBeGreaterThan(0)
        const used = new Set(
          children.flatMap((child) => child.marks.filter((mark) => !['strong', 'em'].includes(mark))),
        )
        expect(new Set(markDefs.map((markDef) => markDef._key)), `${document._id} ${path}`).toEqual(used)
        for (const markDef of markDefs) expect(markDef._type).toBe('link')
        annotations += markDefs.length
      })
    }
    expect(annotations).toBeGreaterThan(30)
  })
})

describe('assets', () => {
  const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')
  const fileNamed = (folder: AssetFile['folder'], name: string) =>
    data.dataset.assetFiles.find((file) => file.folder === folder && file.name === name)

  it('has an image file for every image asset, named and identified by its SHA-1 and size', () => {
    const assets = data.ofType<ImageAsset>('sanity.imageAsset')
    expect(assets.length).toBeGreaterThanOrEqual(20)
    expect(assets.length).toBeLessThanOrEqual(40)
    for (const asset of assets) {
      const { width, height } = asset.metadata.dimensions
      const name = `${asset.sha1hash}-${width}x${height}.png`
      const file = fileNamed('images', name)
      expect(file, name).toBeDefined()
      expect(sha1(file!.bytes)).toBe(asset.sha1hash)
      expect(asset._id).toBe(`image-${asset.sha1hash}-${width}x${height}-png`)
      expect(asset).toMatchObject({
        assetId: asset.sha1hash,
        extension: 'png',
        mimeType: 'image/png',
        size: file!.bytes.length,
        path: `images/local/production/${name}`,
      })
      expect(asset.metadata.dimensions.aspectRatio).toBeCloseTo(width / height)
      expect(asset.metadata.lqip).toMatch(/^data:image\/png;base64,/)
      expect(asset.altText.length).toBeGreaterThan(10)
      expect(
        file!.bytes
          .subarray(16, 24)
          .equals(Buffer.from([0, 0, width >> 8, width & 255, 0, 0, height >> 8, height & 255])),
      ).toBe(true)
    }
  })

  it('has a real PDF for every file asset', () => {
    const assets = data.ofType<FileAsset>('sanity.fileAsset')
    expect(assets).toHaveLength(6)
    for (const asset of assets) {
      const file = fileNamed('files', `${asset.sha1hash}.pdf`)
      expect(file).toBeDefined()
      expect(sha1(file!.bytes)).toBe(asset.sha1hash)
      expect(file!.bytes.subarray(0, 5).toString()).toBe('%PDF-')
      expect(asset).toMatchObject({
        _id: `file-${asset.sha1hash}-pdf`,
        extension: 'pdf',
        mimeType: 'application/pdf',
        size: file!.bytes.length,
      })
    }
  })

  it('uses every image somewhere, leaves alt empty on a few and sets hotspots or crops on some', () => {
    const images: Array<Record<string, unknown>> = []
    for (const document of data.published)
      walkObjects(document, (value) => void (value._type === 'imageWithAlt' && images.push(value)))
    const used = new Set(images.map((image) => (image.asset as { _ref: string })._ref))
    for (const asset of data.ofType('sanity.imageAsset'))
      expect(used.has(asset._id), asset.originalFilename as string).toBe(true)
    expect(images.filter((image) => image.alt === undefined).length).toBeGreaterThanOrEqual(3)
    expect(images.filter((image) => image.hotspot).length).toBeGreaterThanOrEqual(3)
    expect(images.filter((image) => image.crop).length).toBeGreaterThanOrEqual(2)
  })
})
