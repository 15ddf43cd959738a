import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { findByAddress, matchHeaders } from '../../shared/properties/lookup.ts';
import { rentalComparables } from '../../shared/rentals/comparables.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.rentalComparables, async ({ query }) => {
  const subject = await findByAddress(query.address);
  const { body, sources } = await rentalComparables(subject, query);
  return new Reply(body, { headers: { ...matchHeaders(subject), ...dataSourceHeaders(sources) } });
});
