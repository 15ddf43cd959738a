import { buyerProfile } from '../../shared/buyer-profiles/profile.ts';
import { buyerProfileRoutes } from '../../shared/buyer-profiles/routes.ts';
import { datasetSourceHeaders } from '../../shared/buyers/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(buyerProfileRoutes.buyerProfile, async ({ params, query, plan }) => {
  const [result, headers] = await Promise.all([buyerProfile(params.buyerName, query, plan), datasetSourceHeaders()]);
  return new Reply(result, { headers, paging: { page: result.portfolio.meta.page, hasMore: result.portfolio.meta.has_more } });
});
