import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { findByAddress, matchHeaders } from '../../shared/properties/lookup/lookup.ts';
import { recordForPlan } from '../../shared/properties/records/plan-fields.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyByAddress, async ({ query, plan }) => {
  const match = await findByAddress(query.address, { unitPolicy: query.unit_policy });
  return new Reply(recordForPlan(match.property, plan), {
    headers: { ...matchHeaders(match), ...dataSourceHeaders([match.property.data_source]) },
  });
});
