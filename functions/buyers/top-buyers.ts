import { topBuyers } from '../../shared/buyers/activity.ts';
import { datasetSourceHeaders } from '../../shared/buyers/data-source.ts';
import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.buyersTopBuyers, async ({ body }) => {
  const [result, headers] = await Promise.all([topBuyers(body), datasetSourceHeaders()]);
  return new Reply(result, { headers });
});
