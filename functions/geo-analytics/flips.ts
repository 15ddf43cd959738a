import { geoFlips } from '../../shared/geo-analytics/flips.ts';
import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.geoFlips, async ({ query }) => {
  const { body, sources } = await geoFlips(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
