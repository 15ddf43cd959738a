import { ownershipStatistics } from '../../shared/geo-analytics/ownership.ts';
import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.rentalOwnershipStatistics, async ({ query }) => {
  const { body, sources } = await ownershipStatistics(query);
  return new Reply(body, { headers: dataSourceHeaders(sources) });
});
