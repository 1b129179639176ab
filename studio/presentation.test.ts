import type { Config, PluginOptions, Tool } from 'sanity'
import type { DocumentLocationResolverObject, PresentationPluginOptions } from 'sanity/presentation'
import { afterEach, describe, expect, it, vi } from 'vitest'

const PREVIEW_URL = 'https://preview.example.org'

/** studio/sanity.config.ts as the Sanity CLI loads it, with SANITY_STUDIO_PREVIEW_URL as given. */
async function studioConfig(previewUrl: string | undefined): Promise<Config> {
  vi.resetModules()
  vi.stubEnv('SANITY_STUDIO_PREVIEW_URL', previewUrl)
  return (await import('./sanity.config')).default
}

/** The Presentation tool of a configuration, with the options it was made with. */
function presentationTool(config: Config): Tool<PresentationPluginOptions> | undefined {
  const plugins = (config as { plugins?: PluginOptions[] }).plugins ?? []
  const tools = plugins.flatMap((plugin) => (Array.isArray(plugin.tools) ? plugin.tools : []))
  return tools.find((tool) => tool.name === 'presentation') as Tool<PresentationPluginOptions> | undefined
}

afterEach(() => {
  vi.unstubAllEnvs()
})

/** Issue 34 point 1: the Studio's configuration has the Presentation tool, pointed at the site, finding documents on it. */
describe('the Studio configuration', () => {
  it('has the Presentation tool showing the site at SANITY_STUDIO_PREVIEW_URL, turning preview on through the site’s routes', async () => {
    const tool = presentationTool(await studioConfig(PREVIEW_URL))
    expect(tool?.title).toBe('Presentation')
    expect(tool?.options?.previewUrl).toEqual({
      initial: PREVIEW_URL,
      previewMode: { enable: '/api/preview/enable', disable: '/api/preview/disable' },
    })
    expect(tool?.options?.allowOrigins).toEqual([PREVIEW_URL])
  })

  it('shows a local site when SANITY_STUDIO_PREVIEW_URL is not set', async () => {
    const tool = presentationTool(await studioConfig(undefined))
    expect(tool?.options?.previewUrl).toMatchObject({ initial: 'http://localhost:3000' })
  })

  it('finds services and locations on the site by their synced slug and title', async () => {
    const locations = presentationTool(await studioConfig(PREVIEW_URL))?.options?.resolve?.locations as Record<
      string,
      DocumentLocationResolverObject
    >
    for (const type of ['service', 'location'] as const) {
      const resolver = locations[type]
      expect(resolver?.select, type).toMatchObject({ title: 'sync.title', slug: 'sync.slug.current' })
      expect(resolver?.resolve({ title: 'Day programs', slug: 'day-programs' }), type).toEqual({
        locations: [{ title: 'Day programs', href: `/${type}s/day-programs` }],
      })
    }
    expect(Object.keys(locations)).toEqual(
      expect.arrayContaining(['article', 'page', 'home', 'category', 'support', 'audience', 'expertise']),
    )
  })
})
