import { env } from '~/config/env.server'
import type { MapTiles } from './map-tiles'

/** The configured tile server, for a loader to hand to the browser's map. */
export function mapTiles(): MapTiles {
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env()
  return { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION }
}
