import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { batchLookup } from '../../shared/properties/batch.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.propertyBatch, async ({ query, plan }) => {
  const { elements, sources } = await batchLookup(query.addresses, plan, query.include_suggestions);
  return new Reply(elements, { headers: dataSourceHeaders(sources) });
});
