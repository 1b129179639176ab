import { PLACES, POSTCODES } from './gazetteer-data.server'
import { Gazetteer } from './places'

let gazetteer: Gazetteer | undefined

/**
 * Every Australian suburb and postcode, read from the generated module the first time it is asked
 * for (when the services index is first built, at warm-up) and kept for the life of the process.
 */
export function australianGazetteer(): Gazetteer {
  gazetteer ??= new Gazetteer(PLACES, POSTCODES)
  return gazetteer
}
