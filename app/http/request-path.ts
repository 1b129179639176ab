/**
 * The path and query the visitor asked for. React Router's client navigations fetch "<path>.data"
 * ("/_root.data" for "/") with a "_routes" parameter; neither belongs in messages or redirects.
 */
export function visitorPath(request: Request): string {
  const { pathname } = new URL(request.url)
  if (pathname === '/_root.data') return '/'
  return pathname.replace(/\.data$/, '')
}

export function visitorSearch(request: Request): string {
  const search = new URL(request.url).searchParams
  search.delete('_routes')
  const text = search.toString()
  return text ? `?${text}` : ''
}
