import { describe, expect, it } from 'vitest'

import { bulletList, h2, paragraph, quote, root, text } from '../../../../cms/seed/lexical'
import { POSTS } from '../../../../cms/seed/data/posts/all'
import { countWords, formatReadingTime, lexicalPlainText, readingMinutes } from './reading-time'

/** A document of `words` words in paragraphs of 50. */
function documentOf(words: number) {
  const paragraphs = Array.from({ length: Math.ceil(words / 50) }, (_, index) =>
    paragraph(Array.from({ length: Math.min(50, words - index * 50) }, () => 'word').join(' ')),
  )
  return root(...paragraphs)
}

describe('lexicalPlainText', () => {
  it('joins the text of every block and keeps words of adjacent blocks apart', () => {
    const document = root(h2('Where'), paragraph('Vacancy reached **5.22%** today.'), bulletList(['One', 'Two']), quote('End'))
    expect(lexicalPlainText(document)).toBe('Where Vacancy reached 5.22% today. One Two End')
  })

  it('separates words around a line break', () => {
    const withBreak = root({ ...paragraph('x'), children: [text('first'), { type: 'linebreak', version: 1 }, text('second')] } as never)
    expect(countWords(lexicalPlainText(withBreak))).toBe(2)
  })

  it('is empty for missing content', () => {
    expect(lexicalPlainText(null)).toBe('')
  })
})

describe('readingMinutes', () => {
  it('is the word count divided by 225, rounded up', () => {
    expect(readingMinutes(documentOf(225))).toBe(1)
    expect(readingMinutes(documentOf(226))).toBe(2)
    expect(readingMinutes(documentOf(900))).toBe(4)
    expect(readingMinutes(documentOf(901))).toBe(5)
  })

  it('is at least one minute', () => {
    expect(readingMinutes(root(paragraph('Short.')))).toBe(1)
    expect(readingMinutes(null)).toBe(1)
  })

  it('gives the seeded posts a few minutes each', () => {
    for (const post of POSTS) {
      const minutes = readingMinutes(post.content)
      expect(minutes, post.slug).toBeGreaterThanOrEqual(2)
      expect(minutes, post.slug).toBeLessThanOrEqual(6)
    }
  })
})

describe('formatReadingTime', () => {
  it('reads as minutes', () => {
    expect(formatReadingTime(4)).toBe('4 min read')
  })
})
