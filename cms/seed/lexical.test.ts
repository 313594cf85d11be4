import { describe, expect, it } from 'vitest'

import { bold, bulletList, h2, heading, inline, numberedList, paragraph, plainText, quote, root, text } from './lexical'

describe('lexical helpers', () => {
  it('wraps blocks in the root node the editor stores', () => {
    const doc = root(paragraph('Hello'))
    expect(doc.root).toMatchObject({ type: 'root', format: '', indent: 0, version: 1, direction: 'ltr' })
    expect(doc.root.children).toHaveLength(1)
  })

  it('builds a paragraph with a plain text node', () => {
    expect(paragraph('Vacancy rose to 5.22%.')).toEqual({
      type: 'paragraph',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      textFormat: 0,
      textStyle: '',
      children: [{ type: 'text', text: 'Vacancy rose to 5.22%.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
    })
  })

  it('turns **bold** and _italic_ runs into formatted text nodes', () => {
    const nodes = inline('Rents are **down 6%** from the _2023_ peak')
    expect(nodes.map((node) => [node.text, node.format])).toEqual([
      ['Rents are ', 0],
      ['down 6%', 1],
      [' from the ', 0],
      ['2023', 2],
      [' peak', 0],
    ])
  })

  it('keeps underscores inside words and unmatched markers as text', () => {
    expect(inline('utm_source and a lone ** marker').map((node) => node.text).join('')).toBe('utm_source and a lone ** marker')
  })

  it('takes the paragraph text format from its first text node', () => {
    expect(paragraph([bold('Bold start'), text(' then plain')]).textFormat).toBe(1)
  })

  it('builds headings with their tag', () => {
    expect(h2('Where the vacancy is')).toMatchObject({ type: 'heading', tag: 'h2', direction: 'ltr', version: 1 })
    expect(heading('h3', 'Detail').tag).toBe('h3')
  })

  it('builds bullet and numbered lists with numbered list items', () => {
    const bullets = bulletList(['One', 'Two'])
    expect(bullets).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul', start: 1 })
    expect(bullets.children.map((item) => [item.type, item.value])).toEqual([
      ['listitem', 1],
      ['listitem', 2],
    ])
    expect(numberedList(['First'])).toMatchObject({ listType: 'number', tag: 'ol' })
  })

  it('builds quotes and survives a JSON round trip unchanged', () => {
    const doc = root(h2('Title'), paragraph('Body'), quote('Said well.'), bulletList(['Point']))
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc)
    expect(plainText(doc)).toBe('Title\n\nBody\n\nSaid well.\n\nPoint')
  })
})
