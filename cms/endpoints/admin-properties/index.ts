import type { Endpoint } from 'payload'

import { createPropertyEndpoint } from './create'
import { deletePropertyEndpoint } from './delete'
import { listPropertiesEndpoint } from './list'
import { updatePropertyEndpoint } from './update'

/** GET|POST /api/admin/properties, PUT|DELETE /api/admin/properties/:id (admin and broker). */
export const adminPropertiesEndpoints: Endpoint[] = [
  listPropertiesEndpoint,
  createPropertyEndpoint,
  updatePropertyEndpoint,
  deletePropertyEndpoint,
]
