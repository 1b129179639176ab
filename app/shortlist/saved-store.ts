import { useSyncExternalStore } from 'react'
import { MAX_SAVED, readIds } from './saved-ids'

/**
 * The visitor's saved list on this device: ids in localStorage, never sent anywhere by this module.
 * 'Exit this page' clears localStorage whole (app/shell/safe-exit/exit-page.ts), this key with it.
 */
export const SAVED_STORAGE_KEY = 'altogether-better-care:saved'

const NOTHING: readonly string[] = Object.freeze([])
const listeners = new Set<() => void>()
/** The stored text last read and the list it holds: the same array while the text is the same (useSyncExternalStore compares snapshots). */
let cached: { text: string | null; ids: readonly string[] } | null = null

function storedText(): string | null {
  try {
    return localStorage.getItem(SAVED_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Whatever is stored, read as a list: anything that is not a JSON list of ids counts as nothing saved. */
export function parseStoredList(text: string | null): readonly string[] {
  if (!text) return NOTHING
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value)
      ? readIds(value.filter((item): item is string => typeof item === 'string')).ids
      : NOTHING
  } catch {
    return NOTHING
  }
}

/** The list on this device now. */
export function savedIds(): readonly string[] {
  const text = storedText()
  if (cached?.text !== text) cached = { text, ids: parseStoredList(text) }
  return cached.ids
}

function store(ids: readonly string[]) {
  try {
    if (ids.length) localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify(ids))
    else localStorage.removeItem(SAVED_STORAGE_KEY)
  } catch {
    // Storage is blocked or full: nothing can be kept on this device, and the buttons show that.
  }
  for (const listener of listeners) listener()
}

export type SaveResult = 'saved' | 'removed' | 'full'

/** Saves or removes one id; a full list saves nothing more. */
export function toggleSaved(id: string): SaveResult {
  const ids = savedIds()
  if (ids.includes(id)) {
    store(ids.filter((saved) => saved !== id))
    return 'removed'
  }
  if (ids.length >= MAX_SAVED) return 'full'
  store([...ids, id])
  return 'saved'
}

/** Adds every id not yet saved, in order, as far as the list has room; returns how many did not fit. */
export function saveAll(add: readonly string[]): number {
  const ids = [...savedIds()]
  let left = 0
  for (const id of add) {
    if (ids.includes(id)) continue
    if (ids.length >= MAX_SAVED) left += 1
    else ids.push(id)
  }
  store(ids)
  return left
}

/** Forgets these ids (those no longer on the website). */
export function forgetSaved(gone: readonly string[]) {
  const ids = savedIds()
  if (gone.some((id) => ids.includes(id))) store(ids.filter((id) => !gone.includes(id)))
}

function onStorage(event: StorageEvent) {
  if (event.key === SAVED_STORAGE_KEY || event.key === null) for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The server cannot know the device's list: null there and while the page hydrates. */
const unknownOnServer = () => null

/** The device's list, kept up to date (other tabs included); null until the page runs in the browser. */
export function useSavedIds(): readonly string[] | null {
  return useSyncExternalStore(subscribe, savedIds, unknownOnServer)
}
