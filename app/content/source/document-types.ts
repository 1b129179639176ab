/** The documents every page needs (site settings and the home page): content without them is no site. */
export const REQUIRED_TYPES = ['settings', 'home'] as const

/** The schema's singletons (studio/schemaTypes `singletonTypes`; a unit test keeps the two lists alike): one document each. */
export const SINGLETON_TYPES = [
  'settings',
  'servicesSettings',
  'home',
  'locationsSettings',
  'servicesFilter',
  'articlesSettings',
  'careersSettings',
  'searchSettings',
] as const
