import { datasetSourceHeaders } from '../../shared/buyers/data-source.ts';
import { buyerProfile } from '../../shared/buyers/profile.ts';
import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.buyerProfilePost, async ({ params, body, plan }) => {
  const [result, headers] = await Promise.all([buyerProfile(params.buyerName, body, plan), datasetSourceHeaders()]);
  return new Reply(result, { headers });
});
