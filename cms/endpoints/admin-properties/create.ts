import type { Endpoint, RequiredDataFromCollectionSlug } from 'payload'

import { PROPERTIES } from '../../shared/slugs'
import { json } from '../responses'
import { refuseUnlessListingManager } from './authorize'
import { errorResponse } from './errors'
import { readPropertyInput } from './propertyInput'
import { toAdminProperty } from './serialize'

/** `POST /api/admin/properties`: creates a property from a JSON body; 201 with it in the admin shape. */
export const createPropertyEndpoint: Endpoint = {
  path: '/admin/properties',
  method: 'post',
  handler: async (req) => {
    const refusal = refuseUnlessListingManager(req)
    if (refusal) return refusal

    try {
      const { data, refusal: invalid } = await readPropertyInput(req)
      if (invalid) return invalid

      const doc = await req.payload.create({
        collection: PROPERTIES,
        // Required fields left out are reported by Payload's validation, as field errors.
        data: data as RequiredDataFromCollectionSlug<typeof PROPERTIES>,
        depth: 1,
        overrideAccess: false,
        user: req.user,
        req,
      })
      return json(toAdminProperty(doc), { status: 201, headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      return errorResponse(req, error, 'Failed to create property')
    }
  },
}
