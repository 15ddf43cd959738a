import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { ownershipStatistics } from '../../shared/geo-analytics/ownership.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { rentalAnalyticsRoutes } from '../../shared/rental-analytics/routes.ts';

export const handler = endpoint(rentalAnalyticsRoutes.rentalOwnershipStatistics, async ({ query }) => {
  const { body, sources } = await ownershipStatistics(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
