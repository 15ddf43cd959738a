import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { mailingPortfolio } from '../../shared/properties/lookup/portfolio.ts';
import { recordForPlan } from '../../shared/properties/records/plan-fields.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertiesByMailingAddress, async ({ query, plan }) => {
  const properties = await mailingPortfolio(query.address);
  return new Reply(
    properties.map((p) => recordForPlan(p, plan)),
    { headers: dataSourceHeaders(properties.map((p) => p.data_source)) },
  );
});
