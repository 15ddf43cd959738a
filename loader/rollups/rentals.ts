/**
 * Rental market rollups (migrations/0009_rental_analytics.sql), read by
 * GET /rental-analytics/market-analysis:
 *   - rental_lease_months: per location cell and lease month, every lease's rent, bedroom bucket,
 *     rent per square foot and days on market;
 *   - rental_sale_months: per location cell and sale month, every arms-length purchase price.
 * Reads only the base tables, so it may run at any point of the refresh.
 */
import type { TransactionSql } from 'postgres';
import { inPart, type Rollup, states } from './rollup.ts';

// Two refreshes running together (two loads, or test files in parallel) would each delete the
// other's rows and then insert duplicates: the second waits here. Readers are not blocked.
const lockRentalMarket = (tx: TransactionSql) => tx`lock table rental_lease_months, rental_sale_months in share row exclusive mode`;

export const rentalLeaseMonths: Rollup = {
  async clear(tx) {
    await lockRentalMarket(tx);
    await tx`delete from rental_lease_months`;
  },
  parts: states,
  // The four arrays are aggregated over the same rows in the same order: element k is one lease.
  // That order is the rows' key, not where they lie on disk, so the same rows give the same arrays
  // whichever way they were loaded (an incremental or a bulk load).
  // Rows are written in (state, metro, month) order so that a metro's or a state's window lies in
  // adjacent pages rather than one page per row.
  async fill(tx, state) {
    await lockRentalMarket(tx);
    await tx`
      insert into rental_lease_months (state, cbsa_code, county_fips, city, zip, month, leases, lease_values)
      select state, cbsa_code, county_fips, city, zip, date_trunc('month', coalesce(lease_date, list_date))::date, count(*),
             json_build_array(
               array_agg(rent::float8 order by property_id, seq),
               array_agg(case when beds >= 0 then least(floor(beds), 5)::smallint end order by property_id, seq),
               array_agg(case when sqft > 0 then round(rent / sqft, 2)::float8 end order by property_id, seq),
               array_agg(days_on_market order by property_id, seq))
      from rentals
      where status = 'leased' and ${inPart(tx, 'state', state)}
      group by 1, 2, 3, 4, 5, 6
      order by state, cbsa_code, 6, county_fips, city, zip`;
  },
};

export const rentalSaleMonths: Rollup = {
  async clear(tx) {
    await lockRentalMarket(tx);
    await tx`delete from rental_sale_months`;
  },
  parts: states,
  async fill(tx, state) {
    await lockRentalMarket(tx);
    await tx`
      insert into rental_sale_months (state, cbsa_code, county_fips, city, zip, month, sales, prices)
      select state, cbsa_code, county_fips, city, zip, date_trunc('month', coalesce(sale_date, recording_date))::date, count(*),
             array_to_json(array_agg(sale_amount::float8 order by property_id, seq))
      from transactions
      where is_purchase and ${inPart(tx, 'state', state)}
      group by 1, 2, 3, 4, 5, 6
      order by state, cbsa_code, 6, county_fips, city, zip`;
  },
};
