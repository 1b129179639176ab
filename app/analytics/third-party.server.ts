import type { Env } from '~/config/env.server'
import type { ThirdPartyScripts } from './third-party-scripts'

/** Where Google Tag Manager serves its container script from. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/**
 * What Google's guide 'Use Tag Manager with a Content Security Policy' asks a policy to allow for the
 * container and a Google Analytics 4 tag in it: GA4 loads its library from the tag manager's hosts and
 * sends page views to regional collection hosts (region1.google-analytics.com, www.google-analytics.com,
 * …analytics.google.com) with sendBeacon or fetch, else an image. Not what Google Signals or the
 * advertising tags would add (doubleclick, google.com): decision 0025.
 */
export const TAG_MANAGER_SOURCES = {
  scripts: ['https://*.googletagmanager.com'],
  connections: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const

type Settings = Pick<Env, 'NODE_ENV' | 'TAG_MANAGER_ID' | 'SESSION_RECORDING_SCRIPT_URL'>

/** The scripts to load, or null when there are none (nothing set, or development: SPEC 7 sends nothing there). */
export function thirdPartyScripts(settings: Settings): ThirdPartyScripts | null {
  if (settings.NODE_ENV === 'development') return null
  const tagManager = settings.TAG_MANAGER_ID
    ? `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(settings.TAG_MANAGER_ID)}`
    : null
  const sessionRecording = settings.SESSION_RECORDING_SCRIPT_URL ?? null
  return tagManager || sessionRecording ? { tagManager, sessionRecording } : null
}

/**
 * What the CSP must allow for those scripts: the tag manager's and GA4's hosts (above) when the tag
 * manager loads, the recorder's origin for its script and what it sends, and nothing when neither is set.
 */
export function thirdPartySources(settings: Settings): { scripts: string[]; connections: string[]; images: string[] } {
  const scripts = thirdPartyScripts(settings)
  const tagManager = scripts?.tagManager ? TAG_MANAGER_SOURCES : { scripts: [], connections: [], images: [] }
  const recorder = scripts?.sessionRecording ? [new URL(scripts.sessionRecording).origin] : []
  return {
    scripts: [...tagManager.scripts, ...recorder],
    connections: [...tagManager.connections, ...recorder],
    images: [...tagManager.images],
  }
}
