/**
 * geo_data_dates (migrations/0025_data_dates.sql): per location cell, the latest purchase and the
 * latest rental date, so an answer can say how current its data is without scanning it.
 */
import { CELL } from './geography.ts';
import type { Rollup } from './rollup.ts';

export const dataDates: Rollup = {
  clear: (tx) => tx`delete from geo_data_dates`,
  fill: (tx) => tx`
    insert into geo_data_dates (state, cbsa_code, county_fips, city, zip, last_purchase, last_rental)
    select state, cbsa_code, county_fips, city, zip, max(last_purchase), max(last_rental)
    from (
      select ${tx.unsafe(CELL('t'))}, coalesce(t.sale_date, t.recording_date) as last_purchase, null::date as last_rental
      from transactions t where t.is_purchase
      union all
      select ${tx.unsafe(CELL('r'))}, null, greatest(r.list_date, r.lease_date) from rentals r
    ) dated
    group by state, cbsa_code, county_fips, city, zip
    order by state, cbsa_code, county_fips, city, zip`,
};
