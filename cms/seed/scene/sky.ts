import type { Random } from './random'
import { mix, r1 } from './random'

/** Canvas size and the two lines every layer is placed against. */
export type Frame = { width: number; height: number; horizon: number; base: number }

export type Sky = {
  name: string
  top: string
  bottom: string
  sun: string | null
  hill: string
  /** Colour laid thinly over the finished picture so everything shares the light. */
  tint: string
  tintOpacity: number
}

const SKIES: Sky[] = [
  { name: 'clear', top: '#2f6fb8', bottom: '#cfe3f4', sun: '#fff7dc', hill: '#7f909c', tint: '#ffffff', tintOpacity: 0 },
  { name: 'golden', top: '#4a68a0', bottom: '#f6c58b', sun: '#ffe0a3', hill: '#94807c', tint: '#f3a65a', tintOpacity: 0.1 },
  { name: 'haze', top: '#7fa2ca', bottom: '#edf0e8', sun: '#ffffff', hill: '#a2aeb4', tint: '#f4f1e6', tintOpacity: 0.06 },
  { name: 'dusk', top: '#23345e', bottom: '#e99467', sun: '#ffcf9e', hill: '#545266', tint: '#4b3f66', tintOpacity: 0.16 },
  { name: 'marine', top: '#8d9cab', bottom: '#dde3e8', sun: null, hill: '#939fa8', tint: '#c9d2da', tintOpacity: 0.08 },
  { name: 'santa-ana', top: '#1f63b5', bottom: '#a9d0f0', sun: '#fffbe8', hill: '#6f7f69', tint: '#ffffff', tintOpacity: 0 },
]

export const pickSky = (random: Random): Sky => random.pick(SKIES)

/** Gradient sky, sun with a soft glow, a few clouds. */
export function skyLayer(random: Random, frame: Frame, sky: Sky): { defs: string; body: string } {
  const defs = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="${sky.sun ?? '#ffffff'}" stop-opacity="0.95"/>`,
    `<stop offset="0.18" stop-color="${sky.sun ?? '#ffffff'}" stop-opacity="0.55"/>`,
    `<stop offset="1" stop-color="${sky.sun ?? '#ffffff'}" stop-opacity="0"/></radialGradient>`,
  ].join('')
  const parts = [`<rect width="${frame.width}" height="${frame.horizon + 40}" fill="url(#sky)"/>`]
  if (sky.sun) {
    const x = random.range(frame.width * 0.1, frame.width * 0.9)
    const y = random.range(frame.horizon * 0.18, frame.horizon * 0.7)
    parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="260" fill="url(#sun)"/>`)
    parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="34" fill="${sky.sun}" opacity="0.9"/>`)
  }
  const clouds = sky.name === 'marine' ? random.int(5, 8) : random.int(1, 4)
  for (let i = 0; i < clouds; i++) parts.push(cloud(random, frame, sky))
  return { defs, body: parts.join('') }
}

function cloud(random: Random, frame: Frame, sky: Sky): string {
  const x = random.range(-100, frame.width)
  const y = random.range(40, frame.horizon * 0.55)
  const scale = random.range(0.6, 1.5)
  const color = mix('#ffffff', sky.bottom, sky.name === 'dusk' ? 0.5 : 0.12)
  const puffs: string[] = []
  const count = random.int(3, 6)
  for (let i = 0; i < count; i++) {
    const cx = x + i * 55 * scale + random.range(-15, 15)
    const cy = y + random.range(-18, 10) * scale
    puffs.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(random.range(50, 90) * scale)}" ry="${r1(random.range(18, 34) * scale)}"/>`)
  }
  return `<g fill="${color}" opacity="${r1(random.range(0.45, 0.85))}">${puffs.join('')}</g>`
}

/** A smooth ridge line from left to right, closed down to `floor`. */
function ridge(random: Random, frame: Frame, { top, amplitude, floor }: { top: number; amplitude: number; floor: number }) {
  const phases = [random.range(0, 6.28), random.range(0, 6.28), random.range(0, 6.28)]
  const periods = [random.range(500, 900), random.range(180, 320), random.range(70, 120)]
  const height = (x: number) =>
    top +
    amplitude *
      (0.55 * Math.sin(x / periods[0] + phases[0]) +
        0.3 * Math.sin(x / periods[1] + phases[1]) +
        0.15 * Math.sin(x / periods[2] + phases[2]))
  const points: string[] = []
  for (let x = 0; x <= frame.width; x += 40) points.push(`${x},${r1(height(x))}`)
  return `M0,${floor} L${points.join(' L')} L${frame.width},${floor} Z`
}

/** Two ridges of foothills (the Santa Ana Mountains read as a blue-grey band) and a line of distant roofs. */
export function hillsLayer(random: Random, frame: Frame, sky: Sky): string {
  const far = mix(sky.hill, sky.bottom, 0.45)
  const near = mix(sky.hill, sky.bottom, 0.15)
  const floor = frame.horizon + 30
  const parts = [
    `<path d="${ridge(random, frame, { top: frame.horizon - 120, amplitude: 70, floor })}" fill="${far}"/>`,
    `<path d="${ridge(random, frame, { top: frame.horizon - 45, amplitude: 35, floor })}" fill="${near}"/>`,
  ]
  // Low, flat roofs of neighbouring industrial buildings along the horizon.
  let x = random.range(-80, 0)
  const roof = mix('#c9c6bd', sky.bottom, 0.35)
  while (x < frame.width) {
    const w = random.range(120, 320)
    const h = random.range(14, 38)
    parts.push(`<rect x="${r1(x)}" y="${r1(frame.horizon - h + 20)}" width="${r1(w)}" height="${r1(h)}" fill="${roof}"/>`)
    x += w + random.range(20, 140)
  }
  return parts.join('')
}
