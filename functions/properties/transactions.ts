import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { findProperty, propertyTransactions, toTransactionRecord } from '../../shared/properties/records/transactions.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';

export const handler = endpoint(propertyRoutes.propertyTransactions, async ({ query }) => {
  const property = await findProperty(query);
  const transactions = await propertyTransactions(property.property_id);
  return new Reply(
    {
      property_id: property.property_id,
      address: `${property.address_key}, ${property.city}, ${property.state} ${property.zip}`,
      transactions: transactions.map(toTransactionRecord),
    },
    { headers: dataSourceHeaders([property.data_source]) },
  );
});
