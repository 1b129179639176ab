import type { ReactNode } from 'react'
import { href, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { PageViewsWhenConfigured } from './analytics/PageViewsWhenConfigured'
import { thirdPartyScripts } from './analytics/third-party.server'
import { env } from './config/env.server'
import { VisualEditingInPreview } from './content/visual-editing/VisualEditingInPreview'
import { loadQuery } from './content/load.server'
import { settingsQuery } from './content/queries/site'
import { PreferencesScript } from './preferences/PreferencesScript'
import { apiErrorsAsProblems } from './http/api-errors.server'
import { answerDraftProxy, keepPreviewPrivate } from './preview/middleware.server'
import { PreviewBanner } from './preview/PreviewBanner'
import { isPreviewRequest } from '~/content/perspective/preview.server'
import { rejectMalformedAddress } from './http/malformed-address.server'
import { redirectLegacyPaths } from './redirects/middleware.server'
import { notFoundSearchWords } from './redirects/not-found-words'
import { useNonce } from './security/nonce'
import { errorView } from './shell/error-view'
import { AfterHydration } from './shell/AfterHydration'
import { HydrationSignal } from './shell/HydrationSignal'
import { LoadingBar } from './shell/LoadingBar'
import { PageChangeAnnouncer } from './shell/page-change/PageChangeAnnouncer'
import { loadNewDeploymentOnNavigation } from './shell/new-deployment'
import { PrintHeader } from './shell/PrintHeader'
import { QuickLinks } from './shell/QuickLinks'
import { SafeExit } from './shell/safe-exit/SafeExit'
import { SafeExitScript } from './shell/safe-exit/SafeExitScript'
import { ScrollToHash } from './shell/ScrollToHash'
import { SiteFooter } from './shell/SiteFooter'
import { SiteHeader } from './shell/SiteHeader'
import { UnhandledErrorListener } from './shell/UnhandledErrorListener'
import { useReadablePath } from './shell/use-readable-path'
import { useSiteSettings, type SiteSettings } from '~/content/site-settings'
import { seoDefaults } from './shell/seo'
import { SITE_ICON_PNGS, SITE_ICON_SVG } from './shell/site-icons'
import { PRODUCT } from '~/lib/titles/page-title'
import siteStyles from './styles/site.css?url'
import { todayInSiteTimeZone } from './ui/dates'
import { StructuredData } from './structured-data/StructuredData'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: siteStyles },
  { rel: 'icon', href: SITE_ICON_SVG, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: SITE_ICON_PNGS.appleTouchIcon.path },
]

export const middleware: Route.MiddlewareFunction[] = [
  apiErrorsAsProblems,
  rejectMalformedAddress,
  keepPreviewPrivate,
  answerDraftProxy,
  redirectLegacyPaths,
]

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadNewDeploymentOnNavigation]

export async function loader({ request }: Route.LoaderArgs) {
  const [settings, preview] = await Promise.all([loadQuery(request, settingsQuery), isPreviewRequest(request)])
  // Absolute URLs start with SITE_URL, never the request's Host header (a visitor could set it).
  const seo = seoDefaults(settings?.seo, env().SITE_URL)
  // Visual editing: the overlays load only in preview, with a Studio to open fields in.
  const visualEditing = preview && Boolean(env().SANITY_STUDIO_URL)
  // Editors reading drafts are not visitors: their pages are not counted.
  const thirdParty = preview ? null : thirdPartyScripts(env())
  // The print header's day, worked out here so that hydrating it formats no date (PrintHeader).
  const today = todayInSiteTimeZone()
  if (!settings) return { settings, seo, preview, visualEditing, thirdParty, today }
  // The site's SEO fields became the defaults above; the shell itself never reads them.
  // Typed as the shell reads it (useSiteSettings), so the two cannot drift apart.
  const { seo: _siteSeo, ...rest } = settings
  const shell: SiteSettings = rest
  return { settings: shell, seo, preview, visualEditing, thirdParty, today }
}

/** The element after the page's visible content that the first paint waits for. */
const END_OF_PAGE = 'end-of-page'

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PreferencesScript />
        <SafeExitScript />
        {/*
          The first paint waits until the page has been parsed to its end: a phone paints half-parsed
          HTML, and a row of fields or a header whose last controls arrive a frame later moves
          (docs/decisions/0011-one-site-stylesheet.md).
        */}
        <link rel="expect" href={`#${END_OF_PAGE}`} blocking="render" />
        <Meta />
        <StructuredData />
        <Links />
      </head>
      <body>
        {children}
        {/* One live region for page changes, outside the shell so it outlives an error page swap. */}
        <PageChangeAnnouncer />
        <HydrationSignal />
        <span id={END_OF_PAGE} hidden />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function Shell({ children, notFound = false }: { children: ReactNode; notFound?: boolean }) {
  const settings = useSiteSettings()
  const root = useRouteLoaderData<typeof loader>('root')
  const preview = root?.preview === true
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {preview ? <PreviewBanner /> : null}
      <SafeExit />
      <LoadingBar />
      <ScrollToHash />
      <PrintHeader siteToday={root?.today} />
      <SiteHeader settings={settings} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <QuickLinks settings={settings} />
      <SiteFooter settings={settings} />
      <PageViewsWhenConfigured scripts={root?.thirdParty} notFound={notFound} />
    </>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <UnhandledErrorListener />
      <AfterHydration perspective={loaderData.preview ? 'drafts' : 'published'} />
      <VisualEditingInPreview enabled={loaderData.visualEditing} />
      <Shell>
        <Outlet />
      </Shell>
    </>
  )
}

/**
 * SPEC 8: the error page, in the full shell (header with 'Exit this page', navigation, phone number,
 * footer) whatever went wrong, including a failed client navigation (the shell falls back to the
 * settings this browser last loaded, then to built-in essentials). Texts from app/shell/error-view.ts.
 */
export function ErrorBoundary() {
  const pathname = useReadablePath()
  const view = errorView(useRouteError(), pathname)
  return (
    <Shell notFound={view.kind === 'not-found'}>
      <title>{view.title}</title>
      <div className="container page error-page">
        <h1>{view.message}</h1>
        {view.kind === 'not-found' ? (
          <>
            <p>We could not find the page you asked for. It may have moved, or the address may have a typo.</p>
            <form
              role="search"
              aria-label="Search for a page"
              action={href('/search')}
              method="get"
              autoComplete="off"
              className="error-page__search"
            >
              <label htmlFor="not-found-search">Search for what you need</label>
              <div className="error-page__search-row">
                <input
                  id="not-found-search"
                  name="q"
                  type="search"
                  autoComplete="off"
                  defaultValue={notFoundSearchWords(pathname)}
                />
                <button type="submit" className="button">
                  Search
                </button>
              </div>
            </form>
          </>
        ) : view.kind === 'correctable' ? (
          <p>{view.detail}</p>
        ) : (
          <p>Something went wrong on our side. Please try again in a moment.</p>
        )}
        <p>
          <a href={href('/')}>Go to the {PRODUCT} home page</a>
        </p>
      </div>
    </Shell>
  )
}
