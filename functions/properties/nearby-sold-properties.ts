import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { findByAddress, matchHeaders } from '../../shared/properties/lookup/lookup.ts';
import { nearbySoldProperties } from '../../shared/properties/nearby/nearby.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyNearbySoldProperties, async ({ query, plan }) => {
  const subject = await findByAddress(query.address, { unitPolicy: query.unit_policy });
  const { records, meta, sources } = await nearbySoldProperties(subject, query, plan);
  return new Reply(
    { data: records, meta },
    { headers: { ...matchHeaders(subject), ...dataSourceHeaders(sources) }, paging: { page: meta.page, hasMore: meta.has_more } },
  );
});
