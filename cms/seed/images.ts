/**
 * Pictures for the demo content, drawn locally: SVG built in code, rasterised by sharp. No downloads.
 * Payload makes the 400/800/1200 px WebP renditions from these originals on upload.
 */
import sharp from 'sharp'

import type { SceneKind } from './scene/building'
import { createRandom, mix } from './scene/random'
import type { SceneView } from './scene/render'
import { buildingSceneSvg } from './scene/render'

export type { SceneKind } from './scene/building'
export type { SceneView } from './scene/render'
export { SCENE_HEIGHT as BUILDING_IMAGE_HEIGHT, SCENE_WIDTH as BUILDING_IMAGE_WIDTH } from './scene/render'

export const PORTRAIT_SIZE = 800

/** A 1600x1000 JPEG of an industrial building; the same seed always gives the same picture. */
export async function renderBuildingImage(scene: { seed: number; kind?: SceneKind; view?: SceneView }): Promise<Buffer> {
  return sharp(Buffer.from(buildingSceneSvg(scene)))
    .jpeg({ quality: 82, progressive: true })
    .toBuffer()
}

const PORTRAIT_PALETTES: [string, string][] = [
  ['#1f3b5c', '#4f86b8'],
  ['#27646b', '#8cc0b5'],
  ['#5b3a5e', '#c48ba8'],
  ['#7a4a2c', '#e0a36b'],
  ['#2f4f3f', '#93b58a'],
]

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .slice(0, 2)
    .join('')

/** Escapes text for use inside SVG markup. */
const xml = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** SVG of an abstract square avatar: gradient, soft shapes and the person's initials. */
export function portraitSvg({ name, seed }: { name: string; seed: number }): string {
  const random = createRandom(seed)
  const [dark, light] = PORTRAIT_PALETTES[seed % PORTRAIT_PALETTES.length]
  const size = PORTRAIT_SIZE
  const circles = Array.from({ length: 5 }, () => {
    const r = random.range(90, 260)
    const fill = mix(light, '#ffffff', random.range(0, 0.4))
    return `<circle cx="${Math.round(random.range(0, size))}" cy="${Math.round(random.range(0, size))}" r="${Math.round(r)}" fill="${fill}" opacity="${random.range(0.08, 0.22).toFixed(2)}"/>`
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    circles.join(''),
    `<circle cx="${size / 2}" cy="${size / 2}" r="250" fill="#ffffff" opacity="0.14"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif"`,
    ` font-size="230" font-weight="700" letter-spacing="8" fill="#ffffff">${xml(initialsOf(name))}</text>`,
    `</svg>`,
  ].join('')
}

/** An 800x800 JPEG placeholder portrait for a team member. */
export async function renderPortrait({ name, seed }: { name: string; seed: number }): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg({ name, seed })))
    .jpeg({ quality: 85 })
    .toBuffer()
}
