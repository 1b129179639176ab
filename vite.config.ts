import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { buildManifest } from './scripts/vite/build-manifest.ts'
import { checkClientLayers, FORM_KIT, FRAMEWORK, SHARED, SHELL } from './scripts/vite/client-layers.ts'
import { inlineScript } from './scripts/vite/inline-script.ts'
import { precompress } from './scripts/vite/precompress.ts'
import { serverEntry } from './scripts/vite/server-entry.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // A shared file's own name lists the routes that use it: a hundred characters, in every page's HTML many times over.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'shell', test: SHELL, priority: 1 },
                { name: 'form-kit', test: FORM_KIT, priority: 0.5 },
                { name: 'shared', test: SHARED, minShareCount: 2, entriesAware: true },
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
    checkClientLayers(),
    inlineScript(),
    precompress(),
    // Images are made in child processes that run this file (app/content/media/router.server.ts).
    serverEntry('image-transformer.js', './app/content/media/transformer-process.server.ts'),
  ],
})
