import { findLocations } from '../../shared/locations/locations.ts';
import { locationRoutes } from '../../shared/locations/routes.ts';
import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(locationRoutes.locationSearch, async ({ body }) =>
  findLocations(
    await db(),
    { text: body.query, types: body.types, state: body.state, limit: body.limit, fuzzy: 'fill' },
    { text: 'query', state: 'state' },
  ),
);
