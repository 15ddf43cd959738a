import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { institutionalOwnership } from '../../shared/geo-analytics/ownership.ts';
import { geoAnalyticsRoutes } from '../../shared/geo-analytics/routes.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(geoAnalyticsRoutes.geoInstitutionalOwnership, async ({ query }) => {
  const { body, sources } = await institutionalOwnership(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
