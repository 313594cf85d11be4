/** Average adult reading speed, in words per minute. */
export const WORDS_PER_MINUTE = 225

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

/** Nodes after which a word ends: blocks, line breaks and tabs. */
const SEPARATING_TYPES = new Set(['paragraph', 'heading', 'quote', 'list', 'listitem', 'table', 'tablerow', 'tablecell', 'linebreak', 'tab'])

function collectText(node: LexicalNode, parts: string[]): void {
  if (typeof node.text === 'string') parts.push(node.text)
  if (Array.isArray(node.children)) {
    for (const child of node.children as LexicalNode[]) collectText(child, parts)
  }
  if (typeof node.type === 'string' && SEPARATING_TYPES.has(node.type)) parts.push(' ')
}

/** The plain text of a Lexical editor state (every text node, blocks separated by spaces). */
export function lexicalPlainText(data: { root: LexicalNode } | null | undefined): string {
  if (!data?.root) return ''
  const parts: string[] = []
  collectText(data.root, parts)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** Number of words in `text` (runs of non-space characters). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** Minutes to read a Lexical document: words / 225, rounded up, at least 1. */
export function readingMinutes(data: { root: LexicalNode } | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(lexicalPlainText(data)) / WORDS_PER_MINUTE))
}

/** "6 min read" */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`
}
