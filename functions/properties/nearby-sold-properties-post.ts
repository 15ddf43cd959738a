import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { deprecationHeaders } from '../../shared/properties/deprecation.ts';
import { findSubject, legacyNearbySold, subjectHeaders } from '../../shared/properties/nearby.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.propertyNearbySoldPropertiesPost, async ({ body, plan }) => {
  const subject = await findSubject(body.address, 'body');
  const { records, sources } = await legacyNearbySold(subject, plan);
  return new Reply(records, { headers: { ...deprecationHeaders('/properties/nearby-sold-properties'), ...subjectHeaders(subject), ...dataSourceHeaders(sources) } });
});
