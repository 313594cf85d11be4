/** Every link of the site is built here. */
export const paths = {
  home: () => '/',
  properties: () => '/properties',
  property: (id: number | string) => `/properties/${id}`,
  services: () => '/services',
  contact: () => '/contact',
  marketReports: () => '/market-reports',
  admin: () => '/admin',
} as const
