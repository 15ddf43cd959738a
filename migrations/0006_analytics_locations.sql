-- Geography selection for the analytics endpoints (docs/design.md#geography-selection: state | msa | county | city | zip).
-- Transactions and rentals carry the property's city like its other location columns, so a city
-- is filtered on the row itself; each level has a (geography, date) index for its window scans.
alter table transactions add column city text;
alter table rentals add column city text;
update transactions t set city = p.city from properties p where p.property_id = t.property_id;
update rentals r set city = p.city from properties p where p.property_id = r.property_id;
create index transactions_city_date on transactions (state, city, sale_date) where is_purchase;
create index rentals_city_date on rentals (state, city, list_date);

-- a buyer's portfolio: the properties whose owner of record is the normalised name
create index properties_owner_name on properties (owner_name, property_id) where owner_name is not null;

-- Portfolio tier by properties owned now (docs/analytics-definitions.md#portfolio-tier); institutional = 100+.
-- One definition for every rollup and query (shared/analytics/tiers.ts mirrors it for TypeScript).
create function portfolio_tier(owned bigint) returns text language sql immutable parallel safe as $$
  select case when owned >= 1000 then '1000+' when owned >= 100 then '100-999' when owned >= 10 then '10-99' when owned >= 2 then '2-9' else '1' end
$$;
