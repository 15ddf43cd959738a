-- Storage nothing reads (docs/performance.md#bytes-per-property), measured at 1,000,000 properties:
-- - rentals_geog (324 bytes a property): every query of rentals by location asks for leases, which
--   rentals_leases_geog_date serves;
-- - transactions_{zip,city,county,cbsa}_date (178): no query selects transactions by those places
--   and a date; the analytics read the rollups, top-buyers the state and city indexes;
-- - properties_zip_address (45): addresses are matched on street keys (properties_zip_street);
-- - rental_lease_months, rental_sale_months and geo_hold_times (240): the per-cell rollups the
--   endpoints read before the per-place ones (0033, 0034); no endpoint reads them since.
-- Dropping is catalog work, whatever the size of the data.
drop index if exists rentals_geog;
drop index if exists transactions_zip_date;
drop index if exists transactions_city_date;
drop index if exists transactions_county_date;
drop index if exists transactions_cbsa_date;
drop index if exists properties_zip_address;
drop table if exists rental_lease_months;
drop table if exists rental_sale_months;
drop table if exists geo_hold_times;

-- The property tables' indexes are built whole (the bulk load, `npm run reorder`) and read far more
-- than written: packed full, they are about a tenth smaller (300 bytes a property at 1,000,000).
-- The setting takes effect when an index is next built; an incremental load's inserts split its
-- full pages, as they would split pages filled to the default 90%.
do $$
declare
  i record;
begin
  for i in
    select c.relname
    from pg_index x
    join pg_class c on c.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_am a on a.oid = c.relam
    where t.relname in ('properties', 'transactions', 'rentals') and a.amname in ('btree', 'gist')
      and t.relnamespace = 'public'::regnamespace
  loop
    execute format('alter index %I set (fillfactor = 100)', i.relname);
  end loop;
end
$$;
