import PDFDocument from 'pdfkit'
import { DATASET_TIME, envelope, hashOf, ref } from '../documents'
import type { AssetFile, FileValue, SanityDocument } from '../types'

export type PdfContent = {
  name: string
  title: string
  lastReviewed: string
  sections: Array<{ heading: string; paragraphs: string[] }>
}
export type FileAsset = { id: string; name: string }
export type FileLibrary = { get(name: string): FileAsset }

const CDN_BASE = 'https://cdn.sanity.io/files/local/production'
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const longDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return `${day} ${MONTHS[month - 1]} ${year}`
}

/** A small printable copy. The info dates are fixed because PDFKit otherwise stamps the current time into the file and its id. */
function renderPdf(content: PdfContent): Promise<Buffer> {
  const fixedDate = new Date(DATASET_TIME)
  const document = new PDFDocument({
    size: 'A4',
    margin: 64,
    info: {
      Title: content.title,
      Author: 'Altogether better care',
      Producer: 'Altogether better care',
      Creator: 'Altogether better care',
      CreationDate: fixedDate,
      ModDate: fixedDate,
    },
  })
  const chunks: Buffer[] = []
  document.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))))

  document.font('Helvetica').fontSize(10).fillColor('#555555').text('Altogether better care')
  document.moveDown(1.5).font('Helvetica-Bold').fontSize(22).fillColor('#1d4e89').text(content.title)
  document
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(`Last reviewed ${longDate(content.lastReviewed)}`)
  for (const section of content.sections) {
    document.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor('#1a1a1a').text(section.heading).moveDown(0.4)
    document.font('Helvetica').fontSize(11.5)
    for (const paragraph of section.paragraphs) document.text(paragraph, { lineGap: 3 }).moveDown(0.6)
  }
  document
    .moveDown(1)
    .fontSize(9)
    .fillColor('#555555')
    .text(
      'If you need this document in another format or language, call 1300 975 707 or email hello@altogether.example.',
    )
  document.end()
  return done
}

/** Renders each PDF and returns the files, their `sanity.fileAsset` documents and a lookup by name. */
export async function buildPdfs(contents: PdfContent[]) {
  const documents: SanityDocument[] = []
  const files: AssetFile[] = []
  const byName = new Map<string, FileAsset>()
  for (const content of contents) {
    const bytes = await renderPdf(content)
    const sha1 = hashOf(bytes)
    const id = `file-${sha1}-pdf`
    files.push({ folder: 'files', name: `${sha1}.pdf`, bytes })
    byName.set(content.name, { id, name: content.name })
    documents.push({
      ...envelope(id, 'sanity.fileAsset'),
      assetId: sha1,
      sha1hash: sha1,
      extension: 'pdf',
      mimeType: 'application/pdf',
      originalFilename: `${content.name}.pdf`,
      size: bytes.length,
      path: `files/local/production/${sha1}.pdf`,
      url: `${CDN_BASE}/${sha1}.pdf`,
    })
  }
  const get: FileLibrary['get'] = (name) => {
    const asset = byName.get(name)
    if (!asset) throw new Error(`No file named ${name}`)
    return asset
  }
  return { documents, files, get }
}

export const fileValue = (asset: FileAsset): FileValue => ({ _type: 'file', asset: ref(asset.id) })
