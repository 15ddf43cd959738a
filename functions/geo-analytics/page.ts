import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { geoAnalyticsRoutes } from '../../shared/geo-analytics/routes.ts';
import { geoPage } from '../../shared/geo-analytics/zips.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(geoAnalyticsRoutes.geoPage, async ({ query }) => {
  const { body, sources } = await geoPage(query);
  return new Reply(body, { headers: dataSourceHeaders(sources), paging: { page: body.meta.page, hasMore: body.meta.has_more } });
});
