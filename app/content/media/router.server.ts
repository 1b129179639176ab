import { readFile } from 'node:fs/promises'
import path from 'node:path'
import express, { type Request, type Response } from 'express'
import { LRUCache } from 'lru-cache'
import type { ImageSettings } from '~/config/env.server'
import { errorFields, log } from '~/logging/log.server'
import type { LocalContentSource } from '../source/local.server'
import { ImageDiskCache } from './disk-cache.server'
import { downloadName } from './download-name'
import { parseImageParams } from './image-params'
import { ImageQueue, ImageQueueFullError } from './image-queue.server'
import { transformImage, type TransformedImage } from './transform.server'

const ONE_YEAR = 'public, max-age=31536000, immutable'
/** A full queue or a transform cut off empties within seconds (a transform takes one to a few). */
const RETRY_AFTER_SECONDS = 5
const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
}

/**
 * Serves the local backend's assets at the same paths and parameters as Sanity's CDN, so
 * @sanity/image-url builds every image URL the same way for both backends. Only assets the dataset
 * knows are served; asset ids are content hashes, so responses are cached for a year.
 */
export function mediaRouter(source: LocalContentSource, settings: ImageSettings) {
  const router = express.Router()
  const transformed = new LRUCache<string, TransformedImage>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (image) => image.body.length || 1 })
  const kept =
    settings.IMAGE_CACHE_MB > 0 ? new ImageDiskCache(settings.IMAGE_CACHE_DIR ?? path.join(settings.DATA_DIR, 'image-cache'), settings.IMAGE_CACHE_MB * 1024 * 1024) : null
  const queue = new ImageQueue({ concurrency: settings.IMAGE_CONCURRENCY, maxWaiting: settings.IMAGE_QUEUE_SIZE })
  const limits = { maxPixels: settings.IMAGE_MAX_PIXELS, timeoutSeconds: settings.IMAGE_TIMEOUT_SECONDS }

  /** From memory, else from disk, else made in the queue's turn (and kept in both). */
  const imageFor = async (key: string, make: () => Promise<TransformedImage>, signal: AbortSignal): Promise<{ image: TransformedImage; made: boolean }> => {
    const remembered = transformed.get(key) ?? (await kept?.get(key))
    if (remembered) {
      transformed.set(key, remembered)
      return { image: remembered, made: false }
    }
    const image = await queue.run(make, signal)
    transformed.set(key, image)
    await kept?.set(key, image)
    return { image, made: true }
  }

  const knownAsset = (request: Request, response: Response): string | undefined => {
    const { projectId, dataset, file } = request.params as Record<string, string>
    const assetPath = projectId === source.image.projectId && dataset === source.image.dataset ? source.assetPath(file ?? '') : undefined
    if (!assetPath) response.status(404).type('text/plain').send('There is no image or file at this address.')
    return assetPath
  }

  router.get('/images/:projectId/:dataset/:file', async (request, response) => {
    const assetPath = knownAsset(request, response)
    if (!assetPath) return
    const search = new URL(request.originalUrl, 'http://local').searchParams
    const parsed = parseImageParams(search)
    if (!parsed.ok) {
      response.status(400).type('text/plain').send(parsed.message)
      return
    }
    const accept = parsed.params.auto === 'format' ? (request.get('accept') ?? '') : ''
    const preferred = accept.includes('image/avif') ? 'avif' : accept.includes('image/webp') ? 'webp' : ''
    // The same image whatever the order of the parameters or the download name; auto=format by the format it chose.
    const { dl, ...shape } = parsed.params
    const key = ImageDiskCache.key({ ...shape, asset: path.basename(assetPath), preferred })
    // A visitor who leaves takes their transform out of the queue; one already running finishes within the time limit.
    const left = new AbortController()
    response.on('close', () => !response.writableFinished && left.abort(new Error('The visitor left')))
    try {
      const { image, made } = await imageFor(key, async () => transformImage(await readFile(assetPath), parsed.params, accept, limits), left.signal)
      if (response.destroyed) return
      response.set('Cache-Control', ONE_YEAR).set('X-Cache', made ? 'MISS' : 'HIT')
      if (parsed.params.auto === 'format') response.vary('Accept')
      // attachment() would take the Content-Type from the name's extension (`dl=page.html` → text/html): the image's own is set after it.
      if (dl !== undefined) response.attachment(downloadName(dl || (request.params as Record<string, string>).file || 'image', image.contentType))
      response.type(image.contentType).send(image.body)
    } catch (error) {
      if (left.signal.aborted) return
      if (error instanceof ImageQueueFullError) {
        response.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS)).type('text/plain').send('Too many images are being made just now. Please try again in a few seconds.')
        return
      }
      if (error instanceof Error && /timeout/i.test(error.message)) {
        log.warn('image transform took too long', { path: request.path, seconds: limits.timeoutSeconds })
        response
          .status(503)
          .set('Retry-After', String(RETRY_AFTER_SECONDS))
          .type('text/plain')
          .send('This image took too long to make. Please try again later, or ask for a smaller size.')
        return
      }
      log.warn('image could not be transformed', { path: request.path, ...errorFields(error) })
      response.status(422).type('text/plain').send('This image could not be made at the size or format asked for.')
    }
  })

  router.get('/files/:projectId/:dataset/:file', (request, response) => {
    const assetPath = knownAsset(request, response)
    if (!assetPath) return
    const extension = assetPath.split('.').pop() ?? ''
    const download = new URL(request.originalUrl, 'http://local').searchParams.get('dl')
    const type = FILE_TYPES[extension] ?? 'application/octet-stream'
    response.set('Cache-Control', ONE_YEAR)
    if (download) response.attachment(downloadName(download, type))
    response.type(type)
    response.sendFile(assetPath)
  })

  return router
}
