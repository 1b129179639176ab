import { describe, expect, it } from 'vitest'
import { parseEnv } from '~/config/env.server'
import { tileImageSource } from './map-tiles'

describe('the map tile server', () => {
  it("defaults to OpenStreetMap's standard tiles, with their credit", () => {
    const settings = parseEnv({ NODE_ENV: 'test' })
    expect(settings.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(settings.MAP_TILE_ATTRIBUTION).toContain('OpenStreetMap')
  })

  it('takes another server from MAP_TILE_URL, and names the setting when it is not a tile template', () => {
    expect(
      parseEnv({ NODE_ENV: 'test', MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}@2x.png' }).MAP_TILE_URL,
    ).toBe('https://tiles.example.org/{z}/{x}/{y}@2x.png')
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example.org/map.png' })).toThrow(
      /MAP_TILE_URL must be a tile URL template/,
    )
  })

  it('allows exactly the tile host in the CSP', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
    expect(tileImageSource('https://{s}.tile.example.org:8443/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org:8443')
  })
})
