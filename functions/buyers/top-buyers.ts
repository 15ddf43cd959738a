import { topBuyers } from '../../shared/buyers/activity.ts';
import { datasetSourceHeaders } from '../../shared/buyers/data-source.ts';
import { buyerRoutes } from '../../shared/buyers/routes.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(buyerRoutes.buyersTopBuyers, async ({ body }) => {
  const [result, headers] = await Promise.all([topBuyers(body), datasetSourceHeaders()]);
  return new Reply(result, { headers });
});
