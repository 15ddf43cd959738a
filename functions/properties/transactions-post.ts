import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { findProperty, propertyTransactions, toLegacyTransaction } from '../../shared/properties/records/transactions.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyTransactionsPost, async ({ body }) => {
  const property = await findProperty({ address: body.address, unit_policy: body.unit_policy });
  const transactions = await propertyTransactions(property.property_id);
  return new Reply(transactions.map(toLegacyTransaction), {
    headers: dataSourceHeaders([property.data_source]),
  });
});
