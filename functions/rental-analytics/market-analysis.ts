import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { marketAnalysis } from '../../shared/rentals/market.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.rentalMarketAnalysis, async ({ query }) => {
  const { body, sources } = await marketAnalysis(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
