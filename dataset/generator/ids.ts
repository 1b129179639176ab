/** Readable, stable document ids. Every module builds ids through these, so a reference never needs the target built first. */
export const ids = {
  service: (n: number) => `service-${String(n).padStart(4, '0')}`,
  location: (n: number) => `location-${String(n).padStart(4, '0')}`,
  category: (slug: string) => `category-${slug}`,
  support: (slug: string) => `support-${slug}`,
  audience: (slug: string) => `audience-${slug}`,
  expertise: (slug: string) => `expertise-${slug}`,
  article: (slug: string) => `article-${slug}`,
  articleCategory: (slug: string) => `articleCategory-${slug}`,
  campaign: (slug: string) => `campaign-${slug}`,
  openRole: (slug: string) => `openRole-${slug}`,
  policy: (slug: string) => `policy-${slug}`,
  page: (slug: string) => `page-${slug}`,
  booking: (slug: string) => `booking-${slug}`,
  redirect: (n: number) => `redirect-${String(n).padStart(4, '0')}`,
  draft: (id: string) => `drafts.${id}`,
} as const

export const singletonIds = {
  settings: 'settings',
  servicesSettings: 'servicesSettings',
  home: 'home',
  locationsSettings: 'locationsSettings',
  servicesFilter: 'servicesFilter',
  articlesSettings: 'articlesSettings',
  careersSettings: 'careersSettings',
  searchSettings: 'searchSettings',
} as const
