/**
 * The process an image is made in (router.server.ts runs these through a ProcessPool): it reads the
 * original and makes the image with sharp, one at a time. Built as its own entry of the server bundle
 * (build/server/image-transformer.js, vite.config.ts).
 */
import { readFile } from 'node:fs/promises'
import { answerJobs } from './process-pool.server'
import { transformImage, type TransformJob, type TransformedImage } from './transform.server'

answerJobs<TransformJob, TransformedImage>(async (job) =>
  transformImage(await readFile(job.file), job.params, job.accept, job.maxPixels),
)
