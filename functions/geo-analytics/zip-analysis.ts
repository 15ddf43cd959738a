import { zipAnalysis } from '../../shared/geo-analytics/zips.ts';
import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.geoZipAnalysis, async ({ query }) => {
  const { body, sources } = await zipAnalysis(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
