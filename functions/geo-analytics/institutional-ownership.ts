import { institutionalOwnership } from '../../shared/geo-analytics/ownership.ts';
import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.geoInstitutionalOwnership, async ({ query }) => {
  const { body, sources } = await institutionalOwnership(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
