import { holdTime } from '../../shared/geo-analytics/hold-time.ts';
import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.geoHoldTime, async ({ query }) => {
  const { body, sources } = await holdTime(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
