import { describe, expect, it, vi } from 'vitest'
import { refetchOnNewVersion } from './refetch-policy'

function fakeVisibility(visible: boolean) {
  const listeners = new Set<() => void>()
  return {
    isVisible: () => visible,
    onChange(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next: boolean) {
      visible = next
      for (const listener of listeners) listener()
    },
    get listeners() {
      return listeners.size
    },
  }
}

describe('refetchOnNewVersion', () => {
  it('takes the first version as the page’s, and refetches once for each later one while visible', () => {
    const refetch = vi.fn()
    const policy = refetchOnNewVersion(fakeVisibility(true), refetch)
    policy.heard(3)
    expect(refetch).not.toHaveBeenCalled()
    policy.heard(3)
    expect(refetch).not.toHaveBeenCalled()
    policy.heard(4)
    expect(refetch).toHaveBeenCalledTimes(1)
    policy.heard(4)
    policy.heard(6)
    expect(refetch).toHaveBeenCalledTimes(2)
  })

  it('waits while hidden, then refetches exactly once when shown, however many changes it missed', () => {
    const refetch = vi.fn()
    const visibility = fakeVisibility(true)
    const policy = refetchOnNewVersion(visibility, refetch)
    policy.heard(1)
    visibility.set(false)
    policy.heard(2)
    policy.heard(3)
    policy.heard(4)
    expect(refetch).not.toHaveBeenCalled()
    visibility.set(true)
    expect(refetch).toHaveBeenCalledTimes(1)
    visibility.set(false)
    visibility.set(true)
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('does not refetch when shown if the content came back to the version the page shows', () => {
    const refetch = vi.fn()
    const visibility = fakeVisibility(false)
    const policy = refetchOnNewVersion(visibility, refetch)
    policy.heard(5)
    visibility.set(true)
    expect(refetch).not.toHaveBeenCalled()
  })

  it('takes the first version heard while hidden as the page’s too', () => {
    const refetch = vi.fn()
    const visibility = fakeVisibility(false)
    const policy = refetchOnNewVersion(visibility, refetch)
    policy.heard(2)
    policy.heard(3)
    visibility.set(true)
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('stops listening to visibility when stopped', () => {
    const visibility = fakeVisibility(true)
    const policy = refetchOnNewVersion(visibility, vi.fn())
    expect(visibility.listeners).toBe(1)
    policy.stop()
    expect(visibility.listeners).toBe(0)
  })
})
