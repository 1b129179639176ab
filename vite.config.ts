import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { buildManifest } from './scripts/vite/build-manifest.ts'
import { inlineScript } from './scripts/vite/inline-script.ts'
import { precompress } from './scripts/vite/precompress.ts'

/**
 * The client's code comes in three layers, each one file that every page loads: the framework, the
 * shell (header, footer, links, images, icons, the search box: what root.tsx draws on every page) and
 * the route's own modules. The bundler would otherwise split the shared modules into a dozen files of
 * a few hundred bytes, each a request and each compressed on its own (about 5 KB more gzipped).
 * A module the shell stops using, or a new one it starts using, belongs in or out of SHELL; one it loads
 * only after hydration (AfterHydration.tsx, the menus' panels) stays out, or it would be in the shell file anyway.
 */
const SHELL =
  /[\\/]app[\\/](shell[\\/](?!MenuPanel\.|RoutePreloads\.|route-preloads\.)|ui[\\/](icons|icon-names|CmsLink|phone|dates|SanityImage)\.|content[\\/](links|images)\.|preferences[\\/](use-is-hydrated|PreferencesScript|AccessibilitySettingsMenu)\.|search[\\/](SearchCombobox|search-request|suggestions|result-types)\.|security[\\/]nonce\.)/
/** React, React DOM and React Router. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'shell', test: SHELL, priority: 1 },
              ],
            },
          },
        },
      },
    },
    // The production server bundle is the Express app (server/app.ts), which mounts React Router's
    // handler and the Express middleware that shares the content layer (media files, booking guards).
    // Legacy redirects are React Router middleware (app/root.tsx, app/redirects/middleware.server.ts).
    ssr: {
      build: { rollupOptions: { input: './server/app.ts' } },
      // Resolve the adapter through Vite like the app, so in development both load the same react-router build.
      resolve: { noExternal: ['@react-router/express'] },
    },
  },
  plugins: [reactRouter(), buildManifest(), inlineScript(), precompress()],
})
