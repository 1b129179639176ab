import type { ImageLibrary } from './assets/images'
import type { FileLibrary } from './assets/pdfs'
import type { ServiceInfo } from './services'

/** What the editorial documents need from the generated assets and services. */
export type Context = { images: ImageLibrary; files: FileLibrary; services: ServiceInfo[] }

/** The nth visible service of a program: editors feature real, visible services only. */
export function serviceOf(context: Context, programTitle: string, nth = 0) {
  const found = context.services.filter((service) => service.visible && service.program.title === programTitle)[nth]
  if (!found) throw new Error(`No visible service number ${nth} for ${programTitle}`)
  return found
}
