/** Every link of the site is built here. */
export const paths = {
  home: () => '/',
  about: () => '/about',
  services: () => '/services',
  service: (slug: string) => `/services/${slug}`,
  leaseRenewalSupport: () => '/lease-renewal-support',
  markets: () => '/markets',
  marketReports: () => '/market-reports',
  /** A city or area page: /{market slug}-{product slug}, e.g. /irvine-industrial-real-estate. */
  city: ({ market, productSlug }: { market: string; productSlug: string }) => `/${market}-${productSlug}`,
  calculator: () => '/calculator',
  team: () => '/team',
  blog: () => '/blog',
  post: (slug: string) => `/blog/${slug}`,
  contact: () => '/contact',
  properties: () => '/properties',
  property: (id: number | string) => `/properties/${id}`,
  privacy: () => '/privacy',
  terms: () => '/terms',
  logoShowcase: () => '/logo-showcase',
  admin: () => '/admin',
} as const
