import { institutionalOwnership } from '../../shared/geo-analytics/ownership.ts';
import { geoAnalyticsRoutes } from '../../shared/geo-analytics/routes.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';

export const handler = endpoint(geoAnalyticsRoutes.geoInstitutionalOwnership, async ({ query }) => {
  const { body, sources } = await institutionalOwnership(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
