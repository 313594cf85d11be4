import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { BUILDING_IMAGE_HEIGHT, BUILDING_IMAGE_WIDTH, PORTRAIT_SIZE, renderBuildingImage, renderPortrait } from './images'
import { buildBrochurePdf } from './pdf'
import { buildingSceneSvg } from './scene/render'

describe('generated images', () => {
  it('renders a building scene as a decodable 1600x1000 JPEG', async () => {
    const buffer = await renderBuildingImage({ seed: 7, kind: 'distribution' })
    const metadata = await sharp(buffer).metadata()
    expect(metadata.format).toBe('jpeg')
    expect([metadata.width, metadata.height]).toEqual([BUILDING_IMAGE_WIDTH, BUILDING_IMAGE_HEIGHT])
    expect(BUILDING_IMAGE_WIDTH / BUILDING_IMAGE_HEIGHT).toBe(1.6)
  })

  it('draws the same picture for the same seed and a different one for another seed', () => {
    expect(buildingSceneSvg({ seed: 3 })).toBe(buildingSceneSvg({ seed: 3 }))
    expect(buildingSceneSvg({ seed: 3 })).not.toBe(buildingSceneSvg({ seed: 4 }))
  })

  it('renders a square portrait placeholder', async () => {
    const metadata = await sharp(await renderPortrait({ name: 'Sofia Navarro', seed: 1 })).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', PORTRAIT_SIZE, PORTRAIT_SIZE])
  })
})

describe('brochure PDF', () => {
  const pdf = buildBrochurePdf({
    title: '42 Cushing',
    subtitle: 'Irvine, CA 92618 | R&D for sale',
    facts: [['Building size', '46,500 SF'], ['Clear height', "24'"]],
    description: 'Premier Irvine Spectrum R&D building (with clean rooms) offered for sale.',
    features: ['ISO Class 7 clean rooms', '-10°F freezer'],
    footer: 'Information deemed reliable but not guaranteed.',
  })
  const source = pdf.toString('latin1')

  it('is framed as a PDF file', () => {
    expect(source.startsWith('%PDF-')).toBe(true)
    expect(source.endsWith('%%EOF')).toBe(true)
  })

  it('points startxref at the cross-reference table and lists each object at its byte offset', () => {
    const xrefOffset = Number(source.match(/startxref\n(\d+)/)?.[1])
    expect(source.slice(xrefOffset, xrefOffset + 4)).toBe('xref')
    const offsets = [...source.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets).toHaveLength(7)
    offsets.forEach((offset, index) => expect(source.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
  })

  it('writes the address and escapes parentheses in the text', () => {
    expect(source).toContain('(42 Cushing) Tj')
    expect(source).toContain('\\(with clean rooms\\)')
    expect([...source].every((char) => char.charCodeAt(0) < 128)).toBe(true)
  })
})
