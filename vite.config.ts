import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The production server bundle is the Express app (server/app.ts), which mounts React Router's
  // handler and the content-aware middleware (redirects, images) that share the content layer.
  environments: {
    ssr: {
      build: { rollupOptions: { input: './server/app.ts' } },
      // Resolve the adapter through Vite like the app, so in development both load the same react-router build.
      resolve: { noExternal: ['@react-router/express'] },
    },
  },
  plugins: [reactRouter()],
})
