import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { bulletList, h2, h3, heading, paragraph, quote, root, text } from '../../cms/seed/lexical'
import { RichText } from './rich-text'

type Data = Parameters<typeof RichText>[0]['data']

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

/** A paragraph holding one link node, as the editor's link feature stores it. */
function linkParagraph(fields: Record<string, unknown>, label: string) {
  const link = { ...element, type: 'link', fields, children: [text(label)] }
  return { ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: [link] } as never
}

function renderRichText(data: unknown) {
  return render(
    <MemoryRouter>
      <RichText data={data as Data} productSlug="industrial-real-estate" />
    </MemoryRouter>,
  )
}

describe('RichText', () => {
  it('renders headings, paragraphs, lists and quotes inside .prose-content', () => {
    const { container } = renderRichText(
      root(paragraph('Vacancy reached **5.22%**.'), h2('Where the vacancy is'), bulletList(['Buena Park', 'Irvine']), quote('Act now.')),
    )
    expect(container.firstElementChild).toHaveProperty('className', 'prose-content')
    expect(screen.getByRole('heading', { level: 2, name: 'Where the vacancy is' })).toBeTruthy()
    expect(screen.getByText('5.22%').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Buena Park', 'Irvine'])
    expect(container.querySelector('blockquote')?.textContent).toBe('Act now.')
  })

  it('moves headings so the content starts at h2 without skipping levels', () => {
    renderRichText(root(heading('h3', 'Starts low'), paragraph('Text'), { ...h3('Also low'), tag: 'h4' } as never))
    expect(screen.getByRole('heading', { level: 2, name: 'Starts low' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Also low' })).toBeTruthy()

    renderRichText(root({ ...h2('Editor h1'), tag: 'h1' } as never, h2('Below it')))
    expect(screen.getByRole('heading', { level: 2, name: 'Editor h1' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Below it' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('turns internal links into site paths and keeps external links as they are', () => {
    renderRichText(
      root(
        linkParagraph({ linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: { id: 3, slug: 'cold-storage' } } }, 'Cold storage'),
        linkParagraph({ linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: { id: 1, slug: 'about' } } }, 'About us'),
        linkParagraph({ linkType: 'internal', newTab: false, doc: { relationTo: 'cities', value: { id: 1, slug: 'irvine' } } }, 'Irvine'),
        linkParagraph({ linkType: 'custom', newTab: true, url: 'https://www.dre.ca.gov' }, 'DRE'),
      ),
    )
    expect(screen.getByRole('link', { name: 'Cold storage' }).getAttribute('href')).toBe('/blog/cold-storage')
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about')
    expect(screen.getByRole('link', { name: 'Irvine' }).getAttribute('href')).toBe('/irvine-industrial-real-estate')
    const external = screen.getByRole('link', { name: 'DRE' })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('never links to an address that runs script; text that looks like markup stays text', () => {
    const autolink = (url: string, label: string) =>
      ({ ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: [{ ...element, type: 'autolink', fields: { url }, children: [text(label)] }] }) as never
    const { container } = renderRichText(
      root(
        linkParagraph({ linkType: 'custom', newTab: false, url: 'javascript:alert(document.cookie)' }, 'Script link'),
        linkParagraph({ linkType: 'custom', newTab: true, url: ' JaVaScRiPt:alert(1)' }, 'Mixed case'),
        linkParagraph({ linkType: 'custom', newTab: false, url: 'data:text/html,<script>alert(1)</script>' }, 'Data link'),
        autolink('vbscript:msgbox(1)', 'Old script'),
        autolink('https://www.example.com/report', 'Report'),
        linkParagraph({ linkType: 'custom', newTab: false, url: 'mailto:broker@example.com' }, 'Mail us'),
        paragraph('<img src=x onerror="alert(1)"><script>alert(2)</script>'),
      ),
    )
    for (const label of ['Script link', 'Mixed case', 'Data link', 'Old script']) {
      expect(screen.queryByRole('link', { name: label }), label).toBeNull()
      expect(screen.getByText(label)).toBeTruthy()
    }
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toBe('https://www.example.com/report')
    expect(screen.getByRole('link', { name: 'Mail us' }).getAttribute('href')).toBe('mailto:broker@example.com')
    expect(container.querySelector('img, script')).toBeNull()
    expect(container.textContent).toContain('<script>alert(2)</script>')
  })

  it('renders an uploaded image with its renditions and lazy loading', () => {
    const media = {
      id: 9,
      alt: 'Dock doors',
      url: '/uploads/dock.jpg',
      mimeType: 'image/jpeg',
      width: 1600,
      height: 1000,
      sizes: { small: { url: '/uploads/dock-400.webp', width: 400 }, large: { url: '/uploads/dock-1200.webp', width: 1200 } },
    }
    renderRichText({ root: { ...element, type: 'root', children: [{ type: 'upload', version: 3, relationTo: 'media', value: media, fields: {}, id: 'u1' }] } })
    const image = screen.getByRole('img', { name: 'Dock doors' })
    expect(image.getAttribute('srcset')).toBe('/uploads/dock-400.webp 400w, /uploads/dock-1200.webp 1200w')
    expect(image.getAttribute('loading')).toBe('lazy')
  })

  it('renders the same markup on the server', () => {
    const html = renderToString(
      <MemoryRouter>
        <RichText data={root(h2('Title'), paragraph('Body')) as unknown as Data} />
      </MemoryRouter>,
    )
    expect(html).toBe('<div class="prose-content"><h2>Title</h2><p>Body</p></div>')
  })

  it('renders nothing without content', () => {
    const { container } = renderRichText(null)
    expect(container.innerHTML).toBe('')
  })
})
