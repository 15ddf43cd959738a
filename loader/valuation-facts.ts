/**
 * Copies the effective year built and the basement from each record onto its property row, for the
 * rows written before migrations/0045 added those columns (`valuation_facts_copied` false): loads
 * write them with every property, so after one refresh of a migrated database this finds nothing
 * to do. Until then the valuation reads those rows as stating neither (docs/valuation.md#traits).
 */
import type { TransactionSql } from 'postgres';

export async function copyValuationFacts(tx: TransactionSql): Promise<number> {
  // a scan of properties (the rows to copy have no index); the record is read only for those rows
  const copied = await tx`
    update properties
    set effective_year_built = round((doc -> 'structure' ->> 'effective_year_built')::numeric)::int,
        basement_type = doc -> 'structure' ->> 'basement_type',
        valuation_facts_copied = true
    where not valuation_facts_copied`;
  return copied.count;
}
