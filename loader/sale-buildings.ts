/**
 * Copies the building facts onto the transactions written before migrations/0043 added them
 * (`building_copied` false): loads write them with every transaction, so after one refresh of a
 * migrated database every row has its copy and this finds nothing to do. Until then the nearby-sales
 * scan reads those rows' facts from the property (shared/properties/nearby/queries.ts).
 */
import type { TransactionSql } from 'postgres';

export async function copySaleBuildings(tx: TransactionSql): Promise<number> {
  // a scan of transactions (the rows to copy have no index) and a properties_pkey probe per row
  const copied = await tx`
    update transactions t
    set living_sqft = p.living_sqft, lot_sqft = p.lot_sqft, year_built = p.year_built, building_copied = true
    from properties p
    where p.property_id = t.property_id and not t.building_copied`;
  return copied.count;
}
