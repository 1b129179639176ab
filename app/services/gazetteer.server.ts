import { takeTurns, type Turns } from '~/lib/long-work/turns.server'
import { PLACES, POSTCODES } from './gazetteer-data.server'
import { Gazetteer } from './places'

let gazetteer: Promise<Gazetteer> | undefined

/**
 * Every Australian suburb and postcode, read from the generated module the first time it is asked
 * for (when the services index is first built, at warm-up), in turns, and kept for the life of the process.
 */
export function australianGazetteer(turns: Turns = takeTurns()): Promise<Gazetteer> {
  gazetteer ??= Gazetteer.inTurns(PLACES, POSTCODES, turns)
  return gazetteer
}
