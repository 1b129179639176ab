import { describe, expect, it } from 'vitest'
import { storedDocuments } from './bundled-dataset.testing'
import { distanceKm } from '~/lib/geo/distance'
import { australianGazetteer } from './gazetteer.server'
import { Gazetteer, type PlaceLookup } from './places'

const gazetteer = await australianGazetteer()

function found(text: string) {
  const lookup = gazetteer.find(text)
  if (!lookup.ok) throw new Error(`"${text}" was not found: ${lookup.message}`)
  return lookup.place
}

const choicesOf = (lookup: PlaceLookup) => (lookup.ok ? [] : lookup.choices.map((choice) => choice.name))

/** Each capital, its CBD postcode and a point in its centre. */
const CAPITALS = [
  {
    name: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    centre: { latitude: -33.8688, longitude: 151.2093 },
  },
  {
    name: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
    centre: { latitude: -37.8136, longitude: 144.9631 },
  },
  {
    name: 'Brisbane',
    state: 'QLD',
    postcode: '4000',
    centre: { latitude: -27.4698, longitude: 153.0251 },
  },
  {
    name: 'Perth',
    state: 'WA',
    postcode: '6000',
    centre: { latitude: -31.9523, longitude: 115.8613 },
  },
  {
    name: 'Adelaide',
    state: 'SA',
    postcode: '5000',
    centre: { latitude: -34.9285, longitude: 138.6007 },
  },
  {
    name: 'Hobart',
    state: 'TAS',
    postcode: '7000',
    centre: { latitude: -42.8821, longitude: 147.3272 },
  },
  {
    name: 'Darwin',
    state: 'NT',
    postcode: '0800',
    centre: { latitude: -12.4634, longitude: 130.8456 },
  },
  {
    name: 'Canberra',
    state: 'ACT',
    postcode: '2600',
    centre: { latitude: -35.2809, longitude: 149.13 },
  },
]

describe('the gazetteer of every Australian place', () => {
  it.each(CAPITALS)(
    'finds $name and its CBD postcode $postcode near its centre',
    ({ name, state, postcode, centre }) => {
      const capital = found(name)
      expect(capital.label).toBe(`${name} ${state}`)
      expect(distanceKm(capital, centre)).toBeLessThan(15)
      const cbd = found(postcode)
      expect(cbd).toMatchObject({
        name: postcode,
        label: `postcode ${postcode}`,
      })
      expect(distanceKm(cbd, centre)).toBeLessThan(15)
    },
  )

  it('puts postcodes at the edges of states on the right side of the border', () => {
    const albury = found('2640')
    const wodonga = found('3690')
    expect(found('Albury').label).toBe('Albury NSW')
    expect(found('Wodonga').label).toBe('Wodonga VIC')
    // Twin towns either side of the Murray: close, but not one place.
    expect(distanceKm(albury, wodonga)).toBeGreaterThan(3)
    expect(distanceKm(albury, wodonga)).toBeLessThan(20)
    expect(albury.latitude).toBeGreaterThan(wodonga.latitude)
    // Queanbeyan (NSW) beside Canberra; Tweed Heads (NSW) beside Coolangatta (QLD).
    expect(found('Queanbeyan').label).toBe('Queanbeyan NSW')
    expect(distanceKm(found('2620'), found('Canberra'))).toBeLessThan(20)
    expect(distanceKm(found('2485'), found('4225'))).toBeLessThan(5)
    // Mount Isa's postcode covers a large area; its position is the town, not the middle of the area.
    expect(distanceKm(found('4825'), found('Mount Isa'))).toBeLessThan(10)
    // 0872 spans the NT, SA and WA desert: somewhere in the Centre.
    expect(distanceKm(found('0872'), found('Alice Springs'))).toBeLessThan(500)
    expect(found('Alice Springs').label).toBe('Alice Springs NT')
    expect(found('Kununurra').label).toBe('Kununurra WA')
    expect(found('Mount Gambier').label).toBe('Mount Gambier SA')
  })

  it('finds the postcodes the finder refused when it knew only the offices', () => {
    for (const postcode of ['2145', '2000', '3000', '4000', '6000', '2600']) expect(found(postcode).name).toBe(postcode)
    expect(distanceKm(found('2145'), found('Westmead'))).toBeLessThan(3)
    expect(found('800')).toMatchObject({ name: '0800' })
  })

  it('forgives case, punctuation, a state (code or name) and a postcode after the name, and Mt for Mount', () => {
    for (const text of [
      'parramatta',
      '  PARRAMATTA, nsw ',
      'Parramatta NSW 2150',
      'Parramatta 2150',
      'Parramatta, New South Wales',
    ]) {
      expect(gazetteer.find(text), text).toMatchObject({
        ok: true,
        place: { name: 'Parramatta', label: 'Parramatta NSW' },
      })
    }
    expect(found('Bondi').label).toBe('Bondi NSW')
    expect(found('Mt Isa').label).toBe('Mount Isa QLD')
    expect(found('Richmond, Victoria')).toMatchObject({
      name: 'Richmond VIC',
      label: 'Richmond VIC',
    })
    // A place whose name ends in a state's name is not that state.
    expect(found('Port Victoria').label).toBe('Port Victoria SA')
    // A capital's name on its own means the capital.
    expect(found('Perth TAS').label).toBe('Perth TAS')
  })

  it('finds near misses: one or two typing mistakes, or the first word of a longer name', () => {
    expect(found('parramata').name).toBe('Parramatta')
    expect(found('cabramata').name).toBe('Cabramatta')
    expect(found('wollongog').name).toBe('Wollongong')
    expect(found('Wagga').name).toBe('Wagga Wagga')
  })

  it('offers the choices when places share a name, each of which finds its own place', () => {
    const richmond = gazetteer.find('Richmond')
    expect(richmond.ok).toBe(false)
    expect(choicesOf(richmond)).toEqual([
      'Richmond NSW',
      'Richmond QLD 4740',
      'Richmond QLD 4822',
      'Richmond SA',
      'Richmond TAS',
      'Richmond VIC',
    ])
    expect(choicesOf(gazetteer.find('Richmond QLD'))).toEqual(['Richmond QLD 4740', 'Richmond QLD 4822'])
    const springfield = gazetteer.find('Springfield')
    expect(choicesOf(springfield)).toEqual(
      expect.arrayContaining(['Springfield QLD 4300', 'Springfield SA', 'Springfield TAS', 'Springfield WA']),
    )
    for (const lookup of [richmond, springfield]) {
      expect(lookup.ok ? '' : lookup.message).toMatch(/^There is more than one place called "(Richmond|Springfield)"/)
      for (const choice of lookup.ok ? [] : lookup.choices)
        expect(gazetteer.find(choice.name), choice.name).toEqual({
          ok: true,
          place: {
            name: choice.name,
            label: choice.label,
            latitude: choice.latitude,
            longitude: choice.longitude,
          },
        })
    }
  })

  it('says plainly when it cannot find a place, without guessing from a short name', () => {
    for (const text of ['xyzzy', '0001', 'Qwertyuiop NSW', 'ab']) {
      expect(gazetteer.find(text), text).toEqual({
        ok: false,
        message: `We could not find a suburb or postcode called "${text}". Check the spelling, or try the postcode.`,
        choices: [],
      })
    }
    expect(choicesOf(gazetteer.find('North')).length).toBeGreaterThan(1)
  })

  it("knows every visible office's suburb and postcode", async () => {
    const { locations } = await storedDocuments()
    const shown = locations.filter((location) => location.visible)
    expect(shown.length).toBeGreaterThan(0)
    for (const location of shown) {
      expect(gazetteer.find(`${location.suburb} ${location.postcode}`).ok, location.suburb).toBe(true)
      expect(gazetteer.find(location.postcode).ok, location.postcode).toBe(true)
    }
  })
})

describe('a gazetteer', () => {
  const small = new Gazetteer(
    [
      'Hawthorn\tVIC\t-37.82\t145.04\t3122',
      'Hawthorn East\tVIC\t-37.83\t145.05\t3123',
      'Richmond\tNSW\t-33.6\t150.75\t2753',
      'Richmond\tVIC\t-37.82\t145.0\t3121',
    ].join('\n'),
    ['2753\t-33.6\t150.75', '3121\t-37.82\t145.0'].join('\n'),
  )

  it('prefers the exact name to a longer one, and narrows a shared name by state or postcode', () => {
    expect(small.find('Hawthorn')).toMatchObject({
      ok: true,
      place: { name: 'Hawthorn', label: 'Hawthorn VIC' },
    })
    expect(small.find('Richmond vic')).toMatchObject({
      ok: true,
      place: { name: 'Richmond VIC', latitude: -37.82 },
    })
    expect(small.find('Richmond 2753')).toMatchObject({
      ok: true,
      place: { name: 'Richmond NSW', latitude: -33.6 },
    })
    expect(small.find('3121')).toMatchObject({
      ok: true,
      place: { name: '3121', label: 'postcode 3121', latitude: -37.82 },
    })
  })
})
