import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { mailingPortfolio } from '../../shared/properties/portfolio.ts';
import { recordForPlan } from '../../shared/properties/present.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.propertiesByMailingAddress, async ({ query, plan }) => {
  const properties = await mailingPortfolio(query.address);
  return new Reply(
    properties.map((p) => recordForPlan(p, plan)),
    { headers: dataSourceHeaders(properties.map((p) => p.data_source)) },
  );
});
