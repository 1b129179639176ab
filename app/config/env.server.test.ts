import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv, previewConfigured } from './env.server'

describe('parseEnv', () => {
  it('needs nothing for the local backend outside production', () => {
    const env = parseEnv({ NODE_ENV: 'test' })
    expect(env.CONTENT_SOURCE).toBe('local')
    expect(env.PORT).toBe(3000)
  })

  it('leaves the tag manager and session recording off unless set', () => {
    const env = parseEnv({ NODE_ENV: 'test', TAG_MANAGER_ID: '', SESSION_RECORDING_SCRIPT_URL: '' })
    expect(env.TAG_MANAGER_ID).toBeUndefined()
    expect(env.SESSION_RECORDING_SCRIPT_URL).toBeUndefined()
  })

  it('checks the tag manager id and the recording script address', () => {
    expect(parseEnv({ NODE_ENV: 'test', TAG_MANAGER_ID: 'GTM-ABC1234' }).TAG_MANAGER_ID).toBe('GTM-ABC1234')
    expect(() => parseEnv({ NODE_ENV: 'test', TAG_MANAGER_ID: 'UA-1234' })).toThrowError(
      /TAG_MANAGER_ID must be a Google Tag Manager container id/,
    )
    expect(() =>
      parseEnv({ NODE_ENV: 'test', SESSION_RECORDING_SCRIPT_URL: 'http://recorder.example/r.js' }),
    ).toThrowError(/SESSION_RECORDING_SCRIPT_URL must be an https:\/\/ address/)
    expect(() => parseEnv({ NODE_ENV: 'test', SESSION_RECORDING_SCRIPT_URL: 'javascript:alert(1)' })).toThrowError(
      /SESSION_RECORDING_SCRIPT_URL/,
    )
  })

  it('takes PORT from the environment', () => {
    expect(parseEnv({ NODE_ENV: 'test', PORT: '4100' }).PORT).toBe(4100)
  })

  it('names a missing Sanity variable', () => {
    expect(() => parseEnv({ CONTENT_SOURCE: 'sanity', SANITY_DATASET: 'production' })).toThrowError(
      /SANITY_PROJECT_ID is required/,
    )
  })

  it('names a malformed variable and says what it must be', () => {
    const attempt = () =>
      parseEnv({ CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'Not An Id', SANITY_DATASET: 'production' })
    expect(attempt).toThrowError(EnvError)
    expect(attempt).toThrowError(/SANITY_PROJECT_ID must be a Sanity project id/)
  })

  it('rejects an unknown content source by name', () => {
    expect(() => parseEnv({ CONTENT_SOURCE: 'wordpress' })).toThrowError(/CONTENT_SOURCE/)
  })

  it('keeps half of each checked type on a dataset reload unless told otherwise, a share from 0 to 1', () => {
    expect(parseEnv({ NODE_ENV: 'test' })).toMatchObject({ CONTENT_RELOAD_MIN_SHARE: 0.5 })
    expect(parseEnv({ NODE_ENV: 'test', CONTENT_RELOAD_MIN_SHARE: '0.25' })).toMatchObject({
      CONTENT_RELOAD_MIN_SHARE: 0.25,
    })
    expect(() => parseEnv({ NODE_ENV: 'test', CONTENT_RELOAD_MIN_SHARE: '50' })).toThrowError(
      /CONTENT_RELOAD_MIN_SHARE/,
    )
  })

  it('rejects a port out of range', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrowError(/PORT/)
  })

  it('serves metrics only on a port of their own, on the loopback address unless told otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).METRICS_PORT).toBeUndefined()
    expect(parseEnv({ NODE_ENV: 'test', METRICS_PORT: '' }).METRICS_PORT).toBeUndefined()
    expect(parseEnv({ NODE_ENV: 'test', METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    })
    expect(() => parseEnv({ NODE_ENV: 'test', PORT: '3000', METRICS_PORT: '3000' })).toThrowError(
      /METRICS_PORT must not be the site's PORT/,
    )
  })

  it('keeps booking requests in data/ with the embedded database unless told otherwise', () => {
    const env = parseEnv({ NODE_ENV: 'test' })
    expect(env).toMatchObject({
      DATA_DIR: 'data',
      BOOKING_RATE_LIMIT: 20,
      BOOKING_BODY_LIMIT_BYTES: 32_768,
      BOOKING_RETENTION_DAYS: 365,
    })
    expect(env.DATABASE_URL ?? env.SMTP_URL).toBeUndefined()
    expect(
      parseEnv({
        NODE_ENV: 'test',
        DATABASE_URL: 'postgresql://bookings@db.internal:5432/bookings',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
      }),
    ).toMatchObject({
      DATABASE_URL: 'postgresql://bookings@db.internal:5432/bookings',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
    })
  })

  it('takes problem reports with limits of their own, and calls details older than 12 months old, unless told otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'test' })).toMatchObject({
      REPORT_RATE_LIMIT: 10,
      REPORT_BODY_LIMIT_BYTES: 8_192,
      REPORT_RETENTION_DAYS: 365,
      DETAILS_STALE_AFTER_MONTHS: 12,
    })
    expect(parseEnv({ NODE_ENV: 'test', DETAILS_STALE_AFTER_MONTHS: '6' }).DETAILS_STALE_AFTER_MONTHS).toBe(6)
  })

  it.each([
    ['DATABASE_URL', 'mysql://db/bookings', /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    ['SMTP_URL', 'http://mail.example', /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['BOOKING_RATE_LIMIT', '0', /BOOKING_RATE_LIMIT/],
    ['BOOKING_BODY_LIMIT_BYTES', 'lots', /BOOKING_BODY_LIMIT_BYTES/],
    ['NOTIFY_RETRY_BASE_SECONDS', '-1', /NOTIFY_RETRY_BASE_SECONDS/],
    ['REPORT_RATE_LIMIT', '0', /REPORT_RATE_LIMIT/],
    ['REPORT_BODY_LIMIT_BYTES', '2000000', /REPORT_BODY_LIMIT_BYTES/],
    ['DETAILS_STALE_AFTER_MONTHS', '0', /DETAILS_STALE_AFTER_MONTHS/],
    ['DETAILS_STALE_AFTER_MONTHS', 'a year', /DETAILS_STALE_AFTER_MONTHS/],
  ])('names a malformed booking, report or details setting: %s=%s', (variable, value, message) => {
    expect(() => parseEnv({ [variable]: value })).toThrowError(message)
  })

  describe('SITE_URL, the only source of absolute URLs', () => {
    it('is required in production, by name', () => {
      expect(() => parseEnv({})).toThrowError(/SITE_URL is required in production/)
      expect(() => parseEnv({ NODE_ENV: 'production', SITE_URL: '' })).toThrowError(
        /SITE_URL is required in production/,
      )
      expect(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.altogether.example' }).SITE_URL).toBe(
        'https://www.altogether.example',
      )
    })

    it('defaults to this server on localhost in development and tests', () => {
      expect(parseEnv({ NODE_ENV: 'development' }).SITE_URL).toBe('http://localhost:3000')
      expect(parseEnv({ NODE_ENV: 'test', PORT: '4100' }).SITE_URL).toBe('http://localhost:4100')
    })

    it.each([
      ['https://www.altogether.example/', 'https://www.altogether.example'],
      ['HTTPS://WWW.Altogether.Example', 'https://www.altogether.example'],
      ['http://localhost:8080/', 'http://localhost:8080'],
      ['https://www.altogether.example:443', 'https://www.altogether.example'],
    ])('normalises %s to the origin %s', (value, origin) => {
      expect(parseEnv({ NODE_ENV: 'production', SITE_URL: value }).SITE_URL).toBe(origin)
    })

    it.each([
      ['a path', 'https://www.altogether.example/care'],
      ['a query string', 'https://www.altogether.example/?from=ads'],
      ['a bare question mark', 'https://www.altogether.example?'],
      ['a fragment', 'https://www.altogether.example/#top'],
      ['credentials', 'https://user:secret@www.altogether.example'],
      ['another scheme', 'ftp://www.altogether.example'],
      ['no scheme', 'www.altogether.example'],
    ])('rejects an address with %s', (_what, value) => {
      expect(() => parseEnv({ NODE_ENV: 'production', SITE_URL: value })).toThrowError(/SITE_URL must be/)
    })
  })

  it('offers no preview unless it is configured, and then needs the cookie secret', () => {
    expect(previewConfigured(parseEnv({ NODE_ENV: 'test' }))).toBe(false)
    expect(() => parseEnv({ NODE_ENV: 'test', PREVIEW_SECRET: 'a-preview-secret-0123' })).toThrowError(
      /PREVIEW_COOKIE_SECRET is required when draft preview is configured \(PREVIEW_SECRET is set\)/,
    )
    expect(() =>
      parseEnv({
        NODE_ENV: 'test',
        CONTENT_SOURCE: 'sanity',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
        SANITY_READ_TOKEN: 'sk-read-token-0123456789abcdef',
      }),
    ).toThrowError(/PREVIEW_COOKIE_SECRET is required when draft preview is configured \(SANITY_READ_TOKEN is set\)/)
    expect(() =>
      parseEnv({ NODE_ENV: 'test', PREVIEW_SECRET: 'a-preview-secret-0123', PREVIEW_COOKIE_SECRET: 'short' }),
    ).toThrowError(/PREVIEW_COOKIE_SECRET must be at least 32 characters/)
    const settings = parseEnv({
      NODE_ENV: 'test',
      PREVIEW_SECRET: 'a-preview-secret-0123',
      PREVIEW_COOKIE_SECRET: 'a-cookie-secret-of-thirty-two-characters',
    })
    expect(previewConfigured(settings)).toBe(true)
    expect(settings.PREVIEW_PROXY_PATH).toBe('/api/preview/query')
    expect(() => parseEnv({ NODE_ENV: 'test', PREVIEW_PROXY_PATH: 'https://elsewhere.example/query' })).toThrowError(
      /PREVIEW_PROXY_PATH must be a path/,
    )
  })
})
