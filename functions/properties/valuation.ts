import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';
import { estimateFor, valuationBody } from '../../shared/properties/valuation/estimates.ts';
import { subjectFromQuery } from '../../shared/properties/valuation/subject.ts';

export const handler = endpoint(propertyRoutes.propertyValuation, async ({ query }) => {
  const { subject, headers } = await subjectFromQuery(query);
  const answer = await estimateFor('sale', { subject, asOf: query.as_of, radius: query.radius, maxComparables: query.max_comparables });
  return new Reply(valuationBody(answer), { headers: { ...headers, ...dataSourceHeaders(answer.sources) } });
});
