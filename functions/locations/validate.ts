import { db } from '../../shared/db/client.ts';
import { endpoint } from '../../shared/http/endpoint.ts';
import { validateLocation } from '../../shared/places/validate-location.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.locationValidate, async ({ query }) => validateLocation(await db(), query));
