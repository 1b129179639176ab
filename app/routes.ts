import { index, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * The site's map, in the order of SPEC section 2. Each route module stays thin:
 * loader → content query → view. Legacy paths are redirected by the root middleware
 * (app/redirects) before any of these run.
 */
export default [
  index('routes/home.tsx'),
  route('articles', 'routes/articles.tsx'),
  route('articles/:slug', 'routes/article.tsx'),
  route('services/:slug', 'routes/service.tsx'),
  route('locations', 'routes/locations.tsx'),
  route('locations/:slug', 'routes/location.tsx'),
  route('campaigns/:slug', 'routes/campaign.tsx'),
  route('work-with-us/careers/open-roles', 'routes/open-roles.tsx'),
  route('work-with-us/careers/open-roles/:slug', 'routes/open-role.tsx'),
  route('policies-and-statements/:slug', 'routes/policy.tsx'),
  route('404', 'routes/page-not-found.tsx'),
  // Any remaining path: a content page (nested up to three levels), or page-not-found.
  route('*', 'routes/content-page.tsx'),
] satisfies RouteConfig
