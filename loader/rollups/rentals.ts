/**
 * Rental market rollups, read by GET /rental-analytics/market-analysis:
 *   - rental_place_lease_months, rental_place_sale_months (migrations/0034): per place of every
 *     level and month, every lease's rent, bedroom bucket, rent per square foot and days on market,
 *     the count of purchases and every purchase price that is market evidence
 *     (docs/analytics-definitions.md#market-evidence) with its count, so that a window of any length reads one row per month;
 *   - rental_place_value_years (migrations/0041): those values per place, year and measure, each
 *     distinct value with its count, so that a window's whole years read a row per year.
 * The first two read only the base tables; the last reads them, after them.
 */
import type { PendingQuery, Row, TransactionSql } from 'postgres';
import { placeColumns, placeLevels, placeSets } from './geography.ts';
import { byYearParts, fromMonth, LEASE_DATE, PURCHASE_DATE, type Rollup } from './rollup.ts';

/**
 * A lease's four values, aggregated over the same rows in the same order: element k is one lease.
 * That order is the rows' key, not where they lie on disk, so the same rows give the same arrays
 * whichever way they were loaded or read (an incremental or a bulk load, a whole or a part-by-part
 * refresh).
 */
const LEASE_VALUES = `json_build_array(
  array_agg(rent::float8 order by property_id, seq),
  array_agg(case when beds >= 0 then least(floor(beds), 5)::smallint end order by property_id, seq),
  array_agg(case when sqft > 0 then round(rent / sqft, 2)::float8 end order by property_id, seq),
  array_agg(days_on_market order by property_id, seq))`;
const SALE_PRICES =
  "coalesce(array_to_json(array_agg(sale_amount::float8 order by property_id, seq) filter (where market_evidence)), '[]'::json)";

// Two refreshes running together (two loads, or test files in parallel) would each delete the
// other's rows and then insert duplicates: the second waits here. Readers are not blocked.
const lockRentalMarket = (tx: TransactionSql) =>
  tx`lock table rental_place_lease_months, rental_place_sale_months, rental_place_value_years in share row exclusive mode`;

/** A rollup of the rental market: its table emptied under the lock, and its part written under it. */
function rentalRollup(table: string, rollup: Pick<Rollup, 'fill' | 'parts' | 'refreshFrom'>): Rollup {
  return {
    async clear(tx) {
      await lockRentalMarket(tx);
      await tx`delete from ${tx(table)}`;
    },
    parts: rollup.parts,
    async fill(tx, part) {
      await lockRentalMarket(tx);
      await rollup.fill(tx, part);
    },
    async refreshFrom(tx, since) {
      await lockRentalMarket(tx);
      await rollup.refreshFrom!(tx, since);
    },
  };
}

/** A per-place rollup by month written by `write(tx, level, since)`. */
const byMonth = (table: string, write: (tx: TransactionSql, level: string | null, since: string | null) => PendingQuery<Row[]>) =>
  rentalRollup(table, {
    parts: placeLevels,
    fill: (tx, level) => write(tx, level, null),
    async refreshFrom(tx, since) {
      await tx`delete from ${tx(table)} where month >= ${since}::date`;
      await write(tx, null, since);
    },
  });

// a metro's cells span states, so the per-place rollups' parts are levels
export const rentalPlaceLeaseMonths = byMonth(
  'rental_place_lease_months',
  (tx, level, since) => tx`
    insert into rental_place_lease_months (level, state, code, month, leases, lease_values, median_rent)
    select * from (
      select ${tx.unsafe(placeColumns(level))}, month, count(*), ${tx.unsafe(LEASE_VALUES)},
             -- json_array_median (migrations/0041) of the rents written beside it, without parsing them again
             percentile_cont(0.5) within group (order by rent::float8)
      from (select *, date_trunc('month', coalesce(lease_date, list_date))::date as month from rentals
            where status = 'leased' and ${fromMonth(tx, LEASE_DATE, since)}) r
      group by ${tx.unsafe(placeSets(level))}
    ) p
    where code is not null
    order by 1, 3, 2, 4`,
);

export const rentalPlaceSaleMonths = byMonth(
  'rental_place_sale_months',
  (tx, level, since) => tx`
    insert into rental_place_sale_months (level, state, code, month, sales, prices, purchases)
    select * from (
      select ${tx.unsafe(placeColumns(level))}, month, count(*) filter (where market_evidence), ${tx.unsafe(SALE_PRICES)}, count(*)
      from (select *, date_trunc('month', coalesce(sale_date, recording_date))::date as month from transactions
            where is_purchase and ${fromMonth(tx, PURCHASE_DATE, since)}) t
      group by ${tx.unsafe(placeSets(level))}
    ) p
    where code is not null
    order by 1, 3, 2, 4`,
);

/**
 * Each distinct value per place, year and measure with its count, from the two per-place rollups
 * above (so the same leases and sales). The measures are those of LEASE_VALUES (rent, the rent by
 * bedroom bucket, rent per square foot, days on market) and the sale price.
 */
const valueYears = byYearParts(
  'rental_place_value_years',
  ['rental_place_lease_months', 'rental_place_sale_months'],
  (tx, level, from, to) => tx`
    insert into rental_place_value_years (level, state, code, year, measure, vals, counts)
    select level, state, code, year, measure, array_agg(value order by value), array_agg(n order by value)
    from (
      select m.level, m.state, m.code, extract(year from m.month)::int as year, v.measure, v.value, count(*)::int as n
      from rental_place_lease_months m
      cross join lateral rows from (
        json_array_elements_text(m.lease_values -> 0), json_array_elements_text(m.lease_values -> 1),
        json_array_elements_text(m.lease_values -> 2), json_array_elements_text(m.lease_values -> 3)
      ) as l(rent, beds, per_sqft, dom)
      cross join lateral (values
        ('rent', l.rent::float8),
        ('rent_beds_' || l.beds, l.rent::float8),
        ('rent_per_sqft', l.per_sqft::float8),
        ('days_on_market', l.dom::float8)
      ) v(measure, value)
      where v.measure is not null and v.value is not null and m.level = ${level} and m.month between ${from}::date and ${to}::date
      group by 1, 2, 3, 4, 5, 6
      union all
      select s.level, s.state, s.code, extract(year from s.month)::int, 'price', p.value::float8, count(*)::int
      from rental_place_sale_months s
      cross join lateral json_array_elements_text(s.prices) p(value)
      where s.level = ${level} and s.month between ${from}::date and ${to}::date
      group by 1, 2, 3, 4, 5, 6
    ) c
    group by 1, 2, 3, 4, 5
    order by 1, 3, 2, 4, 5`,
);
export const rentalPlaceValueYears = rentalRollup('rental_place_value_years', valueYears);
