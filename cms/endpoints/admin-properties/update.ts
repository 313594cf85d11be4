import type { Endpoint } from 'payload'

import { PROPERTIES } from '../../shared/slugs'
import { json } from '../responses'
import { refuseUnlessListingManager } from './authorize'
import { errorResponse, propertyNotFound } from './errors'
import { propertyIdFrom } from './propertyId'
import { readPropertyInput } from './propertyInput'
import { toAdminProperty } from './serialize'

/** `PUT /api/admin/properties/:id`: changes only the fields the JSON body gives; 200 with the property. */
export const updatePropertyEndpoint: Endpoint = {
  path: '/admin/properties/:id',
  method: 'put',
  handler: async (req) => {
    const refusal = refuseUnlessListingManager(req)
    if (refusal) return refusal
    const id = propertyIdFrom(req)
    if (id === null) return propertyNotFound()

    try {
      const { data, refusal: invalid } = await readPropertyInput(req)
      if (invalid) return invalid

      // Throws NotFound for an unknown id, answered 404 below.
      const doc = await req.payload.update({
        collection: PROPERTIES,
        id,
        data,
        depth: 1,
        overrideAccess: false,
        user: req.user,
        req,
      })
      return json(toAdminProperty(doc), { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      return errorResponse(req, error, 'Failed to update property')
    }
  },
}
