import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { holdTime } from '../../shared/geo-analytics/hold-time.ts';
import { geoAnalyticsRoutes } from '../../shared/geo-analytics/routes.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(geoAnalyticsRoutes.geoHoldTime, async ({ query }) => {
  const { body, sources } = await holdTime(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
