import { index, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * The site's map, in the order of SPEC section 2. Each route module stays thin:
 * loader → content query → view.
 */
export default [
  index('routes/home.tsx'),
  // Any path no route above claims: the page-not-found error page with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
