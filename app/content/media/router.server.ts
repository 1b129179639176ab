import { readFile } from 'node:fs/promises'
import express, { type Request, type Response } from 'express'
import { LRUCache } from 'lru-cache'
import { errorFields, log } from '~/logging/log.server'
import type { LocalContentSource } from '../source/local.server'
import { parseImageParams } from './image-params'
import { transformImage, type TransformedImage } from './transform.server'

const ONE_YEAR = 'public, max-age=31536000, immutable'
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
export function mediaRouter(source: LocalContentSource) {
  const router = express.Router()
  const transformed = new LRUCache<string, TransformedImage>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (image) => image.body.length || 1 })

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
    const key = `${request.path}?${search.toString()}#${preferred}`
    try {
      let image = transformed.get(key)
      if (!image) {
        image = await transformImage(await readFile(assetPath), parsed.params, accept)
        transformed.set(key, image)
      }
      response.set('Cache-Control', ONE_YEAR).type(image.contentType)
      if (parsed.params.auto === 'format') response.vary('Accept')
      if (parsed.params.dl !== undefined) response.attachment(parsed.params.dl || (request.params as Record<string, string>).file)
      response.send(image.body)
    } catch (error) {
      log.warn('image could not be transformed', { path: request.path, ...errorFields(error) })
      response.status(422).type('text/plain').send('This image could not be made at the size or format asked for.')
    }
  })

  router.get('/files/:projectId/:dataset/:file', (request, response) => {
    const assetPath = knownAsset(request, response)
    if (!assetPath) return
    const extension = assetPath.split('.').pop() ?? ''
    const download = new URL(request.originalUrl, 'http://local').searchParams.get('dl')
    response.set('Cache-Control', ONE_YEAR).type(FILE_TYPES[extension] ?? 'application/octet-stream')
    if (download) response.attachment(download.slice(0, 200))
    response.sendFile(assetPath)
  })

  return router
}
