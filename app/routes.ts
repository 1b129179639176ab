import { index, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * The site's map, in the order of SPEC section 2. Each route module stays thin:
 * loader → content query → view. Legacy paths are redirected by the root middleware
 * (app/redirects) before any of these run.
 */
export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx'),
  route('articles', 'routes/articles.tsx'),
  route('articles/:slug', 'routes/article.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/filter', 'routes/services-filter.tsx'),
  route('services/:slug', 'routes/service.tsx'),
  route('services/support/:slug', 'routes/service-group.tsx', { id: 'services-by-support' }),
  route('services/audience/:slug', 'routes/service-group.tsx', { id: 'services-by-audience' }),
  route('services/category/:slug', 'routes/service-group.tsx', { id: 'services-by-category' }),
  route('services/expertise/:slug', 'routes/service-group.tsx', { id: 'services-by-expertise' }),
  route('locations', 'routes/locations.tsx'),
  route('locations/:slug', 'routes/location.tsx'),
  route('campaigns/:slug', 'routes/campaign.tsx'),
  route('work-with-us/careers/open-roles', 'routes/open-roles.tsx'),
  route('work-with-us/careers/open-roles/:slug', 'routes/open-role.tsx'),
  route('policies-and-statements/:slug', 'routes/policy.tsx'),
  // Open Referral HSDS 3.1 read API (app/hsds): JSON for other directories.
  route('api/hsds', 'routes/api/hsds/index.ts'),
  route('api/hsds/services', 'routes/api/hsds/services.ts'),
  route('api/hsds/services/:id', 'routes/api/hsds/service.ts'),
  route('api/hsds/service_at_locations', 'routes/api/hsds/service-at-locations.ts'),
  route('api/hsds/service_at_locations/:id', 'routes/api/hsds/service-at-location.ts'),
  route('api/hsds/locations/:id', 'routes/api/hsds/location.ts'),
  route('api/hsds/organizations', 'routes/api/hsds/organizations.ts'),
  route('api/hsds/organizations/:id', 'routes/api/hsds/organization.ts'),
  route('api/hsds/taxonomies', 'routes/api/hsds/taxonomies.ts'),
  route('api/hsds/taxonomies/:id', 'routes/api/hsds/taxonomy.ts'),
  route('api/hsds/taxonomy_terms', 'routes/api/hsds/taxonomy-terms.ts'),
  route('api/hsds/taxonomy_terms/:id', 'routes/api/hsds/taxonomy-term.ts'),
  // The main navigation's menus, fetched by the header (app/shell/use-menus.ts).
  route('api/menus', 'routes/api/menus.ts'),
  // The search box's suggestions as a visitor types (app/search).
  route('api/search/suggestions', 'routes/api/search-suggestions.ts'),
  // Draft preview (app/preview): the Studio's preview link turns it on, the banner's 'exit preview' off.
  // The draft proxy answers at PREVIEW_PROXY_PATH, from the root middleware (app/preview/middleware.server.ts).
  route('api/preview/enable', 'routes/api/preview/enable.ts'),
  route('api/preview/disable', 'routes/api/preview/disable.ts'),
  // Any other /api/ address: a JSON 404 (app/lib/api-problem.server.ts), not the page-not-found page.
  route('api/*', 'routes/api/not-found.ts'),
  // Booking requests (app/bookings): the form, then the confirmation with the reference.
  route('booking/:slug', 'routes/booking.tsx'),
  route('booking/:slug/confirmation/:reference', 'routes/booking-confirmation.tsx'),
  // 'Tell us something is wrong' about a service or location page (app/problem-reports): the form, then the thank-you.
  route('report/:listing/:slug', 'routes/report.tsx'),
  route('report/:listing/:slug/sent/:reference', 'routes/report-sent.tsx'),
  // 'Exit this page' without JavaScript (app/shell/safe-exit): clears the site's cache and storage, then the exit site.
  route('exit', 'routes/exit.ts'),
  // The visitor's saved services and locations (app/shortlist): kept on the device, or in the address without JavaScript.
  route('saved', 'routes/saved.tsx'),
  // For search engines (app/discover): where the pages are, and what to leave alone.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:part', 'routes/sitemap-part.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('404', 'routes/page-not-found.tsx'),
  // Any remaining path: a content page (nested up to three levels), or page-not-found.
  route('*', 'routes/content-page.tsx'),
] satisfies RouteConfig
