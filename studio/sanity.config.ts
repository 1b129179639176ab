import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { presentation } from './presentation'
import { schemaTypes, singletonTypes } from './schemaTypes'

const singletonNames = new Set(singletonTypes.map((type) => type.name))

export default defineConfig({
  name: 'default',
  title: 'Altogether better care',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  plugins: [
    structureTool({
      structure: (S) =>
        S.list()
          .title('Content')
          .items([
            ...singletonTypes.map((type) =>
              S.listItem()
                .title(type.title ?? type.name)
                .id(type.name)
                .child(S.document().schemaType(type.name).documentId(type.name)),
            ),
            S.divider(),
            ...S.documentTypeListItems().filter((item) => !singletonNames.has(item.getId() ?? '')),
          ]),
    }),
    presentation,
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonNames.has(schemaType)),
  },
})
