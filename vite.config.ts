import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/** React, React DOM and React Router: what every page runs, so one file rather than five. */
const SHELL = /[\\/]app[\\/](shell[\\/](?!MenuPanel\.)|ui[\\/](icons|icon-names|CmsLink|phone|dates|SanityImage)\.|content[\\/](links|assets|asset-context)\.|preferences[\\/](use-is-hydrated|PreferencesScript|AccessibilitySettingsMenu)\.|search[\\/](SearchCombobox|search-request|suggestions|result-types)\.|security[\\/]nonce\.)/
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      // Each file a page loads costs a request and compresses on its own; the framework is one file
      // that changes only when a dependency does (about 3 KB less gzipped than the bundler's split).
      build: { rollupOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK, priority: 2 }, { name: 'shell', test: SHELL, priority: 1 }] } } } },
    },
    // The production server bundle is the Express app (server/app.ts), which mounts React Router's
    // handler and the content-aware middleware (redirects, images) that share the content layer.
    ssr: {
      build: { rollupOptions: { input: './server/app.ts' } },
      // Resolve the adapter through Vite like the app, so in development both load the same react-router build.
      resolve: { noExternal: ['@react-router/express'] },
    },
  },
  plugins: [reactRouter()],
})
