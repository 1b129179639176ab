import { z } from 'zod'

/**
 * SPEC 5: the data that links a piece of a preview page to its document and field in the Studio
 * (visual editing's overlays, issue 13 point 3). baseUrl is a string; id and path are strings of at
 * least 1 character; dataset, projectId, tool, type and workspace are optional.
 */
export const linkDataSchema = z.object({
  baseUrl: z.string({ error: 'baseUrl must be a string' }),
  id: z.string({ error: 'id must be a string' }).min(1, 'id must be at least 1 character'),
  path: z.string({ error: 'path must be a string' }).min(1, 'path must be at least 1 character'),
  dataset: z.string({ error: 'dataset must be a string' }).optional(),
  projectId: z.string({ error: 'projectId must be a string' }).optional(),
  tool: z.string({ error: 'tool must be a string' }).optional(),
  type: z.string({ error: 'type must be a string' }).optional(),
  workspace: z.string({ error: 'workspace must be a string' }).optional(),
})

export type LinkData = z.infer<typeof linkDataSchema>

export type LinkDataResult = { ok: true; linkData: LinkData } | { ok: false; message: string }

/** Checks link data and says in plain words what is wrong with it. */
export function parseLinkData(input: unknown): LinkDataResult {
  const result = linkDataSchema.safeParse(input)
  if (result.success) return { ok: true, linkData: result.data }
  return { ok: false, message: notValid(result.error) }
}

/**
 * The link data Presentation sends when an editor focuses a field in the Studio (its
 * 'presentation/focus' message on the visual-editing channel): the document's id and the field's path.
 */
const focusedFieldSchema = linkDataSchema.pick({ id: true, path: true })

export type FocusedField = z.infer<typeof focusedFieldSchema>

/** Checks the link data of a 'presentation/focus' message and says in plain words what is wrong with it. */
export function parseFocusedField(input: unknown): { ok: true; field: FocusedField } | { ok: false; message: string } {
  const result = focusedFieldSchema.safeParse(input)
  return result.success ? { ok: true, field: result.data } : { ok: false, message: notValid(result.error) }
}

function notValid(error: z.ZodError): string {
  const problems = error.issues.map((issue) =>
    issue.code === 'invalid_type' && issue.path.length === 0 ? 'it must be an object' : issue.message,
  )
  return `The link data is not valid: ${problems.join('; ')}.`
}

/** The link data, or a 400 answer (thrown, for a loader or action) that says what is wrong. */
export function linkDataOrBadRequest(input: unknown): LinkData {
  const result = parseLinkData(input)
  if (result.ok) return result.linkData
  throw new Response(result.message, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
