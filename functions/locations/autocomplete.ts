import { autocomplete } from '../../shared/locations/locations.ts';
import { locationRoutes } from '../../shared/locations/routes.ts';
import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(locationRoutes.locationAutocomplete, async ({ query }) =>
  autocomplete(await db(), { text: query.q, types: query.types, state: query.state, limit: query.limit }),
);
