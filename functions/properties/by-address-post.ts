import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { findByAddress, matchHeaders } from '../../shared/properties/lookup/lookup.ts';
import { toLegacyProperty } from '../../shared/properties/records/legacy.ts';
import { propertyTransactions } from '../../shared/properties/records/transactions.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyByAddressPost, async ({ body, plan }) => {
  const match = await findByAddress(body.address, { unitPolicy: body.unit_policy });
  const transactions = await propertyTransactions(match.property.property_id);
  return new Reply(toLegacyProperty(match.property.doc, transactions, plan), {
    headers: {
      ...matchHeaders(match),
      ...dataSourceHeaders([match.property.data_source]),
    },
  });
});
