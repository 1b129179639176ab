import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  // The production server bundle is the Express app (server/app.ts), which mounts React Router's
  // handler and the content-aware middleware (redirects, images) that share the content layer.
  environments: {
    ssr: {
      build: { rollupOptions: { input: './server/app.ts' } },
      // Resolve the adapter through Vite like the app, so in development both load the same react-router build.
      // The production build also bundles the icons, keeping only the few the site uses: Node would
      // otherwise load the package's one 3.7 MB CommonJS file, all 6,000 icons (about 70 MB and 0.4 s).
      resolve: { noExternal: command === 'build' ? ['@react-router/express', '@tabler/icons-react'] : ['@react-router/express'] },
    },
  },
  plugins: [reactRouter()],
}))
