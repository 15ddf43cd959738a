import { buyerActivity } from '../../shared/buyers/activity.ts';
import { datasetSourceHeaders } from '../../shared/buyers/data-source.ts';
import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.buyersActivity, async ({ query }) => {
  const [result, headers] = await Promise.all([buyerActivity(query), datasetSourceHeaders()]);
  return new Reply(result, { headers });
});
