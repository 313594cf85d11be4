/** The one place the site reads `import.meta.env`. */
export const isServer = import.meta.env.SSR
export const isDev = import.meta.env.DEV
