-- The building facts a nearby sale is filtered on (living area, lot size, year built), copied from
-- the property onto its transactions as the location columns are, so the nearby-sales walk decides
-- whether a candidate sale is served from the sale's own row, without a properties_pkey probe per
-- candidate (docs/design.md#nearby-sales-scan). Loads write them with every transaction; rows
-- written before this migration keep building_copied false, and the nearby-sales scan reads those
-- from the property, until the next refresh copies them (loader/sale-buildings.ts). A
-- constant default adds the columns without rewriting the table.
alter table transactions
  add column living_sqft numeric,
  add column lot_sqft numeric,
  add column year_built integer,
  add column building_copied boolean not null default false;
