import type { Building } from './building'
import type { Random } from './random'
import { mix, r1, shade } from './random'
import type { Frame, Sky } from './sky'

const rect = (x: number, y: number, w: number, h: number, attrs: string) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" ${attrs}/>`

const CARS = ['#f4f4f2', '#1e2227', '#9aa3ab', '#5a6e8a', '#7a1f24', '#d8d2c4', '#2f4f3f', '#41464d']
const CONTAINERS = ['#b5462f', '#2f5d8a', '#4f7d4a', '#c98a2b', '#6b6f76', '#8a3b3b', '#2d6e73']
const TRUCK_CABS = ['#f4f4f2', '#b3261e', '#1f3b5c', '#2a2d31', '#e0a82e', '#5f7352']

/** Open ground behind the building and the paved truck court / yard in front of it. */
export function groundLayer(random: Random, frame: Frame, sky: Sky, b: Building): string {
  const field = mix(random.pick(['#b3ab88', '#9fa47f', '#b9b197']), sky.bottom, 0.25)
  const paving = b.kind === 'yard' ? random.pick(['#b4a78c', '#a89c82']) : random.pick(['#55595e', '#5d6065', '#4d5156'])
  return [
    rect(0, frame.horizon + 15, frame.width, frame.base - frame.horizon, `fill="${field}"`),
    rect(0, frame.base - 4, frame.width, 120, `fill="${paving}"`),
    rect(0, frame.base - 4, frame.width, 4, 'fill="#000" opacity="0.12"'),
  ].join('')
}

/** Stripes, trailers at the docks, parked cars, containers, landscaping, the street and passing trucks. */
export function siteLayer(random: Random, frame: Frame, b: Building): string {
  const parts: string[] = []
  const court = frame.base + 112
  for (const dock of b.docks) {
    const cx = dock.x + dock.width / 2
    const lean = (cx - frame.width / 2) * 0.2
    parts.push(`<line x1="${r1(dock.x - 6)}" y1="${frame.base + 4}" x2="${r1(dock.x - 6 + lean)}" y2="${court - 6}" stroke="#f1efe6" stroke-width="3" opacity="0.55"/>`)
  }
  b.docks.forEach((dock, i) => {
    if (random.chance(b.kind === 'distribution' || b.kind === 'cold' ? 0.55 : 0.35)) parts.push(dockTrailer(random, frame, dock.x, i, b.kind === 'cold'))
  })
  if (b.kind === 'yard') parts.push(yard(random, frame, b))
  else if (b.office.width > 0 || b.kind === 'flex') parts.push(parkingLot(random, frame, b))
  parts.push(rect(0, court, frame.width, 44, `fill="${random.pick(['#6f8f4e', '#7a9354', '#66864c'])}"`))
  for (let x = random.range(-20, 20); x < frame.width; x += random.range(26, 60)) {
    parts.push(`<ellipse cx="${r1(x)}" cy="${r1(court + 16)}" rx="${r1(random.range(16, 30))}" ry="${r1(random.range(9, 15))}" fill="${random.pick(['#557a3c', '#4a6e36', '#6b8f45'])}"/>`)
  }
  const trees = random.int(2, 6)
  for (let i = 0; i < trees; i++) {
    const x = random.range(20, frame.width - 20)
    parts.push(random.chance(0.45) ? palm(random, x, court + 24) : tree(random, x, court + 24))
  }
  parts.push(rect(0, court + 44, frame.width, 16, 'fill="#d3cec3"'))
  parts.push(rect(0, court + 60, frame.width, 5, 'fill="#b9b3a6"'))
  parts.push(rect(0, court + 65, frame.width, frame.height - court - 65, 'fill="#46494e"'))
  const laneY = (court + 65 + frame.height) / 2
  for (let x = -20; x < frame.width; x += 90) parts.push(rect(x, laneY, 50, 5, 'fill="#e9e4cf" opacity="0.8"'))
  if (random.chance(0.55)) parts.push(truck(random, random.range(b.x - 200, b.x + b.width - 300), laneY - 14, random.chance(0.5)))
  return parts.join('')
}

function dockTrailer(random: Random, frame: Frame, x: number, index: number, isReefer: boolean): string {
  const fx = x - 8 + (x - frame.width / 2) * 0.08
  const top = frame.base - 40 - (index % 2) * 2
  const body = random.pick(['#f2f2ef', '#e4e6e8', '#d9dcdf', '#f0ede4'])
  const parts = [
    `<polygon points="${r1(fx + 60)},${r1(top + 10)} ${r1(x + 44)},${r1(frame.base - 92)} ${r1(x + 44)},${r1(frame.base - 30)} ${r1(fx + 60)},${r1(top + 96)}" fill="${shade(body, -0.25)}"/>`,
    rect(fx, top + 10, 60, 86, `fill="${body}" stroke="#9aa0a6" stroke-width="1.5"`),
    rect(fx + 6, top + 96, 10, 14, 'fill="#1b1c1e"'),
    rect(fx + 44, top + 96, 10, 14, 'fill="#1b1c1e"'),
  ]
  if (isReefer) parts.push(rect(fx + 12, top + 18, 36, 30, 'fill="#c9ccd0" stroke="#7d8288" stroke-width="1.5"'))
  return parts.join('')
}

function parkingLot(random: Random, frame: Frame, b: Building): string {
  const start = b.kind === 'flex' ? b.x : b.office.x - 20
  const end = b.kind === 'flex' ? b.x + b.width : b.office.x + b.office.width + 20
  const parts: string[] = []
  for (let x = start; x <= end; x += 52) {
    parts.push(`<line x1="${r1(x)}" y1="${frame.base + 40}" x2="${r1(x - 14)}" y2="${frame.base + 100}" stroke="#f1efe6" stroke-width="3" opacity="0.7"/>`)
    if (x + 52 <= end && random.chance(0.6)) {
      const color = random.pick(CARS)
      const cy = frame.base + 56
      parts.push(`<rect x="${r1(x + 6)}" y="${cy}" width="38" height="30" rx="7" fill="${color}"/>`)
      parts.push(rect(x + 11, cy + 4, 28, 9, 'fill="#25323e" opacity="0.85"'))
      parts.push(rect(x + 8, cy + 20, 6, 4, 'fill="#c23b2d"') + rect(x + 36, cy + 20, 6, 4, 'fill="#c23b2d"'))
    }
  }
  return parts.join('')
}

/** Outdoor storage: stacked containers and a chain-link fence along the frontage. */
function yard(random: Random, frame: Frame, b: Building): string {
  const parts: string[] = []
  const from = b.x + b.width + b.depth + 30
  const rows = [frame.base - 20, frame.base + 36]
  for (const y of rows) {
    for (let x = from; x < frame.width - 140; x += random.range(158, 190)) {
      const stack = random.int(1, 2)
      for (let level = 0; level < stack; level++) {
        const color = random.pick(CONTAINERS)
        const cy = y - level * 50
        parts.push(rect(x, cy, 150, 48, `fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="2"`))
        for (let rx = x + 10; rx < x + 148; rx += 10) parts.push(rect(rx, cy + 3, 2, 42, 'fill="#000" opacity="0.15"'))
      }
    }
  }
  parts.push(rect(0, frame.base + 98, frame.width, 3, 'fill="#8c9096"'))
  for (let x = 10; x < frame.width; x += 80) parts.push(rect(x, frame.base + 58, 4, 54, 'fill="#8c9096"'))
  parts.push(rect(0, frame.base + 58, frame.width, 54, 'fill="url(#mesh)" opacity="0.55"'))
  return parts.join('')
}

function tree(random: Random, x: number, ground: number): string {
  const height = random.range(90, 150)
  const green = random.pick(['#3f6b35', '#4d7a3a', '#5b7f3c', '#37603a'])
  const crowns = Array.from({ length: 4 }, () =>
    `<circle cx="${r1(x + random.range(-28, 28))}" cy="${r1(ground - height + random.range(-14, 24))}" r="${r1(random.range(26, 42))}" fill="${shade(green, random.range(-0.15, 0.12))}"/>`,
  )
  return rect(x - 5, ground - height + 20, 10, height - 20, 'fill="#5a4636"') + crowns.join('')
}

function palm(random: Random, x: number, ground: number): string {
  const height = random.range(190, 280)
  const lean = random.range(-30, 30)
  const topX = x + lean
  const topY = ground - height
  const parts = [
    `<path d="M${r1(x)},${r1(ground)} Q${r1(x + lean * 0.2)},${r1(ground - height / 2)} ${r1(topX)},${r1(topY)}" stroke="#7b6752" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  ]
  const fronds = random.int(7, 10)
  for (let i = 0; i < fronds; i++) {
    const angle = (Math.PI * 2 * i) / fronds + random.range(-0.2, 0.2)
    const length = random.range(55, 85)
    const endX = topX + Math.cos(angle) * length
    const endY = topY + Math.abs(Math.sin(angle)) * length * 0.5 + 18
    const ctrlX = topX + Math.cos(angle) * length * 0.5
    const ctrlY = topY - 22
    parts.push(`<path d="M${r1(topX)},${r1(topY)} Q${r1(ctrlX)},${r1(ctrlY)} ${r1(endX)},${r1(endY)}" stroke="${random.pick(['#3d6b34', '#4a7a3b', '#56833f'])}" stroke-width="7" fill="none" stroke-linecap="round"/>`)
  }
  return parts.join('')
}

/** A tractor-trailer in side view; `facingLeft` mirrors it. */
function truck(random: Random, x: number, bottom: number, facingLeft: boolean): string {
  const body = random.pick(['#f4f4f1', '#e6e7e9', '#dcdfe2'])
  const cab = random.pick(TRUCK_CABS)
  const stripe = random.pick(['#1f3b5c', '#b3261e', '#27646b', '#c98a2b'])
  const y = bottom - 118
  const parts = [
    rect(x, y, 380, 100, `fill="${body}" stroke="#8d9297" stroke-width="2"`),
    rect(x, y + 62, 380, 10, `fill="${stripe}"`),
    `<path d="M${x + 388},${bottom - 18} L${x + 388},${y + 34} L${x + 450},${y + 30} L${x + 496},${y + 62} L${x + 500},${bottom - 18} Z" fill="${cab}" stroke="${shade(cab, -0.3)}" stroke-width="2"/>`,
    `<path d="M${x + 452},${y + 38} L${x + 488},${y + 64} L${x + 452},${y + 64} Z" fill="#26323d"/>`,
    rect(x + 370, bottom - 30, 130, 12, 'fill="#2d3034"'),
  ]
  for (const wx of [x + 40, x + 80, x + 300, x + 336, x + 470]) parts.push(`<circle cx="${wx}" cy="${bottom - 14}" r="16" fill="#1c1d1f"/><circle cx="${wx}" cy="${bottom - 14}" r="6" fill="#9aa0a6"/>`)
  const group = parts.join('')
  return facingLeft ? `<g transform="translate(${r1(2 * x + 500)},0) scale(-1,1)">${group}</g>` : group
}
