import { createContext, useContext } from 'react'

/** The public origin of the site (canonical URLs), handed over by the server. */
export const SiteUrlContext = createContext('')

export const useSiteUrl = () => useContext(SiteUrlContext)
