import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { deprecationHeaders } from '../../shared/properties/deprecation.ts';
import { findProperty, propertyTransactions, toLegacyTransaction } from '../../shared/properties/history.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyTransactionsPost, async ({ body }) => {
  const property = await findProperty({ address: body.address });
  const transactions = await propertyTransactions(property.property_id);
  return new Reply(transactions.map(toLegacyTransaction), {
    headers: { ...deprecationHeaders('/properties/transactions'), ...dataSourceHeaders([property.data_source]) },
  });
});
