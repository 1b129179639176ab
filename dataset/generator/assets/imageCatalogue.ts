import { audiences, categories } from '../words/taxonomy'
import type { SceneName } from './scenes'
import type { Palette } from './shapes'

export type ImageSpec = {
  name: string
  width: number
  height: number
  scene: SceneName
  palette: Palette
  altText: string
}

const SKIN = ['#f1c8a5', '#d9a27c', '#a86f4c', '#7a4a2e', '#e8b896']
const BACKGROUND = '#f7f4ef'

const paletteOf = (categorySlug: string): Palette => {
  const category = categories.find((candidate) => candidate.slug === categorySlug)
  if (!category) throw new Error(`No category ${categorySlug}`)
  return {
    background: BACKGROUND,
    ground: '#b9d3a8',
    primary: category.colorPrimary,
    secondary: category.colorSecondary,
    accent: '#f2b84b',
    skin: SKIN,
  }
}

const categoryScenes: Record<string, SceneName> = {
  'aged-care': 'people',
  'disability-support': 'heart',
  'mental-health-and-wellbeing': 'conversation',
  'family-and-relationships': 'people',
  'housing-and-homelessness': 'home',
  'home-and-living-support': 'table',
  'carer-support': 'heart',
}

const audienceScenes: Record<string, { scene: SceneName; palette: string }> = {
  'older-people': { scene: 'park', palette: 'aged-care' },
  'people-with-disability': { scene: 'street', palette: 'disability-support' },
  'families-and-children': { scene: 'people', palette: 'family-and-relationships' },
  'young-people': { scene: 'conversation', palette: 'mental-health-and-wellbeing' },
  carers: { scene: 'heart', palette: 'carer-support' },
}

function lookup<T>(record: Record<string, T>, key: string): T {
  const value = record[key]
  if (value === undefined) throw new Error(`No illustration planned for ${key}`)
  return value
}

const square = (name: string, scene: SceneName, palette: string, altText: string): ImageSpec => ({
  name,
  width: 600,
  height: 600,
  scene,
  palette: paletteOf(palette),
  altText,
})
const photo = (name: string, scene: SceneName, palette: string, altText: string): ImageSpec => ({
  name,
  width: 1200,
  height: 800,
  scene,
  palette: paletteOf(palette),
  altText,
})
const smallPhoto = (name: string, scene: SceneName, palette: string, altText: string): ImageSpec => ({
  name,
  width: 800,
  height: 533,
  scene,
  palette: paletteOf(palette),
  altText,
})

const officeFronts: Array<[palette: string, altText: string]> = [
  ['aged-care', 'A single-storey office with an orange awning'],
  ['disability-support', 'A two-storey office building with a blue awning'],
  ['mental-health-and-wellbeing', 'A community building with a purple door'],
  ['family-and-relationships', 'A family centre with a green awning and a shady tree'],
  ['housing-and-homelessness', 'An office front with a red awning on a main street'],
  ['carer-support', 'A community hub with a gold awning and wide glass doors'],
]

/** About thirty calm flat pictures, reused across the dataset: illustrations, photo stand-ins and the sharing card. */
export const imageCatalogue: ImageSpec[] = [
  ...categories.map((category) =>
    square(`category-${category.slug}`, lookup(categoryScenes, category.slug), category.slug, category.illustrationAlt),
  ),
  ...audiences.map((audience) => {
    const { scene, palette } = lookup(audienceScenes, audience.slug)
    return square(`audience-${audience.slug}`, scene, palette, audience.illustrationAlt)
  }),
  square('feature-phone', 'phone', 'disability-support', 'A phone handset with a speech bubble'),
  square('feature-map', 'map', 'family-and-relationships', 'A folded map with a pin marking a place'),
  photo('photo-park-walk', 'park', 'aged-care', 'Two people out walking on a path through a park'),
  photo('photo-community-garden', 'garden', 'home-and-living-support', 'Volunteers tending raised garden beds'),
  photo(
    'photo-kitchen-table',
    'table',
    'home-and-living-support',
    'Three people talking over a cup of tea at a kitchen table',
  ),
  photo(
    'photo-community-centre',
    'street',
    'disability-support',
    'The front of a community centre with a tree beside it',
  ),
  photo(
    'photo-family-picnic',
    'park',
    'family-and-relationships',
    'A family walking together in a park on a sunny day',
  ),
  photo(
    'photo-art-group',
    'table',
    'mental-health-and-wellbeing',
    'A small group sitting around a table at an art class',
  ),
  photo('photo-home-visit', 'home', 'housing-and-homelessness', 'A small house with a tree and the afternoon sun'),
  photo('photo-carers-morning-tea', 'table', 'carer-support', 'Carers sharing morning tea around a table'),
  photo('photo-youth-hub', 'street', 'mental-health-and-wellbeing', 'The entrance of a youth hub on a quiet street'),
  photo('photo-veggie-patch', 'garden', 'aged-care', 'Two people standing beside a vegetable patch'),
  ...officeFronts.map(([palette, altText], index) =>
    smallPhoto(`office-front-${index + 1}`, 'street', palette, altText),
  ),
  {
    name: 'sharing-card',
    width: 1200,
    height: 630,
    scene: 'park',
    palette: paletteOf('disability-support'),
    altText: 'People walking together through a green park',
  },
]
