import type { Endpoint } from 'payload'

import { PROPERTIES } from '../../shared/slugs'
import { refuseUnlessListingManager } from './authorize'
import { errorResponse, propertyNotFound } from './errors'
import { propertyIdFrom } from './propertyId'

/** `DELETE /api/admin/properties/:id`: 204 with no body (so not through `json`), 404 for an unknown id. */
export const deletePropertyEndpoint: Endpoint = {
  path: '/admin/properties/:id',
  method: 'delete',
  handler: async (req) => {
    const refusal = refuseUnlessListingManager(req)
    if (refusal) return refusal
    const id = propertyIdFrom(req)
    if (id === null) return propertyNotFound()

    try {
      await req.payload.delete({ collection: PROPERTIES, id, overrideAccess: false, user: req.user, req })
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      return errorResponse(req, error, 'Failed to delete property')
    }
  },
}
