import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { rentalTransactions } from '../../shared/rentals/listings.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.rentalTransactions, async ({ query }) => {
  const { body, sources } = await rentalTransactions(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
