import { db } from '../../shared/db/client.ts';
import { endpoint } from '../../shared/http/endpoint.ts';
import { autocomplete } from '../../shared/places/locations.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.locationAutocomplete, async ({ query }) => autocomplete(await db(), { text: query.q, types: query.types, state: query.state, limit: query.limit }));
