import type { Env } from '~/config/env.server'
import type { ThirdPartyScripts } from './third-party-scripts'

/** Where Google Tag Manager serves its container script from, and where its tags send hits and pixels. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

type Settings = Pick<Env, 'NODE_ENV' | 'TAG_MANAGER_ID' | 'SESSION_RECORDING_SCRIPT_URL'>

/** The scripts to load, or null when there are none (nothing set, or development: SPEC 7 sends nothing there). */
export function thirdPartyScripts(settings: Settings): ThirdPartyScripts | null {
  if (settings.NODE_ENV === 'development') return null
  const tagManager = settings.TAG_MANAGER_ID ? `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(settings.TAG_MANAGER_ID)}` : null
  const sessionRecording = settings.SESSION_RECORDING_SCRIPT_URL ?? null
  return tagManager || sessionRecording ? { tagManager, sessionRecording } : null
}

/** What the CSP must allow for those scripts: exactly their origins, for scripts, the hits they send and the tag manager's pixels. */
export function thirdPartySources(settings: Settings): { scripts: string[]; connections: string[]; images: string[] } {
  const scripts = thirdPartyScripts(settings)
  const origins = [scripts?.tagManager, scripts?.sessionRecording].filter((url) => url != null).map((url) => new URL(url).origin)
  const unique = [...new Set(origins)]
  return { scripts: unique, connections: unique, images: scripts?.tagManager ? [TAG_MANAGER_ORIGIN] : [] }
}
