import type { PageSeed } from '../../types'
import { ABOUT_PAGE, LEASE_RENEWAL_SUPPORT_PAGE, MARKET_REPORTS_PAGE } from './company'
import { PRIVACY_PAGE } from './privacy'
import { TERMS_PAGE } from './terms'

export const PAGES: PageSeed[] = [ABOUT_PAGE, LEASE_RENEWAL_SUPPORT_PAGE, MARKET_REPORTS_PAGE, PRIVACY_PAGE, TERMS_PAGE]
