import type { CollectionAfterReadHook, CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { canManageMedia } from '../access/canManageMedia'
import { uploadsDir, usesS3Storage } from '../env'
import { changeFeedHooks } from '../hooks/announceChange'
import { MEDIA } from '../shared/slugs'

/** Public address of an uploaded file: served by the site's server from the uploads folder. */
export const uploadUrl = (filename: string): string => `/uploads/${encodeURIComponent(filename)}`

/** Points `url` and every size's `url` at `/uploads/`, where the server serves files with long caching. */
const useUploadsUrls: CollectionAfterReadHook = ({ doc }) => {
  if (doc?.filename) doc.url = uploadUrl(doc.filename)
  if (doc?.sizes) {
    for (const size of Object.values(doc.sizes) as { filename?: string | null; url?: string | null }[]) {
      if (size?.filename) size.url = uploadUrl(size.filename)
    }
  }
  return doc
}

export const Media: CollectionConfig = {
  slug: MEDIA,
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: {
    read: anyone,
    create: canManageMedia,
    update: canManageMedia,
    delete: canManageMedia,
  },
  // In S3 (payload.config.ts) the storage adapter sets the URLs itself.
  hooks: { ...changeFeedHooks, afterRead: usesS3Storage ? [] : [useUploadsUrls] },
  upload: {
    staticDir: uploadsDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf'],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'small',
    // 400/800/1200 px wide WebP renditions for srcset; the original is kept for downloads.
    imageSizes: [
      { name: 'small', width: 400, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'medium', width: 800, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'large', width: 1200, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'What the image shows, for screen readers and search engines (for a PDF: its title).' },
    },
    { name: 'caption', type: 'text', maxLength: 300 },
  ],
}
