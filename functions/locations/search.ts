import { db } from '../../shared/db/client.ts';
import { endpoint } from '../../shared/http/endpoint.ts';
import { findLocations } from '../../shared/places/locations.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.locationSearch, async ({ body }) =>
  findLocations(await db(), { text: body.query, types: body.types, state: body.state, limit: body.limit, fuzzy: 'fill' }, { text: 'body.query', state: 'body.state' }),
);
