import { article, articleCategory, booking, campaign, openRole, page, policy, redirect } from './documents/editorial'
import { location } from './documents/location'
import { service } from './documents/service'
import { audience, category, expertise, support } from './documents/taxonomy'
import { objectTypes } from './objects'
import { sectionTypes } from './sections'
import {
  articlesSettings,
  careersSettings,
  home,
  locationsSettings,
  searchSettings,
  servicesFilter,
} from './singletons/listingPages'
import { servicesSettings } from './singletons/servicesSettings'
import { settings } from './singletons/settings'

export const singletonTypes = [
  settings,
  servicesSettings,
  home,
  locationsSettings,
  servicesFilter,
  articlesSettings,
  careersSettings,
  searchSettings,
]

export const schemaTypes = [
  ...objectTypes,
  ...sectionTypes,
  service,
  location,
  category,
  support,
  audience,
  expertise,
  article,
  articleCategory,
  campaign,
  openRole,
  policy,
  page,
  booking,
  redirect,
  ...singletonTypes,
]
