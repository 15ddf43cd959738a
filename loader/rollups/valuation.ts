/**
 * The monthly price levels of the valuation's time adjustment (migrations/0017 and 0029,
 * docs/valuation.md#time): per kind (sale, lease), area (county, CBSA, state) and calendar month,
 * the count, the median of ln(price / living area) and the latest date; and per day the count and
 * sum of the same logarithm (migrations/0038), for the shift of the last 30 days. Reads only the
 * base tables, so it may run at any point of the refresh.
 */
import type { TransactionSql } from 'postgres';
import type { Rollup } from './rollup.ts';

// two refreshes together would each delete the other's rows, then insert duplicates
const lockPriceIndex = (tx: TransactionSql) => tx`lock table price_index_months, price_index_days in share row exclusive mode`;

export const priceIndex: Rollup = {
  async clear(tx) {
    await lockPriceIndex(tx);
    await tx`delete from price_index_months`;
    await tx`delete from price_index_days`;
  },
  parts: async () => Object.keys(PARTS),
  async fill(tx, part) {
    await lockPriceIndex(tx);
    for (const [name, write] of Object.entries(PARTS)) if (part === null || part === name) await write(tx);
  },
};

// arms-length purchases (is_purchase) of properties with a known living area
async function saleMonths(tx: TransactionSql): Promise<void> {
  await tx`
    insert into price_index_months (kind, area_level, area_code, month, n, log_ppsf, last_date)
    select 'sale', a.level, a.code, date_trunc('month', s.day)::date, count(*),
           percentile_cont(0.5) within group (order by ln(s.price / s.sqft)), max(s.day)
    from (
      select coalesce(t.sale_date, t.recording_date) as day, t.sale_amount::float8 as price, p.living_sqft::float8 as sqft,
             t.county_fips, t.cbsa_code, t.state
      from transactions t join properties p on p.property_id = t.property_id
      where t.is_purchase and p.living_sqft > 0
    ) s
    cross join lateral (values ('county', s.county_fips), ('cbsa', s.cbsa_code), ('state', s.state)) a(level, code)
    where a.code is not null
    group by 1, 2, 3, 4`;
}

// the day a sale became known: the later of its sale and recording dates. Each sum adds its rows in
// key order, so the same rows give the same floating-point total whatever plan read them.
async function saleDays(tx: TransactionSql): Promise<void> {
  await tx`
    insert into price_index_days (kind, area_level, area_code, day, n, sum_log_ppsf)
    select 'sale', a.level, a.code, s.day, count(*), sum(ln(s.price / s.sqft) order by s.property_id, s.seq)
    from (
      select greatest(coalesce(t.sale_date, t.recording_date), coalesce(t.recording_date, t.sale_date)) as day,
             t.sale_amount::float8 as price, p.living_sqft::float8 as sqft, t.county_fips, t.cbsa_code, t.state, t.property_id, t.seq
      from transactions t join properties p on p.property_id = t.property_id
      where t.is_purchase and p.living_sqft > 0
    ) s
    cross join lateral (values ('county', s.county_fips), ('cbsa', s.cbsa_code), ('state', s.state)) a(level, code)
    where a.code is not null and s.day is not null
    group by 1, 2, 3, 4`;
}

// leases, sized by the lease's area, else the property's
async function leaseMonths(tx: TransactionSql): Promise<void> {
  await tx`
    insert into price_index_months (kind, area_level, area_code, month, n, log_ppsf, last_date)
    select 'lease', a.level, a.code, date_trunc('month', s.day)::date, count(*),
           percentile_cont(0.5) within group (order by ln(s.rent / s.sqft)), max(s.day)
    from (
      select coalesce(r.lease_date, r.list_date) as day, r.rent::float8 as rent, coalesce(r.sqft, p.living_sqft)::float8 as sqft,
             r.county_fips, r.cbsa_code, r.state
      from rentals r join properties p on p.property_id = r.property_id
      where r.status = 'leased' and coalesce(r.sqft, p.living_sqft) > 0
    ) s
    cross join lateral (values ('county', s.county_fips), ('cbsa', s.cbsa_code), ('state', s.state)) a(level, code)
    where a.code is not null
    group by 1, 2, 3, 4`;
}

async function leaseDays(tx: TransactionSql): Promise<void> {
  await tx`
    insert into price_index_days (kind, area_level, area_code, day, n, sum_log_ppsf)
    select 'lease', a.level, a.code, s.day, count(*), sum(ln(s.rent / s.sqft) order by s.property_id, s.seq)
    from (
      select coalesce(r.lease_date, r.list_date) as day, r.rent::float8 as rent, coalesce(r.sqft, p.living_sqft)::float8 as sqft,
             r.county_fips, r.cbsa_code, r.state, r.property_id, r.seq
      from rentals r join properties p on p.property_id = r.property_id
      where r.status = 'leased' and coalesce(r.sqft, p.living_sqft) > 0
    ) s
    cross join lateral (values ('county', s.county_fips), ('cbsa', s.cbsa_code), ('state', s.state)) a(level, code)
    where a.code is not null
    group by 1, 2, 3, 4`;
}

// one statement each, so the embedded seed's refresh waits behind one at a time
const PARTS: Record<string, (tx: TransactionSql) => Promise<unknown>> = {
  'sale months': saleMonths,
  'sale days': saleDays,
  'lease months': leaseMonths,
  'lease days': leaseDays,
};
