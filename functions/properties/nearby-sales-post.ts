import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { deprecationHeaders } from '../../shared/properties/deprecation.ts';
import { findSubject, legacyNearbySales, subjectHeaders } from '../../shared/properties/nearby.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.propertyNearbySalesPost, async ({ body, plan }) => {
  const subject = await findSubject(body.address, 'body');
  const { records, sources } = await legacyNearbySales(subject, plan);
  return new Reply(records, { headers: { ...deprecationHeaders('/properties/nearby-sales'), ...subjectHeaders(subject), ...dataSourceHeaders(sources) } });
});
