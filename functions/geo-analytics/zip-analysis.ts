import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { geoAnalyticsRoutes } from '../../shared/geo-analytics/routes.ts';
import { zipAnalysis } from '../../shared/geo-analytics/zips.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(geoAnalyticsRoutes.geoZipAnalysis, async ({ query }) => {
  const { body, sources } = await zipAnalysis(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
