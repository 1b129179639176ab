import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { create } from 'tar'
import { afterAll, describe, expect, it } from 'vitest'
import { LocalContentSource } from '~/content/source/local.server'
import { assetDocumentId, importSanityExport, restoreAssetReferences } from './sanity-export'

const work = mkdtempSync(path.join(tmpdir(), 'import-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('importing a Sanity export', () => {
  it('turns asset placeholders back into references', () => {
    expect(
      restoreAssetReferences({ _type: 'imageWithAlt', alt: 'x', _sanityAsset: 'image@file://./images/abc-10x20.png' }),
    ).toEqual({
      _type: 'imageWithAlt',
      alt: 'x',
      asset: { _type: 'reference', _ref: 'image-abc-10x20-png' },
    })
    expect(assetDocumentId('file', 'abc.pdf')).toBe('file-abc-pdf')
  })

  it('makes a dataset the local backend serves, images, files and alt text included', async () => {
    const exportRoot = path.join(work, 'production-export')
    mkdirSync(path.join(exportRoot, 'images'), { recursive: true })
    mkdirSync(path.join(exportRoot, 'files'), { recursive: true })
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0b5563' } })
      .png()
      .toBuffer()
    const sha1 = createHash('sha1').update(png).digest('hex')
    writeFileSync(path.join(exportRoot, 'images', `${sha1}-30x20.png`), png)
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n')
    const pdfSha1 = createHash('sha1').update(pdf).digest('hex')
    writeFileSync(path.join(exportRoot, 'files', `${pdfSha1}.pdf`), pdf)
    writeFileSync(
      path.join(exportRoot, 'assets.json'),
      JSON.stringify({ [`image-${sha1}`]: { altText: 'A teal square', originalFilename: 'teal.png' } }),
    )
    const documents = [
      {
        _id: 'policy-1',
        _type: 'policy',
        title: 'Privacy',
        file: { _type: 'file', _sanityAsset: `file@file://./files/${pdfSha1}.pdf` },
        image: { _type: 'imageWithAlt', _sanityAsset: `image@file://./images/${sha1}-30x20.png` },
      },
      { _id: 'drafts.policy-1', _type: 'policy', title: 'Privacy (draft)' },
    ]
    writeFileSync(
      path.join(exportRoot, 'data.ndjson'),
      documents.map((document) => JSON.stringify(document)).join('\n'),
    )
    const archive = path.join(work, 'export.tar.gz')
    await create({ gzip: true, file: archive, cwd: work }, ['production-export'])

    const target = path.join(work, 'imported')
    expect(await importSanityExport(archive, target)).toEqual({ documents: 4, images: 1, files: 1 })

    const source = await LocalContentSource.open(target, { watchForChanges: false })
    const policy = await source.fetch<{ title: string; alt: string; width: number; file: string }>(
      '*[_type == "policy"][0]{ title, "alt": image.asset->altText, "width": image.asset->metadata.dimensions.width, "file": file.asset._ref }',
      {},
      'published',
    )
    expect(policy).toEqual({ title: 'Privacy', alt: 'A teal square', width: 30, file: `file-${pdfSha1}-pdf` })
    expect(await source.fetch('*[_type == "policy"][0].title', {}, 'drafts')).toBe('Privacy (draft)')
    expect(source.assetPath(`${sha1}-30x20.png`)).toBeDefined()
    expect(source.assetPath(`${pdfSha1}.pdf`)).toBeDefined()
    await source.close()
  })

  it('says plainly when the archive is not an export', async () => {
    const empty = path.join(work, 'empty')
    mkdirSync(empty)
    writeFileSync(path.join(empty, 'readme.txt'), 'nothing here')
    const archive = path.join(work, 'empty.tar.gz')
    await create({ gzip: true, file: archive, cwd: work }, ['empty'])
    await expect(importSanityExport(archive, path.join(work, 'out'))).rejects.toThrow('This archive has no data.ndjson')
  })
})
