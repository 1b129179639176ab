import { describe, expect, it } from 'vitest'
import { thirdPartyScripts, thirdPartySources } from './third-party.server'

const production = {
  NODE_ENV: 'production' as const,
  TAG_MANAGER_ID: undefined,
  SESSION_RECORDING_SCRIPT_URL: undefined,
}
const configured = {
  ...production,
  TAG_MANAGER_ID: 'GTM-ABC1234',
  SESSION_RECORDING_SCRIPT_URL: 'https://recorder.example/record.js',
}

describe('thirdPartyScripts', () => {
  it('loads nothing when nothing is set', () => {
    expect(thirdPartyScripts(production)).toBeNull()
    expect(thirdPartySources(production)).toEqual({ scripts: [], connections: [], images: [] })
  })

  it('loads the tag manager container and the recording script when set', () => {
    expect(thirdPartyScripts(configured)).toEqual({
      tagManager: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
      sessionRecording: 'https://recorder.example/record.js',
    })
  })

  it('loads nothing in development, even when set (SPEC 7)', () => {
    expect(thirdPartyScripts({ ...configured, NODE_ENV: 'development' })).toBeNull()
    expect(thirdPartySources({ ...configured, NODE_ENV: 'development' })).toEqual({
      scripts: [],
      connections: [],
      images: [],
    })
  })

  it("allows what the tag manager and GA4 send to (Google's CSP guide), and the recorder's origin", () => {
    expect(thirdPartySources(configured)).toEqual({
      scripts: ['https://*.googletagmanager.com', 'https://recorder.example'],
      connections: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
        'https://recorder.example',
      ],
      images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    })
    expect(
      thirdPartySources({ ...production, SESSION_RECORDING_SCRIPT_URL: 'https://recorder.example/record.js' }),
    ).toEqual({
      scripts: ['https://recorder.example'],
      connections: ['https://recorder.example'],
      images: [],
    })
  })

  it('allows no Google host without TAG_MANAGER_ID', () => {
    const sources = thirdPartySources({ ...configured, TAG_MANAGER_ID: undefined })
    expect(JSON.stringify(sources)).not.toMatch(/google/)
  })
})
