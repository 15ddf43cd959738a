import { datasetSourceHeaders } from '../../shared/buyers/data-source.ts';
import { buyerProfile } from '../../shared/buyer-profiles/profile.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { buyerProfileRoutes } from '../../shared/buyer-profiles/routes.ts';

export const handler = endpoint(buyerProfileRoutes.buyerProfile, async ({ params, query, plan }) => {
  const [result, headers] = await Promise.all([buyerProfile(params.buyerName, query, plan), datasetSourceHeaders()]);
  return new Reply(result, { headers });
});
