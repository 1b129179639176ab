import type { Random } from '../random'
import {
  building,
  circle,
  handset,
  heart,
  hills,
  house,
  leaf,
  mapPin,
  path,
  person,
  type Palette,
  rect,
  speechBubble,
  svgDocument,
  tree,
} from './shapes'

export type SceneName =
  'people' | 'home' | 'heart' | 'conversation' | 'map' | 'phone' | 'park' | 'street' | 'table' | 'garden'

type SceneInput = { width: number; height: number; palette: Palette; random: Random }

const HAIR = ['#2b2118', '#5a3a22', '#c9c2b8', '#1f1a17', '#8a5a2b']

function crowd({ width, palette, random }: SceneInput, count: number, baseline: number, tallest: number) {
  const shapes: string[] = []
  for (let i = 0; i < count; i++) {
    const x = width * ((i + 1) / (count + 1)) + random.int(-20, 20)
    const personHeight = tallest * (i % 3 === 1 ? 0.62 : random.int(85, 100) / 100)
    shapes.push(
      person(
        x,
        baseline,
        personHeight,
        i % 2 === 1 ? palette.accent : palette.primary,
        random.pick(palette.skin),
        random.pick(HAIR),
      ),
    )
  }
  return shapes.join('')
}

function accents({ width, height, palette, random }: SceneInput, count: number) {
  const shapes: string[] = []
  for (let i = 0; i < count; i++) {
    shapes.push(
      leaf(
        random.int(40, width - 40),
        random.int(40, Math.round(height * 0.35)),
        random.int(30, 60),
        palette.ground,
        random.int(-50, 50),
      ),
    )
  }
  return shapes.join('')
}

const scenes: Record<SceneName, (input: SceneInput) => string[]> = {
  people: (input) => {
    const { width, height, palette } = input
    return [
      circle(width / 2, height * 0.48, width * 0.38, palette.secondary),
      rect(0, height * 0.8, width, height * 0.2, palette.ground),
      accents(input, 3),
      crowd(input, 3, height * 0.82, height * 0.55),
    ]
  },
  home: (input) => {
    const { width, height, palette } = input
    return [
      circle(width * 0.78, height * 0.22, Math.min(width, height) * 0.1, palette.accent),
      hills(width, height, height * 0.78, palette.ground, 0.05),
      house(
        width * 0.45,
        height * 0.8,
        Math.min(width, height) * 0.45,
        palette.secondary,
        palette.primary,
        palette.accent,
      ),
      tree(width * 0.82, height * 0.82, height * 0.4, palette.primary, '#6b4a2f'),
    ]
  },
  heart: (input) => {
    const { width, height, palette, random } = input
    return [
      circle(width / 2, height / 2, width * 0.4, palette.secondary),
      heart(width / 2, height * 0.45, width * 0.32, palette.primary),
      person(width * 0.2, height * 0.9, height * 0.45, palette.accent, random.pick(palette.skin), random.pick(HAIR)),
      person(width * 0.8, height * 0.9, height * 0.45, palette.ground, random.pick(palette.skin), random.pick(HAIR)),
    ]
  },
  conversation: (input) => {
    const { width, height, palette, random } = input
    return [
      speechBubble(width * 0.08, height * 0.1, width * 0.42, height * 0.2, palette.secondary, true),
      speechBubble(width * 0.5, height * 0.24, width * 0.42, height * 0.2, palette.accent, false),
      rect(0, height * 0.85, width, height * 0.15, palette.ground),
      person(width * 0.3, height * 0.88, height * 0.46, palette.primary, random.pick(palette.skin), random.pick(HAIR)),
      person(width * 0.7, height * 0.88, height * 0.44, palette.accent, random.pick(palette.skin), random.pick(HAIR)),
    ]
  },
  map: (input) => {
    const { width, height, palette } = input
    return [
      path(
        `M${width * 0.1} ${height * 0.25} L${width * 0.37} ${height * 0.15} L${width * 0.63} ${height * 0.25} L${width * 0.9} ${height * 0.15} V${height * 0.8} L${width * 0.63} ${height * 0.9} L${width * 0.37} ${height * 0.8} L${width * 0.1} ${height * 0.9} Z`,
        palette.secondary,
      ),
      path(
        `M${width * 0.37} ${height * 0.15} L${width * 0.63} ${height * 0.25} V${height * 0.9} L${width * 0.37} ${height * 0.8} Z`,
        palette.ground,
      ),
      mapPin(width * 0.52, height * 0.45, width * 0.16, palette.primary, palette.background),
    ]
  },
  phone: (input) => {
    const { width, height, palette } = input
    return [
      circle(width / 2, height / 2, width * 0.36, palette.secondary),
      handset(width * 0.5, height * 0.52, width * 0.42, palette.primary),
      speechBubble(width * 0.62, height * 0.12, width * 0.26, height * 0.13, palette.accent, true),
    ]
  },
  park: (input) => {
    const { width, height, palette, random } = input
    return [
      circle((width * random.int(15, 85)) / 100, height * 0.2, height * 0.09, palette.accent),
      hills(width, height, height * 0.6, palette.secondary, 0.1),
      hills(width, height, height * 0.72, palette.ground, -0.1),
      path(
        `M${width * 0.42} ${height} Q ${width * 0.5} ${height * 0.82} ${width * 0.62} ${height * 0.72} L ${width * 0.66} ${height * 0.72} Q ${width * 0.6} ${height * 0.85} ${width * 0.6} ${height} Z`,
        palette.background,
      ),
      tree(width * 0.12, height * 0.78, height * 0.42, palette.primary, '#6b4a2f'),
      tree(width * 0.88, height * 0.74, height * 0.36, palette.primary, '#6b4a2f'),
      crowd(input, 2, height * 0.93, height * 0.38),
    ]
  },
  street: (input) => {
    const { width, height, palette } = input
    return [
      building(
        width * 0.18,
        height * 0.82,
        width * 0.5,
        height * 0.62,
        palette.secondary,
        palette.background,
        palette.primary,
      ),
      tree(width * 0.82, height * 0.82, height * 0.45, palette.ground, '#6b4a2f'),
      rect(0, height * 0.82, width, height * 0.18, '#cfcac2'),
      person(
        width * 0.76,
        height * 0.95,
        height * 0.3,
        palette.accent,
        input.random.pick(palette.skin),
        input.random.pick(HAIR),
      ),
    ]
  },
  table: (input) => {
    const { width, height, palette } = input
    return [
      rect(width * 0.62, height * 0.12, width * 0.26, height * 0.3, palette.secondary, 8),
      crowd(input, 3, height * 0.86, height * 0.5),
      rect(width * 0.1, height * 0.66, width * 0.8, height * 0.06, palette.primary, 6),
      circle(width * 0.35, height * 0.64, height * 0.03, palette.accent),
      circle(width * 0.6, height * 0.64, height * 0.03, palette.accent),
      rect(0, height * 0.86, width, height * 0.14, palette.ground),
    ]
  },
  garden: (input) => {
    const { width, height, palette, random } = input
    const beds: string[] = []
    for (let i = 0; i < 3; i++) {
      const x = width * (0.08 + i * 0.32)
      beds.push(rect(x, height * 0.74, width * 0.24, height * 0.12, '#8a6a4a', 6))
      for (let j = 0; j < 4; j++)
        beds.push(
          leaf(x + width * (0.03 + j * 0.06), height * 0.7, height * 0.08, palette.primary, random.int(-30, 30)),
        )
    }
    return [
      rect(0, height * 0.7, width, height * 0.3, palette.ground),
      circle(width * 0.85, height * 0.16, height * 0.08, palette.accent),
      ...beds,
      crowd(input, 2, height * 0.96, height * 0.34),
    ]
  },
}

export const renderScene = (scene: SceneName, input: SceneInput) =>
  svgDocument(input.width, input.height, input.palette.background, scenes[scene](input))
