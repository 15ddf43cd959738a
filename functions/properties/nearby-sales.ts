import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { findByAddress, matchHeaders } from '../../shared/properties/lookup.ts';
import { nearbySales } from '../../shared/properties/nearby.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyNearbySales, async ({ query, plan }) => {
  const subject = await findByAddress(query.address);
  const { records, meta, sources } = await nearbySales(subject, query, plan);
  return new Reply(meta ? { data: records, meta } : records, { headers: { ...matchHeaders(subject), ...dataSourceHeaders(sources) } });
});
