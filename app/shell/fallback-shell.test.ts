import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FALLBACK_EXIT_URL, FALLBACK_PHONE } from './fallback-shell'

const dataset = path.resolve(import.meta.dirname, '../../dataset/bundled/data.ndjson')

describe('the built-in shell essentials', () => {
  it('are the exit site and phone number the site settings give', () => {
    const settings = readFileSync(dataset, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _id: string; safeExit?: { exitUrl?: string }; contact?: { phone?: string } })
      .find((document) => document._id === 'settings')
    expect(FALLBACK_EXIT_URL).toBe(settings?.safeExit?.exitUrl)
    expect(FALLBACK_PHONE).toBe(settings?.contact?.phone)
  })
})
