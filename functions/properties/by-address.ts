import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { NotFound } from '../../shared/errors.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { matchAddress, parseLookupAddress } from '../../shared/properties/lookup.ts';
import { forPlan } from '../../shared/properties/present.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.propertyByAddress, async ({ query, plan }) => {
  const match = await matchAddress(parseLookupAddress(query.address));
  if (!match) throw new NotFound(`No property found at ${query.address}.`);
  return new Reply(forPlan(match.property.doc, plan), {
    headers: { 'X-Address-Match': match.level, 'X-Address-Normalized': match.normalized, ...dataSourceHeaders([match.property.data_source]) },
  });
});
