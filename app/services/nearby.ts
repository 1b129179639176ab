import { Bitset } from './bitset'
import { boxAround, type Coordinates, distanceKm } from '~/lib/geo/distance'

/**
 * Services by where they are offered: locations with coordinates sorted by latitude, each with the
 * positions of the services offered there. A search reads only the band of latitudes its distance
 * allows, tests longitude against a bounding box, and only then measures the great-circle distance.
 */
export class NearbyIndex {
  private readonly serviceCount: number
  private readonly latitudes: Float64Array
  private readonly longitudes: Float64Array
  private readonly locationNumbers: Int32Array
  private readonly servicesAt: Int32Array[]
  /** Services offered at one or more locations with coordinates: the only ones a 'near' search can find. */
  readonly located: Bitset

  private constructor(
    serviceCount: number,
    points: Array<{ point: Coordinates; location: number; services: number[] }>,
  ) {
    points.sort((a, b) => a.point.latitude - b.point.latitude)
    this.serviceCount = serviceCount
    this.latitudes = Float64Array.from(points, (entry) => entry.point.latitude)
    this.longitudes = Float64Array.from(points, (entry) => entry.point.longitude)
    this.locationNumbers = Int32Array.from(points, (entry) => entry.location)
    this.servicesAt = points.map((entry) => Int32Array.from(entry.services))
    this.located = Bitset.of(
      serviceCount,
      points.flatMap((entry) => entry.services),
    )
  }

  /**
   * `locations[n]` is the n-th location's coordinates (null when it has none); `servicesAtLocation[n]`
   * the positions of the services offered there.
   */
  static build(
    serviceCount: number,
    locations: Array<Coordinates | null>,
    servicesAtLocation: number[][],
  ): NearbyIndex {
    const points = locations.flatMap((point, location) =>
      point ? [{ point, location, services: servicesAtLocation[location] ?? [] }] : [],
    )
    return new NearbyIndex(serviceCount, points)
  }

  /** Every service with a location within `km` of `centre`, with its nearest such location and distance. */
  around(centre: Coordinates, km: number): Nearby {
    const box = boxAround(centre, km)
    const nearby = new Nearby(this.serviceCount)
    for (
      let index = this.firstAtOrAbove(box.minLatitude);
      index < this.latitudes.length && this.latitudes[index]! <= box.maxLatitude;
      index++
    ) {
      const longitude = this.longitudes[index]!
      if (longitude < box.minLongitude || longitude > box.maxLongitude) continue
      const distance = distanceKm(centre, { latitude: this.latitudes[index]!, longitude })
      if (distance > km) continue
      for (const service of this.servicesAt[index]!) nearby.offer(service, distance, this.locationNumbers[index]!)
    }
    return nearby
  }

  private firstAtOrAbove(latitude: number): number {
    let low = 0
    let high = this.latitudes.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.latitudes[middle]! < latitude) low = middle + 1
      else high = middle
    }
    return low
  }
}

/** The services found near one point: each one's distance and nearest location. */
export class Nearby {
  private readonly distances: Float64Array
  private readonly nearestLocations: Int32Array
  private readonly found: number[] = []

  constructor(serviceCount: number) {
    this.distances = new Float64Array(serviceCount).fill(Number.POSITIVE_INFINITY)
    this.nearestLocations = new Int32Array(serviceCount).fill(-1)
  }

  offer(service: number, km: number, location: number) {
    if (this.distances[service] === Number.POSITIVE_INFINITY) this.found.push(service)
    if (km < this.distances[service]!) {
      this.distances[service] = km
      this.nearestLocations[service] = location
    }
  }

  /** The services with a location within `radiusKm`. */
  within(radiusKm: number): Bitset {
    const set = new Bitset(this.distances.length)
    for (const service of this.found) if (this.distances[service]! <= radiusKm) set.add(service)
    return set
  }

  distanceOf(service: number): number {
    return this.distances[service]!
  }

  nearestLocationOf(service: number): number {
    return this.nearestLocations[service]!
  }
}
