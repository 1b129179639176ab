import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  typegen: {
    path: '../app/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../app/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
