import { z } from 'zod'

/**
 * The image URL parameters of Sanity's image pipeline that @sanity/image-url writes and the local
 * backend serves: w, h, fm, q, fit, crop, rect, fp-x, fp-y, bg, auto, dpr, dl.
 */
const dimension = z.coerce
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(4000, 'must be at most 4000')
const fraction = z.coerce.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1')

export const imageParamsSchema = z
  .object({
    w: dimension.optional(),
    h: dimension.optional(),
    fm: z.enum(['jpg', 'pjpg', 'png', 'webp', 'avif'], { error: 'must be jpg, pjpg, png, webp or avif' }).optional(),
    q: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be between 1 and 100')
      .max(100, 'must be between 1 and 100')
      .optional(),
    fit: z
      .enum(['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'], {
        error: 'must be clip, crop, fill, fillmax, max, scale or min',
      })
      .optional(),
    crop: z
      .enum(['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'], {
        error: 'must be top, bottom, left, right, center, focalpoint or entropy',
      })
      .optional(),
    rect: z
      .string()
      .regex(/^\d+,\d+,\d+,\d+$/, 'must be four whole numbers: left,top,width,height')
      .transform((value) => {
        const [left, top, width, height] = value.split(',').map(Number) as [number, number, number, number]
        return { left, top, width, height }
      })
      .optional(),
    'fp-x': fraction.optional(),
    'fp-y': fraction.optional(),
    bg: z
      .string()
      .regex(/^[0-9a-fA-F]{3,8}$/, 'must be a hex colour without #')
      .optional(),
    auto: z.literal('format', { error: 'must be format' }).optional(),
    dpr: z.coerce.number().int().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3').optional(),
    dl: z.string().max(200).optional(),
  })
  .strict()

export type ImageParams = z.infer<typeof imageParamsSchema>

/** Parses a query string; on failure the message names each bad parameter in plain words. */
export function parseImageParams(
  search: URLSearchParams,
): { ok: true; params: ImageParams } | { ok: false; message: string } {
  const raw: Record<string, string> = {}
  for (const [name, value] of search) {
    if (name in raw) return { ok: false, message: `The image parameter "${name}" is given more than once.` }
    raw[name] = value
  }
  const result = imageParamsSchema.safeParse(raw)
  if (result.success) return { ok: true, params: result.data }
  const problems = result.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? `unknown parameter ${issue.keys.map((key) => `"${key}"`).join(', ')}`
      : `"${issue.path.join('.')}" ${issue.message}`,
  )
  return { ok: false, message: `This image address is not valid: ${problems.join('; ')}.` }
}
