import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { batchLookup } from '../../shared/properties/batch/batch.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyBatch, async ({ query, plan }) => {
  const { elements, sources } = await batchLookup(query.addresses, plan, query.include_suggestions, query.unit_policy, query.include);
  return new Reply(elements, { headers: dataSourceHeaders(sources) });
});
