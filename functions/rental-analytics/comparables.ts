import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { findByAddress, matchHeaders } from '../../shared/properties/lookup/lookup.ts';
import { rentalComparables } from '../../shared/rental-analytics/comparables.ts';
import { rentalAnalyticsRoutes } from '../../shared/rental-analytics/routes.ts';

export const handler = endpoint(rentalAnalyticsRoutes.rentalComparables, async ({ query }) => {
  const subject = await findByAddress(query.address, { unitPolicy: query.unit_policy });
  const { body, sources } = await rentalComparables(subject, query);
  return new Reply(body, { headers: { ...matchHeaders(subject), ...dataSourceHeaders(sources) } });
});
