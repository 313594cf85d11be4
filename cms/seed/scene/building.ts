import type { Random } from './random'
import { r1, shade } from './random'
import type { Frame } from './sky'

/** The kinds of building a picture can show; each listing type maps to one. */
export type SceneKind = 'distribution' | 'warehouse' | 'manufacturing' | 'cold' | 'flex' | 'rnd' | 'yard'

export const SCENE_KINDS: readonly SceneKind[] = ['distribution', 'warehouse', 'manufacturing', 'cold', 'flex', 'rnd', 'yard']

type Range = [number, number]
type Spec = { width: Range; height: Range; docks: Range; grades: Range; office: Range }

const SPECS: Record<SceneKind, Spec> = {
  distribution: { width: [980, 1160], height: [175, 215], docks: [9, 15], grades: [1, 2], office: [0.13, 0.19] },
  warehouse: { width: [760, 960], height: [140, 180], docks: [4, 8], grades: [1, 2], office: [0.18, 0.26] },
  manufacturing: { width: [780, 1000], height: [135, 165], docks: [3, 6], grades: [2, 3], office: [0.2, 0.3] },
  cold: { width: [820, 1040], height: [180, 210], docks: [6, 10], grades: [0, 1], office: [0.12, 0.18] },
  flex: { width: [820, 1040], height: [100, 122], docks: [0, 0], grades: [0, 0], office: [0, 0] },
  rnd: { width: [720, 920], height: [125, 150], docks: [1, 2], grades: [1, 1], office: [0.5, 0.65] },
  yard: { width: [300, 400], height: [95, 120], docks: [0, 0], grades: [2, 3], office: [0.25, 0.35] },
}

const WALLS = ['#e9e4da', '#dcdcd6', '#ece8df', '#d6d2c8', '#e3e6e8', '#efe9dd', '#d9dcd5']
const ACCENTS = ['#1f3b5c', '#27646b', '#3a3f47', '#a45a3c', '#2c5d8f', '#5f7352', '#7a2e35']
const DOORS = ['#f2f2ee', '#c9ced3', '#8f9aa5', '#3b4a5a', '#dad6cc']

export type Opening = { x: number; width: number }

export type Building = {
  kind: SceneKind
  x: number
  width: number
  height: number
  top: number
  depth: number
  rise: number
  wall: string
  accent: string
  door: string
  office: Opening & { side: 'left' | 'right' }
  docks: Opening[]
  grades: Opening[]
}

const DOCK_WIDTH = 44
const GRADE_WIDTH = 58

export function planBuilding(random: Random, frame: Frame, kind: SceneKind): Building {
  const spec = SPECS[kind]
  const width = random.range(...spec.width)
  const height = random.range(...spec.height)
  const depth = random.range(90, 170)
  const minX = kind === 'yard' ? 80 : 60
  const x = random.range(minX, Math.max(minX, frame.width - width - depth - 60))
  const side: 'left' | 'right' = random.chance(0.6) ? 'left' : 'right'
  const officeWidth = width * random.range(...spec.office)
  const office = { x: side === 'left' ? x : x + width - officeWidth, width: officeWidth, side }
  const workStart = side === 'left' ? x + officeWidth + 30 : x + 30
  const workEnd = side === 'left' ? x + width - 30 : x + width - officeWidth - 30
  const gradeCount = random.int(...spec.grades)
  const grades = Array.from({ length: gradeCount }, (_, i) => ({
    x: side === 'left' ? workEnd - (i + 1) * (GRADE_WIDTH + 24) : workStart + i * (GRADE_WIDTH + 24),
    width: GRADE_WIDTH,
  }))
  const dockStart = side === 'left' ? workStart : workStart + gradeCount * (GRADE_WIDTH + 24)
  const dockEnd = side === 'left' ? workEnd - gradeCount * (GRADE_WIDTH + 24) : workEnd
  const wanted = random.int(...spec.docks)
  const fits = Math.floor((dockEnd - dockStart) / (DOCK_WIDTH + 18))
  const dockCount = Math.max(0, Math.min(wanted, fits))
  const pitch = dockCount > 0 ? (dockEnd - dockStart) / dockCount : 0
  const docks = Array.from({ length: dockCount }, (_, i) => ({
    x: dockStart + i * pitch + (pitch - DOCK_WIDTH) / 2,
    width: DOCK_WIDTH,
  }))
  return {
    kind,
    x,
    width,
    height,
    top: frame.base - height,
    depth,
    rise: depth * 0.3,
    wall: kind === 'cold' ? random.pick(['#eef0f0', '#e6ebee', '#f1efe9']) : random.pick(WALLS),
    accent: random.pick(ACCENTS),
    door: random.pick(DOORS),
    office,
    docks,
    grades,
  }
}

/** The tinted-glass gradient shared by every window. */
export const BUILDING_DEFS =
  `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#27445f"/>` +
  `<stop offset="0.55" stop-color="#6f95b3"/><stop offset="1" stop-color="#34536f"/></linearGradient>`

const rect = (x: number, y: number, w: number, h: number, attrs: string) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" ${attrs}/>`

/** A roll-up door: a panel in the door colour with its horizontal slats drawn as one path. */
function rollUpDoor(b: Building, x: number, y: number, w: number, h: number, attrs = ''): string {
  let slats = ''
  for (let sy = y + 6; sy < y + h - 1; sy += 6) slats += `M${r1(x)},${r1(sy)}h${r1(w)}`
  return rect(x, y, w, h, `fill="${b.door}" ${attrs}`) + `<path d="${slats}" stroke="#000" stroke-opacity="0.18" stroke-width="1"/>`
}

/** Glass storefront or office glazing with mullions. */
function glazing(x: number, y: number, w: number, h: number, pane = 34): string {
  const parts = [rect(x, y, w, h, 'fill="url(#glass)"')]
  for (let mx = x + pane; mx < x + w - 4; mx += pane) parts.push(rect(mx, y, 3, h, 'fill="#1d2a36" opacity="0.7"'))
  parts.push(rect(x, y, w, h, 'fill="none" stroke="#1d2a36" stroke-width="3"'))
  return parts.join('')
}

/** Side wall, tilt-up panels, parapet, accent band, office glazing, doors and rooftop equipment. */
export function buildingLayer(random: Random, frame: Frame, b: Building): string {
  const { x, width: w, top, base } = { ...b, base: frame.base }
  const right = x + w
  const parts: string[] = []
  parts.push(
    `<polygon points="${r1(right)},${r1(top)} ${r1(right + b.depth)},${r1(top - b.rise)} ${r1(right + b.depth)},${r1(base - b.rise)} ${r1(right)},${r1(base)}" fill="${shade(b.wall, -0.2)}"/>`,
  )
  if (b.kind === 'manufacturing' || b.kind === 'cold') {
    for (let i = 0; i < random.int(2, 4); i++) {
      const ux = x + random.range(0.1, 0.85) * w
      parts.push(rect(ux, top - 18, random.range(40, 70), 18, `fill="${shade(b.wall, -0.3)}"`))
    }
    if (b.kind === 'manufacturing') parts.push(rect(x + w * random.range(0.5, 0.9), top - 60, 10, 60, 'fill="#8b8f94"'))
  }
  parts.push(rect(x, top, w, frame.base - top, `fill="${b.wall}"`))
  if (b.kind === 'cold') {
    for (let y = top + 18; y < base; y += 16) parts.push(rect(x, y, w, 1.5, 'fill="#000" opacity="0.08"'))
  } else {
    const panel = random.range(58, 86)
    for (let px = x + panel; px < right - 4; px += panel) parts.push(rect(px, top + 10, 2, base - top - 10, 'fill="#000" opacity="0.14"'))
  }
  parts.push(rect(x - 4, top - 4, w + 8, 10, `fill="${shade(b.wall, -0.12)}"`))
  parts.push(rect(x, top + random.range(18, 30), w, random.range(8, 14), `fill="${b.accent}"`))
  if (b.office.width > 0) parts.push(officeBlock(b, top, base))
  if (b.kind === 'flex') parts.push(flexUnits(random, b, base))
  if (b.kind !== 'cold' && b.kind !== 'flex') {
    const start = b.office.side === 'left' ? b.office.x + b.office.width + 40 : x + 40
    const end = b.office.side === 'left' ? right - 40 : b.office.x - 40
    for (let cx = start; cx < end - 26; cx += 72) parts.push(rect(cx, top + 52, 26, 12, 'fill="url(#glass)" opacity="0.85"'))
  }
  for (const dock of b.docks) parts.push(dockDoor(b, dock, base))
  for (const grade of b.grades) {
    parts.push(rect(grade.x - 3, base - 95, grade.width + 6, 95, 'fill="#2b2f35"'))
    parts.push(rollUpDoor(b, grade.x, base - 92, grade.width, 92))
  }
  return parts.join('')
}

function officeBlock(b: Building, top: number, base: number): string {
  const { x, width } = b.office
  const parts = [rect(x - 4, top - 22, width + 8, 26, `fill="${shade(b.wall, -0.06)}"`)]
  const inset = Math.min(16, width * 0.08)
  const storyHeight = (base - top - 60) / 2
  parts.push(glazing(x + inset, top + 48, width - inset * 2, storyHeight - 8))
  parts.push(glazing(x + inset, top + 48 + storyHeight + 6, width - inset * 2, storyHeight - 2))
  const entry = b.office.side === 'left' ? x + inset + 10 : x + width - inset - 100
  parts.push(rect(entry - 10, top + 40 + storyHeight, 110, 8, `fill="${b.accent}"`))
  return parts.join('')
}

function flexUnits(random: Random, b: Building, base: number): string {
  const units = random.int(4, 6)
  const unit = b.width / units
  const parts: string[] = []
  for (let i = 0; i < units; i++) {
    const ux = b.x + i * unit
    parts.push(glazing(ux + unit * 0.08, base - b.height * 0.6, unit * 0.38, b.height * 0.6, 26))
    parts.push(rect(ux + unit * 0.05, base - b.height * 0.66, unit * 0.44, 6, `fill="${b.accent}"`))
    parts.push(rollUpDoor(b, ux + unit * 0.58, base - 84, unit * 0.3, 84, 'stroke="#2b2f35" stroke-width="3"'))
  }
  return parts.join('')
}

function dockDoor(b: Building, dock: Opening, base: number): string {
  const doorTop = base - 30 - 62
  const seal = b.kind === 'cold' ? rect(dock.x - 6, doorTop - 6, dock.width + 12, 68, 'fill="#24272c"') : ''
  return [
    seal,
    rect(dock.x - 2, doorTop - 2, dock.width + 4, 66, 'fill="#2b2f35"'),
    rollUpDoor(b, dock.x, doorTop, dock.width, 62),
    rect(dock.x + 2, base - 30, 7, 12, 'fill="#141414"'),
    rect(dock.x + dock.width - 9, base - 30, 7, 12, 'fill="#141414"'),
    rect(dock.x + dock.width / 2 - 3, doorTop - 12, 6, 5, 'fill="#f3d27a"'),
  ].join('')
}
