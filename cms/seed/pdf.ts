/**
 * A one-page PDF listing flyer written by hand (PDF 1.4, the 14 standard fonts, no embedded files), so
 * the seed needs no PDF library. Layout: a coloured header band with the address, a facts table, the
 * description and the features, and the broker's contact line at the foot.
 */

export type Brochure = {
  title: string
  subtitle: string
  facts: [label: string, value: string][]
  description: string
  features: string[]
  footer: string
}

const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 54

/** The standard fonts cover WinAnsi only; typographic punctuation becomes its ASCII look-alike. */
function toPdfText(value: string): string {
  const ascii = value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00b0/g, ' deg')
    .replace(/[^\x20-\x7e]/g, '')
  return ascii.replace(/[\\()]/g, (char) => `\\${char}`)
}

/** Greedy word wrap by an average Helvetica glyph width of about half the font size. */
function wrap(value: string, size: number, width: number): string[] {
  const maxChars = Math.floor(width / (size * 0.5))
  const lines: string[] = []
  let line = ''
  for (const word of value.split(/\s+/)) {
    if (line && line.length + word.length + 1 > maxChars) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function pageContent(brochure: Brochure): string {
  const ops: string[] = []
  const write = (font: 'F1' | 'F2', size: number, x: number, y: number, value: string) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${toPdfText(value)}) Tj ET`)
  // Header band.
  ops.push('0.122 0.231 0.361 rg', `0 ${PAGE_HEIGHT - 150} ${PAGE_WIDTH} 150 re f`, '1 1 1 rg')
  write('F2', 24, MARGIN, PAGE_HEIGHT - 78, brochure.title)
  write('F1', 13, MARGIN, PAGE_HEIGHT - 104, brochure.subtitle)
  ops.push('0 0 0 rg')
  let y = PAGE_HEIGHT - 190
  write('F2', 14, MARGIN, y, 'Property Facts')
  y -= 22
  for (const [label, value] of brochure.facts) {
    write('F2', 11, MARGIN, y, label)
    write('F1', 11, MARGIN + 170, y, value)
    ops.push('0.85 0.85 0.85 RG', `${MARGIN} ${y - 6} m ${PAGE_WIDTH - MARGIN} ${y - 6} l S`)
    y -= 20
  }
  y -= 16
  write('F2', 14, MARGIN, y, 'Overview')
  y -= 20
  for (const line of wrap(brochure.description, 11, PAGE_WIDTH - MARGIN * 2)) {
    write('F1', 11, MARGIN, y, line)
    y -= 15
  }
  y -= 14
  write('F2', 14, MARGIN, y, 'Features')
  y -= 20
  for (const feature of brochure.features) {
    write('F1', 11, MARGIN, y, `-  ${feature}`)
    y -= 16
  }
  ops.push('0.4 0.4 0.4 rg')
  for (const [index, line] of wrap(brochure.footer, 9, PAGE_WIDTH - MARGIN * 2).entries()) {
    write('F1', 9, MARGIN, 60 - index * 12, line)
  }
  return ops.join('\n')
}

/** The bytes of a valid single-page PDF: header, objects, cross-reference table, trailer, `%%EOF`. */
export function buildBrochurePdf(brochure: Brochure): Buffer {
  const content = pageContent(brochure)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${toPdfText(brochure.title)}) /Producer (Listing flyer) >>`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefOffset}\n%%EOF`
  return Buffer.from(pdf, 'latin1')
}
