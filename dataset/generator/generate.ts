import { buildArticles } from './articles'
import { buildImages } from './assets/images'
import { buildPdfs } from './assets/pdfs'
import { buildBookings } from './bookings'
import { buildCampaigns } from './campaigns'
import { buildOpenRoles } from './careers'
import type { Context } from './context'
import { finalize } from './documents'
import { buildDrafts } from './drafts'
import { addEditorsChecks } from './listing-checks'
import { buildListingPages } from './listingPages'
import { buildLocations } from './locations'
import { buildPages } from './pages'
import { buildPolicies, policyPdfContents } from './policies'
import { buildRedirects } from './redirects'
import { buildServices } from './services'
import { buildServicesSettings } from './servicesSettings'
import { buildSettings } from './settings'
import { buildTaxonomy } from './taxonomy'
import type { Dataset } from './types'

export type Size = 'bundled' | 'large'

/** Builds every document and asset file. Same input, same bytes: nothing here reads the clock or Math.random. */
export async function generateDataset(size: Size): Promise<Dataset> {
  const images = await buildImages()
  const pdfs = await buildPdfs(policyPdfContents)
  const locations = buildLocations(size, images.library)
  const services = buildServices(size, locations.visible, images.library)
  const context: Context = { images: images.library, files: pdfs, services: services.services }

  const published = [
    ...images.documents,
    ...pdfs.documents,
    ...buildTaxonomy(images.library),
    ...locations.documents,
    ...services.documents,
    ...buildArticles(images.library),
    ...buildCampaigns(context),
    ...buildOpenRoles(),
    ...buildPolicies(pdfs),
    ...buildPages(context),
    ...buildBookings(context),
    ...buildRedirects(size, context, locations.visible),
    buildSettings(context),
    buildServicesSettings(context),
    ...buildListingPages(context),
  ]
  addEditorsChecks(published)
  const documents = [...published, ...buildDrafts(published, images.library)]
    .map(finalize)
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
  return { documents, assetFiles: [...images.files, ...pdfs.files] }
}
