/** `/robots.txt`: crawl the site, not the admin or the API, and find every page through the sitemap. */
export const ROBOTS_PATH = '/robots.txt'
export const SITEMAP_PATH = '/sitemap.xml'

/** The robots.txt of the site at `siteUrl` (no trailing slash). */
export const robotsTxt = (siteUrl: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${siteUrl}${SITEMAP_PATH}`, ''].join('\n')
