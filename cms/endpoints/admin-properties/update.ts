import type { Endpoint } from 'payload'

import { PROPERTIES } from '../../shared/slugs'
import { json } from '../responses'
import { refuseUnlessListingManager } from './authorize'
import { errorResponse, invalidProperty, propertyNotFound } from './errors'
import { propertyIdFrom } from './propertyId'
import { findMissingRelations, pickPropertyInput } from './propertyInput'
import { readJsonBody } from './readJsonBody'
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
    const body = await readJsonBody(req)
    if (body.refusal) return body.refusal

    try {
      const { data, errors } = pickPropertyInput(body.data)
      if (errors.length > 0) return invalidProperty(errors)
      const missing = await findMissingRelations(req, data)
      if (missing.length > 0) return invalidProperty(missing)

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
