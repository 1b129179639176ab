import { data } from 'react-router'
import { visitorPath } from './request-path'

/** SPEC 8: a route matched but its content was not found. */
export function pageNotFound(request: Request) {
  return data(`Page Not Found: ${visitorPath(request)}`, { status: 404 })
}

/** SPEC 8: no route (and no content page) matches the path. */
export function noRouteMatches(request: Request) {
  return data(`Page not found: ${visitorPath(request)}`, { status: 404 })
}

/** A query string a person typed or edited is wrong: say what is wrong in plain words. */
export function badRequest(message: string) {
  return data(message, { status: 400 })
}
