import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { rentalPage } from '../../shared/rentals/listings.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.rentalPage, async ({ query }) => {
  const { body, sources } = await rentalPage(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
