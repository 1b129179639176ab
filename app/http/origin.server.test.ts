import { describe, expect, it } from 'vitest'
import { originIsThisSite } from './origin.server'

describe('originIsThisSite', () => {
  it('accepts the Origin of the host the request was sent to', () => {
    expect(originIsThisSite('https://www.example.org', 'www.example.org')).toBe(true)
    expect(originIsThisSite('http://localhost:3000', 'localhost:3000')).toBe(true)
  })

  it('refuses another site, another port, a hidden origin and an unreadable one', () => {
    expect(originIsThisSite('https://evil.example', 'www.example.org')).toBe(false)
    expect(originIsThisSite('http://localhost:3001', 'localhost:3000')).toBe(false)
    expect(originIsThisSite('null', 'www.example.org')).toBe(false)
    expect(originIsThisSite('not a url', 'www.example.org')).toBe(false)
    expect(originIsThisSite('https://www.example.org', undefined)).toBe(false)
  })
})
