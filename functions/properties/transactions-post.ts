import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { deprecationHeaders } from '../../shared/properties/deprecation.ts';
import { findProperty, propertyTransactions, toLegacyTransaction } from '../../shared/properties/history.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.propertyTransactionsPost, async ({ body }) => {
  const property = await findProperty({ address: body.address }, 'body.address');
  const transactions = await propertyTransactions(property.property_id);
  return new Reply(transactions.map(toLegacyTransaction), {
    headers: { ...deprecationHeaders('/properties/transactions'), ...dataSourceHeaders([property.data_source]) },
  });
});
