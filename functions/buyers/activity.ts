import { buyerActivity } from '../../shared/buyers/activity.ts';
import { datasetSourceHeaders } from '../../shared/buyers/data-source.ts';
import { buyerRoutes } from '../../shared/buyers/routes.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(buyerRoutes.buyersActivity, async ({ query }) => {
  const [result, headers] = await Promise.all([buyerActivity(query), datasetSourceHeaders()]);
  return new Reply(result, { headers });
});
