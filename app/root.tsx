import type { ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router'
import type { Route } from './+types/root'
import { AssetConfigProvider } from './content/asset-context'
import { assetConfig, loadQuery } from './content/load.server'
import { settingsQuery } from './content/queries/site'
import { PreferencesScript } from './preferences/PreferencesScript'
import { useNonce } from './security/nonce'
import { SafeExit } from './shell/safe-exit/SafeExit'
import safeExitStyles from './shell/safe-exit/safe-exit.css?url'
import { SiteFooter } from './shell/SiteFooter'
import { SiteHeader } from './shell/SiteHeader'
import { useSiteSettings } from './shell/site-settings'
import { seoDefaults } from './shell/seo'
import { PRODUCT } from './shell/title'
import baseStyles from './styles/base.css?url'
import preferenceStyles from './styles/preferences.css?url'
import tokenStyles from './styles/tokens.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: tokenStyles },
  { rel: 'stylesheet', href: baseStyles },
  { rel: 'stylesheet', href: preferenceStyles },
  { rel: 'stylesheet', href: safeExitStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const [settings, assets] = await Promise.all([loadQuery(request, settingsQuery), assetConfig()])
  return { settings, assets, seo: seoDefaults(settings?.seo, assets, request.url) }
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PreferencesScript />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function Shell({ children }: { children: ReactNode }) {
  const settings = useSiteSettings()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SafeExit />
      <SiteHeader settings={settings} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter settings={settings} />
    </>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AssetConfigProvider value={loaderData.assets}>
      <Shell>
        <Outlet />
      </Shell>
    </AssetConfigProvider>
  )
}

/** SPEC 8: 'Page Not Found' for 404, 'Internal Server Error' for anything else; the title is the status and message. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const message = status === 404 ? 'Page Not Found' : 'Internal Server Error'
  return (
    <Shell>
      <title>{`${status} ${message}`}</title>
      <div className="container page error-page">
        <h1>{message}</h1>
        {status === 404 ? (
          <p>We could not find the page you asked for. It may have moved, or the address may have a typo.</p>
        ) : (
          <p>Something went wrong on our side. Please try again in a moment.</p>
        )}
        <p>
          <a href="/">Go to the {PRODUCT} home page</a>
        </p>
      </div>
    </Shell>
  )
}
