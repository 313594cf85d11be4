import type { ComponentProps } from 'react'
import type { DefaultNodeTypes } from '@payloadcms/richtext-lexical'
import type { JSXConverters, JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import { Link } from 'react-router-dom'

import type { Media } from '../../cms/payload-types'
import type { DocReference } from './rich-text-nodes'
import { headingShift, internalDocPath, isRouterPath, safeLinkHref, shiftHeadingTag } from './rich-text-nodes'

type LexicalData = ComponentProps<typeof LexicalRichText>['data']

type RichTextProps = {
  /** A Lexical editor state as stored in a Payload `richText` field (read at depth 1 or more). */
  data: LexicalData | null | undefined
  className?: string
  /** City pages live at /{city}-{productSlug}; without it, links to cities go to the markets page. */
  productSlug?: string
}

/** An uploaded image with its 400/800/1200 px renditions, or a link to a document (a PDF). */
function UploadFigure({ media }: { media: Media }) {
  const url = media.url ?? ''
  if (!media.mimeType?.startsWith('image/')) {
    return (
      <p>
        <a href={url}>{media.alt || media.filename}</a>
      </p>
    )
  }
  const renditions = [media.sizes?.small, media.sizes?.medium, media.sizes?.large].filter(
    (size): size is { url: string; width: number } => Boolean(size?.url && size.width),
  )
  const srcSet = renditions.map((size) => `${size.url} ${size.width}w`).join(', ')
  return (
    <figure>
      <img
        src={media.sizes?.large?.url ?? url}
        srcSet={srcSet || undefined}
        sizes={srcSet ? '(min-width: 800px) 768px, 100vw' : undefined}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        alt={media.alt}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-xl"
      />
      {media.caption ? <figcaption className="mt-2 text-sm text-slate-600">{media.caption}</figcaption> : null}
    </figure>
  )
}

/** Converters for what the default editor stores, mapped to the site's markup and router. */
function buildConverters({ shift, productSlug }: { shift: number; productSlug?: string }): JSXConvertersFunction<DefaultNodeTypes> {
  const hrefOf = (doc: DocReference | null | undefined) => internalDocPath({ doc, productSlug })
  return ({ defaultConverters }): JSXConverters<DefaultNodeTypes> => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const Tag = shiftHeadingTag({ tag: node.tag, shift })
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    link: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      const href = node.fields.linkType === 'internal' ? hrefOf(node.fields.doc) : safeLinkHref(node.fields.url)
      if (!href) return <>{children}</>
      if (node.fields.newTab) {
        return (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        )
      }
      return isRouterPath(href) ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>
    },
    autolink: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      const href = safeLinkHref(node.fields.url)
      return href ? <a href={href}>{children}</a> : <>{children}</>
    },
    listitem: ({ node, nodesToJSX, parent }) => {
      const children = nodesToJSX({ nodes: node.children })
      const listType = 'listType' in parent ? parent.listType : null
      // Lexical nests a list in an item of its own; that item shows no marker.
      const hasSubList = node.children.some((child) => child.type === 'list')
      if (listType !== 'check') {
        // `value` belongs only to items of a numbered list.
        return (
          <li value={listType === 'number' ? node.value : undefined} className={hasSubList ? 'list-none' : undefined}>
            {children}
          </li>
        )
      }
      // A read-only check box inside its label: no generated id, so server and browser markup match.
      return (
        <li className="list-none">
          <label className="inline-flex items-baseline gap-2">
            <input type="checkbox" checked={Boolean(node.checked)} readOnly disabled className="size-4" />
            <span>{children}</span>
          </label>
        </li>
      )
    },
    relationship: ({ node }) => {
      const href = hrefOf({ relationTo: node.relationTo, value: node.value as DocReference['value'] })
      const value = node.value as { title?: string; name?: string } | number | string
      const label = typeof value === 'object' ? (value.title ?? value.name) : undefined
      if (!href || !label) return null
      return (
        <p>
          <Link to={href}>{label}</Link>
        </p>
      )
    },
    upload: ({ node }) =>
      typeof node.value === 'object' && node.relationTo === 'media' ? <UploadFigure media={node.value as Media} /> : null,
    // Nodes of features the site does not render (blocks) are left out rather than shown as "unknown node".
    unknown: () => null,
  })
}

/**
 * Lexical content from the CMS rendered with Payload's React renderer, in `.prose-content`. Headings
 * are shifted so the content's top level is h2 (the page's h1 is its title); internal links become
 * router links.
 */
export function RichText({ data, className = '', productSlug }: RichTextProps) {
  if (!data) return null
  const converters = buildConverters({ shift: headingShift(data), productSlug }) as JSXConvertersFunction
  return <LexicalRichText data={data} converters={converters} className={`prose-content ${className}`.trim()} />
}
