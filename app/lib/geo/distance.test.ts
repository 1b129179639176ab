import { describe, expect, it } from 'vitest'
import { boxAround, distanceKm } from './distance'

const sydney = { latitude: -33.8688, longitude: 151.2093 }
const melbourne = { latitude: -37.8136, longitude: 144.9631 }

describe('distance', () => {
  it('is the great-circle distance in kilometres', () => {
    expect(distanceKm(sydney, melbourne)).toBeCloseTo(713.4, 0)
    expect(distanceKm(melbourne, sydney)).toBeCloseTo(distanceKm(sydney, melbourne), 9)
    expect(distanceKm(sydney, sydney)).toBe(0)
  })

  it('never leaves out of the bounding box a point within the distance', () => {
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let run = 0; run < 5000; run++) {
      const centre = { latitude: -10 - next() * 34, longitude: 113 + next() * 41 }
      const km = [5, 10, 25, 50, 100][run % 5]!
      const box = boxAround(centre, km)
      const bearing = next() * 2 * Math.PI
      const reach = next() * km
      // A point `reach` km away on `bearing`, by the spherical destination formula.
      const R = 6371.0088
      const [lat, lng, d] = [(centre.latitude * Math.PI) / 180, (centre.longitude * Math.PI) / 180, reach / R]
      const latitude = Math.asin(Math.sin(lat) * Math.cos(d) + Math.cos(lat) * Math.sin(d) * Math.cos(bearing))
      const longitude =
        lng +
        Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat), Math.cos(d) - Math.sin(lat) * Math.sin(latitude))
      const point = { latitude: (latitude * 180) / Math.PI, longitude: (longitude * 180) / Math.PI }
      expect(distanceKm(centre, point)).toBeCloseTo(reach, 6)
      expect(
        point.latitude >= box.minLatitude &&
          point.latitude <= box.maxLatitude &&
          point.longitude >= box.minLongitude &&
          point.longitude <= box.maxLongitude,
      ).toBe(true)
    }
  })
})
