import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { findByAddress, matchHeaders } from '../../shared/properties/lookup/lookup.ts';
import { legacyNearbySales } from '../../shared/properties/nearby/nearby.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyNearbySalesPost, async ({ body, plan }) => {
  const subject = await findByAddress(body.address, { unitPolicy: body.unit_policy });
  const { records, sources } = await legacyNearbySales(subject, plan);
  return new Reply(records, {
    headers: { ...matchHeaders(subject), ...dataSourceHeaders(sources) },
  });
});
