import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { findByAddress, matchHeaders } from '../../shared/properties/lookup/lookup.ts';
import { nearbySales } from '../../shared/properties/nearby/nearby.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyNearbySales, async ({ query, plan }) => {
  const subject = await findByAddress(query.address, { unitPolicy: query.unit_policy });
  const { records, meta, sources, count } = await nearbySales(subject, query, plan);
  // Without include_meta nothing is counted: a full page is the sign a next one may have rows.
  const hasMore = meta ? meta.has_more : count === query.page_size;
  return new Reply(meta ? { data: records, meta } : records, {
    headers: { ...matchHeaders(subject), ...dataSourceHeaders(sources) },
    paging: { page: query.page, hasMore },
  });
});
