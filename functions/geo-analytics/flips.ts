import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { geoFlips } from '../../shared/geo-analytics/flips.ts';
import { geoAnalyticsRoutes } from '../../shared/geo-analytics/routes.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(geoAnalyticsRoutes.geoFlips, async ({ query }) => {
  const { body, sources } = await geoFlips(query);
  return new Reply(body, { headers: dataSourceHeaders(sources), paging: { page: body.meta.page, hasMore: body.meta.has_more } });
});
