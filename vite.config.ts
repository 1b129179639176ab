import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { buildManifest } from './scripts/vite/build-manifest.ts'
import { inlineScript } from './scripts/vite/inline-script.ts'
import { precompress } from './scripts/vite/precompress.ts'
import { serverEntry } from './scripts/vite/server-entry.ts'

/**
 * The client's code comes in layers: the framework and the shell (header, footer, links, images, icons,
 * the search box: what root.tsx draws on every page), each one file that every page loads; the modules
 * some pages share (SHARED); and the route's own modules. The bundler would otherwise split the shared
 * modules into a dozen files of a few hundred bytes, each a request and each compressed on its own
 * (about 5 KB more gzipped).
 * A module the shell stops using, or a new one it starts using, belongs in or out of SHELL; one it loads
 * only after hydration (AfterHydration.tsx, the menus' panels) stays out, or it would be in the shell file anyway.
 */
const SHELL =
  /[\\/]app[\\/](shell[\\/](?!MenuPanel\.|RoutePreloads\.|route-preloads\.)|ui[\\/](icons|icon-names|CmsLink|phone|dates|SanityImage)\.|content[\\/](links|images|site-settings)\.|lib[\\/](hydration[\\/]use-is-hydrated|titles[\\/]page-title|addresses[\\/]site-url)\.|trust[\\/]InterpreterLine\.|preferences[\\/](PreferencesScript|AccessibilitySettingsMenu)\.|search[\\/](SearchCombobox|search-request|suggestions|result-types)\.|security[\\/](nonce|TrustedInlineScript)\.)/
/**
 * The app's modules that two or more routes use, in files by which routes use them, a set of routes
 * whose modules come to less than SHARED_MERGE_BELOW bytes joining the nearest other. The finder, which
 * loaded 19 files, loads 14 (and 0.5 KB less): on a phone over HTTP/1.1, six at a time, that was a round
 * trip more before the page could be used, and Lighthouse's first paint 1.48-1.55 s, now 1.40-1.42 s.
 * A page may load a few hundred bytes it does not run; none loads a file it does not import.
 */
const SHARED = /[\\/]app[\\/]/
const SHARED_MERGE_BELOW = 2048
/** React, React DOM and React Router. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // A shared file's own name lists the routes that use it: a hundred characters, in every page's HTML many times over.
            chunkFileNames: (chunk) => (chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'shell', test: SHELL, priority: 1 },
                { name: 'shared', test: SHARED, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: SHARED_MERGE_BELOW },
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
    },
  },
  plugins: [
    reactRouter(),
    buildManifest(),
    inlineScript(),
    precompress(),
    // Images are made in child processes that run this file (app/content/media/router.server.ts).
    serverEntry('image-transformer.js', './app/content/media/transformer-process.server.ts'),
  ],
})
