import { LISTING_STATUSES, LISTING_TYPES } from '../../../../cms/shared/lead-options'

/** "For Lease" or "For Sale"; an unknown value as stored. */
export const listingTypeLabel = (value: string): string =>
  LISTING_TYPES.find((option) => option.value === value)?.label ?? value

/** "Available", "Under Contract", "Leased" or "Sold"; an unknown value as stored. */
export const listingStatusLabel = (value: string): string =>
  LISTING_STATUSES.find((option) => option.value === value)?.label ?? value
