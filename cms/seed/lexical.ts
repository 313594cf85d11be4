/**
 * Builders for the JSON that Payload's Lexical editor stores, so seed content can be written as
 * `root(h2('Title'), paragraph('Text with **bold** words'), bulletList(['One', 'Two']))`.
 * The shapes match what `exportJSON()` of lexical 0.x (paragraph, heading, quote, list, listitem, text)
 * produces and what the admin editor reads back.
 */

/** Lexical's text format bit flags (lexical/src/LexicalConstants.ts). */
const IS_BOLD = 1
const IS_ITALIC = 1 << 1

export type LexicalTextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}

type ElementBase = {
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
}

export type LexicalParagraphNode = ElementBase & {
  type: 'paragraph'
  textFormat: number
  textStyle: ''
  children: LexicalTextNode[]
}

export type LexicalHeadingNode = ElementBase & {
  type: 'heading'
  tag: 'h2' | 'h3'
  children: LexicalTextNode[]
}

export type LexicalQuoteNode = ElementBase & { type: 'quote'; children: LexicalTextNode[] }

export type LexicalListItemNode = ElementBase & { type: 'listitem'; value: number; children: LexicalTextNode[] }

export type LexicalListNode = ElementBase & {
  type: 'list'
  listType: 'bullet' | 'number'
  tag: 'ul' | 'ol'
  start: 1
  children: LexicalListItemNode[]
}

export type LexicalBlockNode = LexicalParagraphNode | LexicalHeadingNode | LexicalQuoteNode | LexicalListNode

/** A whole editor state, as stored in a `richText` field. */
export type LexicalDocument = {
  root: ElementBase & { type: 'root'; children: LexicalBlockNode[] }
}

/** Inline content: a string (with optional `**bold**` and `_italic_` runs) or prepared text nodes. */
export type Inline = string | LexicalTextNode[]

const element = (): ElementBase => ({ direction: 'ltr', format: '', indent: 0, version: 1 })

/** One run of text; `bold` / `italic` set the matching format bits. */
export function text(value: string, { bold = false, italic = false } = {}): LexicalTextNode {
  const format = (bold ? IS_BOLD : 0) | (italic ? IS_ITALIC : 0)
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

/** A bold run of text. */
export const bold = (value: string): LexicalTextNode => text(value, { bold: true })

/**
 * Splits `Plain **bold** and _italic_ words` into text nodes. Markers must be balanced; an unmatched
 * marker is kept as literal text.
 */
export function inline(content: Inline): LexicalTextNode[] {
  if (typeof content !== 'string') return content
  const nodes: LexicalTextNode[] = []
  const pattern = /\*\*(.+?)\*\*|(?<![A-Za-z0-9])_(.+?)_(?![A-Za-z0-9])/g
  let last = 0
  for (const match of content.matchAll(pattern)) {
    const start = match.index ?? 0
    if (start > last) nodes.push(text(content.slice(last, start)))
    nodes.push(match[1] !== undefined ? bold(match[1]) : text(match[2], { italic: true }))
    last = start + match[0].length
  }
  if (last < content.length) nodes.push(text(content.slice(last)))
  return nodes
}

export function paragraph(content: Inline): LexicalParagraphNode {
  const children = inline(content)
  return { ...element(), type: 'paragraph', textFormat: children[0]?.format ?? 0, textStyle: '', children }
}

export function heading(tag: 'h2' | 'h3', content: Inline): LexicalHeadingNode {
  return { ...element(), type: 'heading', tag, children: inline(content) }
}

export const h2 = (content: Inline): LexicalHeadingNode => heading('h2', content)
export const h3 = (content: Inline): LexicalHeadingNode => heading('h3', content)

export function quote(content: Inline): LexicalQuoteNode {
  return { ...element(), type: 'quote', children: inline(content) }
}

function list(listType: 'bullet' | 'number', items: Inline[]): LexicalListNode {
  return {
    ...element(),
    type: 'list',
    listType,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    start: 1,
    children: items.map((item, index) => ({
      ...element(),
      type: 'listitem',
      value: index + 1,
      children: inline(item),
    })),
  }
}

export const bulletList = (items: Inline[]): LexicalListNode => list('bullet', items)
export const numberedList = (items: Inline[]): LexicalListNode => list('number', items)

/** The editor state holding the given blocks. */
export function root(...children: LexicalBlockNode[]): LexicalDocument {
  return { root: { ...element(), type: 'root', children } }
}

/** Plain text of a document, e.g. to check that seeded copy is substantial. */
export function plainText(document: LexicalDocument): string {
  return document.root.children
    .map((block) =>
      block.type === 'list'
        ? block.children.map((item) => item.children.map((node) => node.text).join('')).join('\n')
        : block.children.map((node) => node.text).join(''),
    )
    .join('\n\n')
}
