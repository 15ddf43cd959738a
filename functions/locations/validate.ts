import { locationRoutes } from '../../shared/locations/routes.ts';
import { validateLocation } from '../../shared/locations/validate-location.ts';
import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(locationRoutes.locationValidate, async ({ query }) => validateLocation(await db(), query));
