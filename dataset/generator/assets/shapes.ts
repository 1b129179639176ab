/** Flat SVG shapes the illustrations are composed from. No text, so rendering never depends on installed fonts. */

export type Palette = {
  background: string
  ground: string
  primary: string
  secondary: string
  accent: string
  skin: string[]
}

const round = (value: number) => Math.round(value * 10) / 10

export const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="${radius}" fill="${fill}"/>`

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"/>`

export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`

/** A person: a round head over a rounded body, standing with feet at (x, y). */
export function person(x: number, y: number, height: number, body: string, skin: string, hair: string) {
  const head = height * 0.17
  const bodyWidth = height * 0.36
  const bodyTop = y - height * 0.66
  return [
    rect(x - bodyWidth / 2, bodyTop, bodyWidth, height * 0.66, body, bodyWidth * 0.45),
    circle(x, bodyTop - head * 0.9, head, skin),
    path(
      `M${round(x - head)} ${round(bodyTop - head)} a${round(head)} ${round(head)} 0 0 1 ${round(head * 2)} 0 z`,
      hair,
    ),
  ].join('')
}

export function tree(x: number, y: number, height: number, leaves: string, trunk: string) {
  return [
    rect(x - height * 0.05, y - height * 0.45, height * 0.1, height * 0.45, trunk, 2),
    circle(x, y - height * 0.62, height * 0.3, leaves),
    circle(x - height * 0.15, y - height * 0.5, height * 0.2, leaves),
  ].join('')
}

export function hills(width: number, height: number, horizon: number, fill: string, phase: number) {
  const crest = horizon - height * 0.08
  return path(
    `M0 ${round(horizon)} Q ${round(width * (0.25 + phase))} ${round(crest)} ${round(width * 0.5)} ${round(horizon)} T ${width} ${round(horizon)} V ${height} H 0 Z`,
    fill,
  )
}

export function house(x: number, y: number, size: number, wall: string, roof: string, window: string) {
  const half = size / 2
  return [
    path(
      `M${round(x - half - size * 0.08)} ${round(y - size * 0.7)} L${round(x)} ${round(y - size * 1.15)} L${round(x + half + size * 0.08)} ${round(y - size * 0.7)} Z`,
      roof,
    ),
    rect(x - half, y - size * 0.72, size, size * 0.72, wall),
    rect(x - size * 0.32, y - size * 0.55, size * 0.22, size * 0.2, window, 3),
    rect(x + size * 0.1, y - size * 0.55, size * 0.22, size * 0.2, window, 3),
    rect(x - size * 0.1, y - size * 0.32, size * 0.2, size * 0.32, roof, 3),
  ].join('')
}

export function building(
  x: number,
  y: number,
  width: number,
  height: number,
  wall: string,
  window: string,
  awning: string,
) {
  const windows: string[] = []
  const columns = Math.max(2, Math.round(width / 90))
  const rows = Math.max(1, Math.round((height - 120) / 90))
  const gap = width / columns
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      windows.push(rect(x + column * gap + gap * 0.2, y - height + 30 + row * 90, gap * 0.6, 55, window, 4))
    }
  }
  return [
    rect(x, y - height, width, height, wall, 6),
    ...windows,
    rect(x - 10, y - 110, width + 20, 22, awning, 6),
    rect(x + width / 2 - 35, y - 88, 70, 88, awning, 4),
  ].join('')
}

export function speechBubble(x: number, y: number, width: number, height: number, fill: string, tailLeft: boolean) {
  const tailX = tailLeft ? x + width * 0.2 : x + width * 0.8
  return (
    rect(x, y, width, height, fill, height * 0.35) +
    path(
      `M${round(tailX - 14)} ${round(y + height - 2)} L${round(tailX)} ${round(y + height + 26)} L${round(tailX + 14)} ${round(y + height - 2)} Z`,
      fill,
    )
  )
}

export function heart(cx: number, cy: number, size: number, fill: string) {
  const s = size / 2
  return path(
    `M${round(cx)} ${round(cy + s)} C ${round(cx - s * 2)} ${round(cy - s * 0.2)} ${round(cx - s * 0.9)} ${round(cy - s * 1.6)} ${round(cx)} ${round(cy - s * 0.6)} C ${round(cx + s * 0.9)} ${round(cy - s * 1.6)} ${round(cx + s * 2)} ${round(cy - s * 0.2)} ${round(cx)} ${round(cy + s)} Z`,
    fill,
  )
}

export function leaf(cx: number, cy: number, size: number, fill: string, tilt: number) {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(size * 0.3)}" ry="${round(size * 0.6)}" fill="${fill}" transform="rotate(${tilt} ${round(cx)} ${round(cy)})"/>`
}

export function mapPin(cx: number, cy: number, size: number, fill: string, centre: string) {
  return (
    path(
      `M${round(cx)} ${round(cy + size)} C ${round(cx - size * 0.9)} ${round(cy)} ${round(cx - size * 0.7)} ${round(cy - size * 0.9)} ${round(cx)} ${round(cy - size * 0.9)} C ${round(cx + size * 0.7)} ${round(cy - size * 0.9)} ${round(cx + size * 0.9)} ${round(cy)} ${round(cx)} ${round(cy + size)} Z`,
      fill,
    ) + circle(cx, cy - size * 0.3, size * 0.28, centre)
  )
}

export function handset(cx: number, cy: number, size: number, fill: string) {
  return path(
    `M${round(cx - size * 0.5)} ${round(cy - size * 0.55)} q ${round(size * 0.15)} ${round(-size * 0.15)} ${round(size * 0.3)} 0 l ${round(size * 0.12)} ${round(size * 0.25)} q ${round(size * 0.03)} ${round(size * 0.1)} ${round(-size * 0.08)} ${round(size * 0.18)} q ${round(size * 0.12)} ${round(size * 0.3)} ${round(size * 0.42)} ${round(size * 0.42)} q ${round(size * 0.08)} ${round(-size * 0.1)} ${round(size * 0.18)} ${round(-size * 0.08)} l ${round(size * 0.25)} ${round(size * 0.12)} q ${round(size * 0.15)} ${round(size * 0.15)} 0 ${round(size * 0.3)} q ${round(-size * 0.5)} ${round(size * 0.4)} ${round(-size * 1.1)} ${round(-size * 0.3)} q ${round(-size * 0.5)} ${round(-size * 0.6)} ${round(-size * 0.05)} ${round(-size * 0.79)} z`,
    fill,
  )
}

export const svgDocument = (width: number, height: number, background: string, content: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${rect(0, 0, width, height, background)}${content.join('')}</svg>`
