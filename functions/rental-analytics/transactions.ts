import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { rentalTransactions } from '../../shared/rental-analytics/listings.ts';
import { rentalAnalyticsRoutes } from '../../shared/rental-analytics/routes.ts';

export const handler = endpoint(rentalAnalyticsRoutes.rentalTransactions, async ({ query }) => {
  const { body, sources } = await rentalTransactions(query);
  return new Reply(body, { headers: dataSourceHeaders(sources), paging: { page: body.meta.page, hasMore: body.meta.has_more } });
});
