import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { marketAnalysis } from '../../shared/rental-analytics/market.ts';
import { rentalAnalyticsRoutes } from '../../shared/rental-analytics/routes.ts';

export const handler = endpoint(rentalAnalyticsRoutes.rentalMarketAnalysis, async ({ query }) => {
  const { body, sources } = await marketAnalysis(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
