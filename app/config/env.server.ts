import { z } from 'zod'

/**
 * How much of each checked type a reload must keep, by default (CONTENT_RELOAD_MIN_SHARE): a file cut
 * short while being written (or a partial export) is refused, while ordinary editing never removes
 * half of a type at once. Decisions 0021 and 0043.
 */
export const MIN_RELOAD_SHARE = 0.5

/**
 * Every setting the server reads from the environment, validated once at start-up.
 * A missing or malformed value stops the server with a message that names the variable.
 */
const common = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** How many reverse proxies in front of the server add X-Forwarded-For: rate limits count per client address, which only they know. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** The locations map's tile server, a Leaflet URL template; its host is allowed in the CSP's img-src. */
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/ })
    .refine(
      (template) => ['{z}', '{x}', '{y}'].every((part) => template.includes(part)),
      'must be a tile URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Credit the tile server asks for, shown on the map (HTML). */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /** Memory for rendered anonymous pages (app/http/page-cache.server.ts), in MB; 0 renders every request. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** On SIGTERM, how long the server keeps answering (readiness 503, `Connection: close`) before it stops listening, in ms. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(30_000).default(1_000),
  /** Live content streams (GET /api/live) one client address may hold open at once (429 above it): one per browser (its tabs share it), behind one address a household's or an office's. */
  LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(24),
  /** Live content streams the process holds open at once, from everyone (503 above it): each costs a socket and a little memory. */
  LIVE_STREAMS_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  /**
   * Prometheus metrics (app/metrics) on their own port, never the site's: unset, there are none. Bind
   * METRICS_HOST to an address only the monitoring network reaches (127.0.0.1 by default).
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The site's public address, the only source of absolute URLs (canonical links, share cards, the
   * sitemap, the HSDS API): the request's Host header is never trusted for them. Required in
   * production; development and tests default to http://localhost:{PORT} (parseEnv).
   */
  SITE_URL: siteUrl().optional(),
  /**
   * A service or location page whose details were last checked (synced, or reviewed by an editor) more
   * than this many months ago says so, and asks visitors to call before they go (app/trust).
   */
  DETAILS_STALE_AFTER_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  ...bookingSettings(),
  ...problemReportSettings(),
  ...previewSettings(),
  ...imageSettings(),
  ...thirdPartySettings(),
}

/** Image transforms (app/content/media): how large, how many at once, how long, and the disk cache (docs/decisions/0020-image-limits.md). */
function imageSettings() {
  const count = (fallback: number, min: number, max: number) =>
    z.coerce.number().int().min(min).max(max).default(fallback)
  return {
    /** The most pixels one transform may make, after dpr multiplies w and h (a 4K frame, 3840 × 2160); larger asks are scaled down to it. */
    IMAGE_MAX_PIXELS: count(8_294_400, 10_000, 100_000_000),
    /** Transforms made at once; more wait in the queue. */
    IMAGE_CONCURRENCY: count(1, 1, 64),
    /** Transforms that may wait; more are answered 503 with Retry-After. */
    IMAGE_QUEUE_SIZE: count(8, 0, 10_000),
    /** A transform is stopped after this long (503). */
    IMAGE_TIMEOUT_SECONDS: count(20, 1, 600),
    /** Where transformed images are kept; DATA_DIR/image-cache when not set. */
    IMAGE_CACHE_DIR: z.string().min(1).optional(),
    /** The most the kept images may take on disk together, in MB; 0 keeps none. */
    IMAGE_CACHE_MB: count(512, 0, 1_000_000),
  }
}

/**
 * The tag manager and session recording (SPEC 7, app/analytics). Unset, nothing loads and the CSP
 * allows nothing more; set, the browser loads them and the CSP allows exactly their origins.
 */
function thirdPartySettings() {
  return {
    /** A Google Tag Manager container id (GTM-XXXXXXX): its script loads, and page views go to its data layer. */
    TAG_MANAGER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Google Tag Manager container id like GTM-ABC1234')
      .optional(),
    /** The session-recording vendor's script, an https:// address; its origin is allowed to run scripts and receive recordings. */
    SESSION_RECORDING_SCRIPT_URL: z
      .url({ protocol: /^https$/, error: 'must be an https:// address of the recording script' })
      .optional(),
  }
}

/**
 * Draft preview (app/preview). Preview is configured by the backend's own setting (PREVIEW_SECRET for the
 * local backend, SANITY_READ_TOKEN for Sanity); then PREVIEW_COOKIE_SECRET is required, because the
 * preview cookie is signed with it so that no visitor can forge it.
 */
function previewSettings() {
  return {
    /** Signs the preview cookie (HMAC SHA-256). Required when preview is configured; long and random. */
    PREVIEW_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters (a long random string)').optional(),
    /** Where the browser posts draft queries in preview (the visual-editing proxy, SPEC 7). */
    /**
     * Where the Studio runs (its Presentation tool shows the site in a frame): its origin is the only
     * other site allowed to frame pages (CSP frame-ancestors), and stega-encoded text links to it.
     */
    SANITY_STUDIO_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address like https://studio.example.org' })
      .optional(),
    PREVIEW_PROXY_PATH: z
      .string()
      .regex(/^\/[A-Za-z0-9_\-/.]+$/, 'must be a path such as /api/preview/query')
      .default('/api/preview/query'),
  }
}

/** An http(s) origin, normalised to scheme, host and port ('https://www.example.org/' → 'https://www.example.org'). */
function siteUrl() {
  return z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address like https://www.example.org' })
    .refine((value) => {
      // Not an address at all: the check above says so.
      if (!URL.canParse(value)) return true
      const url = new URL(value)
      return (
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password &&
        !value.includes('?') &&
        !value.includes('#')
      )
    }, "must be the site's origin only (like https://www.example.org), without a path, query string or fragment")
    .transform((value) => new URL(value).origin)
}

/** Booking requests (app/bookings): where they are stored, how they are delivered, and the limits on submitting them. */
function bookingSettings() {
  const positive = (fallback: number) => z.coerce.number().positive().default(fallback)
  const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback)
  return {
    /** The embedded database (PGlite) keeps its files in DATA_DIR/bookings when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('data'),
    /** A PostgreSQL server instead of the embedded database. */
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    /** Where notifications are sent (smtp:// or smtps://); without it they stay queued in the outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('Altogether better care <bookings@altogether.example>'),
    /** Largest booking form body accepted, in bytes (413 above it). */
    BOOKING_BODY_LIMIT_BYTES: count(32_768, 1_048_576),
    /** Booking form submissions allowed per client in each window (429 above it). */
    BOOKING_RATE_LIMIT: count(20, 1_000_000),
    BOOKING_RATE_WINDOW_MINUTES: positive(15),
    /** `npm run bookings -- purge` removes handled requests older than this unless told otherwise. */
    BOOKING_RETENTION_DAYS: count(365, 36_500),
    /** Outbox back-off: the first retry waits this long, each further one twice as long, up to the maximum. */
    NOTIFY_RETRY_BASE_SECONDS: positive(30),
    NOTIFY_RETRY_MAX_SECONDS: positive(3_600),
    /** How often the outbox is checked for due notifications (new requests are sent at once). */
    NOTIFY_POLL_SECONDS: positive(15),
  }
}

/** Problem reports ('Tell us something is wrong', app/problem-reports): stored beside booking requests, with limits of their own. */
function problemReportSettings() {
  const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback)
  return {
    /** Largest report form body accepted, in bytes (413 above it): a note of 500 characters in any script fits. */
    REPORT_BODY_LIMIT_BYTES: count(8_192, 1_048_576),
    /** Reports accepted per client in each window (429 above it). */
    REPORT_RATE_LIMIT: count(10, 1_000_000),
    REPORT_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    /** `npm run bookings -- reports purge` removes handled reports older than this unless told otherwise. */
    REPORT_RETENTION_DAYS: count(365, 36_500),
  }
}

const localSource = z.object({
  ...common,
  CONTENT_SOURCE: z.literal('local'),
  /** The local dataset; for the sanity backend, the content served when the API fails and the snapshot lacks a query. */
  CONTENT_DATASET_DIR: z.string().min(1).default('dataset/bundled'),
  /**
   * A reload of the local dataset must keep at least this share of the services, locations, pages,
   * articles and each singleton served now (0 to 1; 0 checks only emptiness and the settings and home documents).
   */
  CONTENT_RELOAD_MIN_SHARE: z.coerce.number().min(0).max(1).default(MIN_RELOAD_SHARE),
  /** Turns draft preview on for the local backend: the secret the enable URL must carry (the Studio's preview link). */
  PREVIEW_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
})

const sanitySource = z.object({
  ...common,
  CONTENT_SOURCE: z.literal('sanity'),
  CONTENT_DATASET_DIR: z.string().min(1).default('dataset/bundled'),
  /** How long one read of the content API may take, in ms (it is tried twice); then the snapshot or bundled content answers. */
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(4_000),
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a Sanity project id: lower-case letters, digits and hyphens'),
  SANITY_DATASET: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a Sanity dataset name'),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-02-19')
    .default('2025-02-19'),
  SANITY_READ_TOKEN: z.string().min(20, 'must be a Sanity read token (viewer)').optional(),
  /** Only for a proxy or a local stand-in of the Content Lake; Sanity's own hosts are the default. */
  SANITY_API_HOST: z.url({ protocol: /^https?$/ }).optional(),
})

const schema = z
  .discriminatedUnion('CONTENT_SOURCE', [localSource, sanitySource])
  .superRefine((settings, context) => {
    if (settings.NODE_ENV === 'production' && !settings.SITE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'is required in production: the public address of the site, like https://www.example.org',
      })
    }
    if (settings.METRICS_PORT !== undefined && settings.METRICS_PORT === settings.PORT) {
      context.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: "must not be the site's PORT: metrics are never served to the public",
      })
    }
    if (previewConfigured(settings) && !settings.PREVIEW_COOKIE_SECRET) {
      const by = settings.CONTENT_SOURCE === 'local' ? 'PREVIEW_SECRET' : 'SANITY_READ_TOKEN'
      context.addIssue({
        code: 'custom',
        path: ['PREVIEW_COOKIE_SECRET'],
        message: `is required when draft preview is configured (${by} is set)`,
      })
    }
  })
  .transform((settings) => ({ ...settings, SITE_URL: settings.SITE_URL ?? `http://localhost:${settings.PORT}` }))

/** Whether this site offers draft preview: the backend can read drafts and the enable URL can be checked. */
export function previewConfigured(settings: z.infer<typeof localSource> | z.infer<typeof sanitySource>): boolean {
  return settings.CONTENT_SOURCE === 'local' ? Boolean(settings.PREVIEW_SECRET) : Boolean(settings.SANITY_READ_TOKEN)
}

export type Env = z.output<typeof schema>
export type SanityEnv = z.output<typeof sanitySource>
export type BookingSettings = Pick<Env, keyof ReturnType<typeof bookingSettings>>
export type ProblemReportSettings = Pick<Env, keyof ReturnType<typeof problemReportSettings>>
export type ImageSettings = Pick<Env, keyof ReturnType<typeof imageSettings> | 'DATA_DIR'>

export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty SITE_URL (`SITE_URL= npm start`) is a missing one.
  // The same for the optional third-party scripts: an empty value leaves them off.
  const withDefaults = {
    ...source,
    CONTENT_SOURCE: source.CONTENT_SOURCE || 'local',
    SITE_URL: source.SITE_URL || undefined,
    TAG_MANAGER_ID: source.TAG_MANAGER_ID || undefined,
    SESSION_RECORDING_SCRIPT_URL: source.SESSION_RECORDING_SCRIPT_URL || undefined,
    METRICS_PORT: source.METRICS_PORT || undefined,
  }
  const result = schema.safeParse(withDefaults)
  if (result.success) return result.data
  throw new EnvError(
    `The server cannot start: its environment settings are wrong.\n${problemLines(result.error, source, 'CONTENT_SOURCE')}`,
  )
}

/** One line per wrong setting: its name and what is wrong with it. */
function problemLines(error: z.ZodError, source: Record<string, string | undefined>, unnamed: string): string {
  return error.issues
    .map((issue) => {
      const variable = issue.path.join('.') || unnamed
      const problem = issue.code === 'invalid_type' && source[variable] === undefined ? 'is required' : issue.message
      return `  ${variable} ${problem}`
    })
    .join('\n')
}

/** The only settings the staff tool (npm run bookings) uses: the database and how long handled requests and reports are kept. */
const staffToolSchema = z.object({
  ...(({ DATA_DIR, DATABASE_URL, BOOKING_RETENTION_DAYS }) => ({ DATA_DIR, DATABASE_URL, BOOKING_RETENTION_DAYS }))(
    bookingSettings(),
  ),
  REPORT_RETENTION_DAYS: problemReportSettings().REPORT_RETENTION_DAYS,
})

export type StaffToolEnv = z.output<typeof staffToolSchema>

/**
 * The staff tool's settings, read from a shell that has none of the website's: only the database
 * (DATABASE_URL, or DATA_DIR for the embedded one), BOOKING_RETENTION_DAYS and REPORT_RETENTION_DAYS are read and checked.
 */
export function parseStaffToolEnv(source: Record<string, string | undefined>): StaffToolEnv {
  const result = staffToolSchema.safeParse(source)
  if (result.success) return result.data
  throw new EnvError(
    `The staff tool cannot start: its settings are wrong.\n${problemLines(result.error, source, 'settings')}`,
  )
}

let cached: Env | undefined

/** The validated environment of this process (parsed on first use, then fixed). */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
