import { createHash } from 'node:crypto'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { extract } from 'tar'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const ASSET_PLACEHOLDER = /^(image|file)@file:\/\/\.\/(images|files)\/([^/]+)$/

/**
 * Unpacks a `sanity dataset export` archive (.tar.gz) into a folder the local backend reads:
 * asset placeholders (`_sanityAsset: "image@file://./images/…"`) become references again, and every
 * asset file gets its asset document back, with the metadata the export kept in assets.json.
 */
export async function importSanityExport(
  archive: string,
  target: string,
): Promise<{ documents: number; images: number; files: number }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'sanity-export-'))
  try {
    await extract({ file: archive, cwd: scratch })
    const root = await findExportRoot(scratch)
    const assetMeta = await readJson<Record<string, JsonObject>>(path.join(root, 'assets.json'), {})
    const lines = (await readFile(path.join(root, 'data.ndjson'), 'utf8')).split('\n').filter((line) => line.trim())
    const documents = lines.map((line) => restoreAssetReferences(JSON.parse(line) as Json) as JsonObject)

    await rm(target, { recursive: true, force: true })
    await mkdir(target, { recursive: true })
    const images = await copyAssets(root, target, 'images')
    const files = await copyAssets(root, target, 'files')
    const assetDocuments = [
      ...(await Promise.all(images.map((name) => imageAssetDocument(target, name, assetMeta)))),
      ...(await Promise.all(files.map((name) => fileAssetDocument(target, name, assetMeta)))),
    ]
    const all = [
      ...documents.filter((document) => !(typeof document._type === 'string' && document._type.startsWith('sanity.'))),
      ...assetDocuments,
    ]
    await writeFile(path.join(target, 'data.ndjson'), all.map((document) => JSON.stringify(document)).join('\n') + '\n')
    return { documents: all.length, images: images.length, files: files.length }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

async function findExportRoot(directory: string): Promise<string> {
  const entries = await readdir(directory, { withFileTypes: true })
  if (entries.some((entry) => entry.isFile() && entry.name === 'data.ndjson')) return directory
  for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
    const found = await findExportRoot(path.join(directory, entry.name)).catch(() => undefined)
    if (found) return found
  }
  throw new Error('This archive has no data.ndjson: is it a `sanity dataset export` file?')
}

export function restoreAssetReferences(value: Json): Json {
  if (Array.isArray(value)) return value.map(restoreAssetReferences)
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset, ...rest } = value
  const restored: JsonObject = {}
  for (const [key, child] of Object.entries(rest)) restored[key] = restoreAssetReferences(child)
  if (typeof _sanityAsset !== 'string') return restored
  const match = ASSET_PLACEHOLDER.exec(_sanityAsset)
  if (!match) throw new Error(`Unknown asset placeholder: ${_sanityAsset}`)
  const [, kind, , fileName] = match as unknown as [string, 'image' | 'file', string, string]
  return { ...restored, asset: { _type: 'reference', _ref: assetDocumentId(kind, fileName) } }
}

/** "abc-800x600.png" → "image-abc-800x600-png"; "abc.pdf" → "file-abc-pdf". */
export function assetDocumentId(kind: 'image' | 'file', fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return `${kind}-${fileName.slice(0, dot)}-${fileName.slice(dot + 1)}`
}

async function copyAssets(root: string, target: string, folder: 'images' | 'files'): Promise<string[]> {
  const source = path.join(root, folder)
  const exists = await stat(source).then(
    (info) => info.isDirectory(),
    () => false,
  )
  if (!exists) return []
  await cp(source, path.join(target, folder), { recursive: true })
  return (await readdir(source)).sort()
}

async function imageAssetDocument(
  target: string,
  fileName: string,
  meta: Record<string, JsonObject>,
): Promise<JsonObject> {
  const body = await readFile(path.join(target, 'images', fileName))
  const { width = 0, height = 0 } = await sharp(body).metadata()
  const id = assetDocumentId('image', fileName)
  const sha1 = createHash('sha1').update(body).digest('hex')
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
  return {
    ...(meta[`image-${sha1}`] ?? {}),
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: `image/${extension === 'jpg' ? 'jpeg' : extension}`,
    size: body.length,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / (height || 1) },
    },
  }
}

async function fileAssetDocument(
  target: string,
  fileName: string,
  meta: Record<string, JsonObject>,
): Promise<JsonObject> {
  const body = await readFile(path.join(target, 'files', fileName))
  const sha1 = createHash('sha1').update(body).digest('hex')
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
  return {
    ...(meta[`file-${sha1}`] ?? {}),
    _id: assetDocumentId('file', fileName),
    _type: 'sanity.fileAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    size: body.length,
  }
}

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    return fallback
  }
}
