import type { Building, SceneKind } from './building'
import { SCENE_KINDS, BUILDING_DEFS, buildingLayer, planBuilding } from './building'
import { createRandom } from './random'
import { groundLayer, siteLayer } from './site'
import type { Frame } from './sky'
import { hillsLayer, pickSky, skyLayer } from './sky'

/** Which part of the scene the picture shows: the whole property, or a closer look at one side. */
export type SceneView = 'wide' | 'docks' | 'entrance' | 'context'

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

export const SCENE_WIDTH = 1600
export const SCENE_HEIGHT = 1000

/**
 * SVG markup of a stylised industrial property: sky, foothills, a tilt-up building with dock doors,
 * truck court, landscaping and street. The same `seed` always gives the same picture; `kind` picks the
 * building type (otherwise the seed does).
 */
export function buildingSceneSvg({
  seed,
  kind,
  view = 'wide',
}: {
  seed: number
  kind?: SceneKind
  view?: SceneView
}): string {
  const random = createRandom(seed)
  const frame: Frame = { width: SCENE_WIDTH, height: SCENE_HEIGHT, horizon: random.range(520, 580), base: 690 }
  const sky = pickSky(random)
  const building = planBuilding(random, frame, kind ?? random.pick(SCENE_KINDS))
  const sky$ = skyLayer(random, frame, sky)
  const defs = [
    sky$.defs,
    BUILDING_DEFS,
    `<pattern id="mesh" width="10" height="10" patternUnits="userSpaceOnUse">`,
    `<path d="M0,0 L10,10 M10,0 L0,10" stroke="#9ea3a8" stroke-width="1"/></pattern>`,
  ].join('')
  const body = [
    sky$.body,
    hillsLayer(random, frame, sky),
    groundLayer(random, frame, sky, building),
    buildingLayer(random, frame, building),
    siteLayer(random, frame, building),
    sky.tintOpacity > 0
      ? `<rect width="${frame.width}" height="${frame.height}" fill="${sky.tint}" opacity="${sky.tintOpacity}"/>`
      : '',
  ].join('')
  const { span, center } = framing(frame, building, view)
  const viewX = clamp(center - span / 2, 0, frame.width - span)
  const viewHeight = (span * frame.height) / frame.width
  const viewY = clamp(frame.base - viewHeight * 0.62, 0, frame.height - viewHeight)
  const viewBox = [viewX, viewY, span, viewHeight].map((n) => Math.round(n)).join(' ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`
}

/** Horizontal extent and centre of the visible window for a view of the building. */
function framing(frame: Frame, building: Building, view: SceneView): { span: number; center: number } {
  const footprint = building.width + building.depth
  if (view === 'context') return { span: frame.width, center: frame.width / 2 }
  if (view === 'docks' && building.docks.length + building.grades.length > 0) {
    const openings = [...building.docks, ...building.grades]
    const left = Math.min(...openings.map((o) => o.x))
    const right = Math.max(...openings.map((o) => o.x + o.width))
    return { span: Math.max(720, Math.min(900, right - left + 160)), center: (left + right) / 2 }
  }
  if (view === 'entrance' || view === 'docks') {
    const office = building.office.width > 0 ? building.office : { x: building.x, width: building.width / 3 }
    return { span: 720, center: office.x + office.width / 2 }
  }
  // Wide: a big building fills the picture, a small one is seen closer up.
  if (building.kind === 'yard') return { span: 1500, center: frame.width / 2 }
  return { span: Math.min(frame.width, Math.max(960, footprint + 180)), center: building.x + footprint / 2 }
}
