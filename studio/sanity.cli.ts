import { defineCliConfig } from 'sanity/cli'

/**
 * Plugins @vitejs/plugin-react adds only for Vite built on Rolldown. The plugin is the repository's,
 * and finds the site's Vite 8 (Rolldown) while the Sanity CLI runs its own Vite 7, so it adds them;
 * under Vite 7 the refresh wrapper fails every page of `sanity dev` ('Missing field moduleType').
 * Vite 7 transforms the Studio's TypeScript itself.
 */
const ROLLDOWN_ONLY_PLUGINS = new Set([
  'vite:react:refresh-wrapper',
  'vite:react:config-post',
  'vite:react-refresh-fbm',
])

interface NamedPlugin {
  name?: string
}

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  vite: (config) => ({
    ...config,
    // Vite's plugin lists nest; @vitejs/plugin-react's is one level down.
    plugins: ((config.plugins ?? []) as unknown[])
      .flat(3)
      .filter(
        (plugin) => !ROLLDOWN_ONLY_PLUGINS.has((plugin as NamedPlugin | null)?.name ?? ''),
      ) as typeof config.plugins,
  }),
  typegen: {
    path: '../app/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../app/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
