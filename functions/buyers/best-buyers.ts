import { bestBuyers } from '../../shared/buyers/best-buyers.ts';
import { datasetSourceHeaders } from '../../shared/buyers/data-source.ts';
import { buyerRoutes } from '../../shared/buyers/routes.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { findByAddress, matchHeaders } from '../../shared/properties/lookup/lookup.ts';

export const handler = endpoint(buyerRoutes.buyersBestBuyers, async ({ query }) => {
  const match = await findByAddress(query.address, { unitPolicy: query.unit_policy });
  const [result, headers] = await Promise.all([bestBuyers(match, query), datasetSourceHeaders()]);
  return new Reply(result, { headers: { ...matchHeaders(match), ...headers } });
});
