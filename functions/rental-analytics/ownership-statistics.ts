import { ownershipStatistics } from '../../shared/geo-analytics/ownership.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { rentalAnalyticsRoutes } from '../../shared/rental-analytics/routes.ts';

export const handler = endpoint(rentalAnalyticsRoutes.rentalOwnershipStatistics, async ({ query }) => {
  const { body, sources } = await ownershipStatistics(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
