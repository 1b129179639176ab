import path from 'node:path'
import express, { type Request, type Response } from 'express'
import { LRUCache } from 'lru-cache'
import type { ImageSettings } from '~/config/env.server'
import { errorFields, log } from '~/logging/log.server'
import type { LocalContentSource } from '../source/local.server'
import { ImageDiskCache } from './disk-cache.server'
import { downloadName } from './download-name'
import { parseImageParams } from './image-params'
import { ImageQueue, ImageQueueClosedError, ImageQueueFullError } from './image-queue.server'
import { JobTimeoutError, ProcessPool } from './process-pool.server'
import type { TransformedImage, TransformJob } from './transform.server'

const ONE_YEAR = 'public, max-age=31536000, immutable'
/** What a transform is taken to last until some have been timed (most take one to a few seconds). */
const EXPECTED_TRANSFORM_SECONDS = 2
/** A transformer process left idle this long exits, and the memory its images took goes back to the system. */
const TRANSFORMER_IDLE_MS = 10_000
/** While the server shuts down: by then another server, or this one restarted, can make the image. */
const SHUTDOWN_RETRY_SECONDS = 5
/** Time left to answer a transform stopped for shutdown before the process exits. */
const SHUTDOWN_ANSWER_MS = 1_000
const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
}

/** The module a transformer process runs, and its Node flags (server/main.ts: the built file, or the source through tsx in development). */
export interface TransformerModule {
  module: string
  execArgv: string[]
}

/** What /healthz says of image work: transforms running and waiting, and transformer processes alive (never more than IMAGE_CONCURRENCY). */
export interface ImageWork {
  running: number
  waiting: number
  processes: number
}

/**
 * Serves the local backend's assets at the same paths and parameters as Sanity's CDN, so
 * @sanity/image-url builds every image URL the same way for both backends. Only assets the dataset
 * knows are served; asset ids are content hashes, so responses are cached for a year.
 * Images are made in child processes (docs/decisions/0042-images-made-in-processes.md): a visitor who
 * leaves, or a transform past IMAGE_TIMEOUT_SECONDS, has its process killed, and the transform keeps
 * its turn in the queue until that process has gone.
 */
export function mediaRouter(source: LocalContentSource, settings: ImageSettings, transformer: TransformerModule) {
  const router = express.Router()
  const transformed = new LRUCache<string, TransformedImage>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (image) => image.body.length || 1,
  })
  const kept =
    settings.IMAGE_CACHE_MB > 0
      ? new ImageDiskCache(
          settings.IMAGE_CACHE_DIR ?? path.join(settings.DATA_DIR, 'image-cache'),
          settings.IMAGE_CACHE_MB * 1024 * 1024,
        )
      : null
  const queue = new ImageQueue({
    concurrency: settings.IMAGE_CONCURRENCY,
    maxWaiting: settings.IMAGE_QUEUE_SIZE,
    expectedSeconds: EXPECTED_TRANSFORM_SECONDS,
  })
  const transformers = new ProcessPool<TransformJob, TransformedImage>({
    ...transformer,
    size: settings.IMAGE_CONCURRENCY,
    idleMs: TRANSFORMER_IDLE_MS,
  })
  // Aborted when the server is about to exit: transforms still running are stopped and answered.
  const shutdown = new AbortController()

  /** From memory, else from disk, else made in the queue's turn (and kept in both). */
  const imageFor = async (
    key: string,
    job: TransformJob,
    signal: AbortSignal,
  ): Promise<{ image: TransformedImage; made: boolean }> => {
    const remembered = transformed.get(key) ?? (await kept?.get(key))
    if (remembered) {
      transformed.set(key, remembered)
      return { image: remembered, made: false }
    }
    const made = await queue.run(
      (stop) => transformers.run(job, { signal: stop, timeoutMs: settings.IMAGE_TIMEOUT_SECONDS * 1000 }),
      signal,
    )
    // Sent between processes as a Uint8Array.
    const image = {
      body: Buffer.from(made.body.buffer, made.body.byteOffset, made.body.byteLength),
      contentType: made.contentType,
    }
    transformed.set(key, image)
    await kept?.set(key, image)
    return { image, made: true }
  }

  const knownAsset = (request: Request, response: Response): string | undefined => {
    const { projectId, dataset, file } = request.params as Record<string, string>
    const assetPath =
      projectId === source.image.projectId && dataset === source.image.dataset
        ? source.assetPath(file ?? '')
        : undefined
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
    // A visitor who leaves takes their transform out of the queue, or stops it where it runs.
    const left = new AbortController()
    response.on('close', () => !response.writableFinished && left.abort(new Error('The visitor left')))
    const job: TransformJob = { file: assetPath, params: parsed.params, accept, maxPixels: settings.IMAGE_MAX_PIXELS }
    try {
      const { image, made } = await imageFor(key, job, AbortSignal.any([left.signal, shutdown.signal]))
      if (response.destroyed) return
      response.set('Cache-Control', ONE_YEAR).set('X-Cache', made ? 'MISS' : 'HIT')
      if (parsed.params.auto === 'format') response.vary('Accept')
      // attachment() would take the Content-Type from the name's extension (`dl=page.html` → text/html): the image's own is set after it.
      if (dl !== undefined)
        response.attachment(
          downloadName(dl || (request.params as Record<string, string>).file || 'image', image.contentType),
        )
      response.type(image.contentType).send(image.body)
    } catch (error) {
      if (left.signal.aborted) return
      if (error instanceof ImageQueueClosedError || shutdown.signal.aborted) {
        refuse(response, SHUTDOWN_RETRY_SECONDS, 'The server is restarting. Please try again in a few seconds.')
        return
      }
      if (error instanceof ImageQueueFullError) {
        refuse(
          response,
          queue.secondsToClear,
          'Too many images are being made just now. Please try again in a few seconds.',
        )
        return
      }
      // The asset's file name and the format asked for: never the rest of the address, which a visitor wrote.
      const facts = { asset: path.basename(assetPath), format: parsed.params.fm ?? parsed.params.auto ?? 'original' }
      if (error instanceof JobTimeoutError) {
        log.warn('image transform stopped at the time limit', { ...facts, seconds: settings.IMAGE_TIMEOUT_SECONDS })
        refuse(
          response,
          queue.secondsToClear,
          'This image took too long to make. Please try again later, or ask for a smaller size.',
        )
        return
      }
      log.warn('image could not be transformed', { ...facts, ...errorFields(error) })
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

  return {
    router,
    imageWork: (): ImageWork => ({ running: queue.running, waiting: queue.waiting, processes: transformers.processes }),
    /**
     * Shutdown has begun and the process exits within `graceMs`: waiting and new transforms are answered
     * 503 at once; running ones may finish until a second before the exit, then are stopped and answered 503.
     */
    drain: (graceMs: number) => {
      queue.close()
      setTimeout(
        () => shutdown.abort(new ImageQueueClosedError('The server is shutting down')),
        Math.max(0, graceMs - SHUTDOWN_ANSWER_MS),
      ).unref()
    },
    close: () => transformers.close(),
  }
}

/** 503 with how long to wait, in seconds. */
function refuse(response: Response, retryAfterSeconds: number, message: string) {
  response.status(503).set('Retry-After', String(retryAfterSeconds)).type('text/plain').send(message)
}
