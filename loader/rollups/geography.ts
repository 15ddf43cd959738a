/**
 * Geography rollups (migrations/0008_geo_analytics.sql):
 *   - geo_monthly: per location cell and month, purchases (prices, investor, cash and buyer-tier
 *     counts), resales and flips, and leases. Reads the stored investor status of each purchase
 *     and buyer_stats (the buyer's portfolio size now for its tier), so it runs after buyerStats.
 *   - geo_place_months, geo_place_hold_times (migrations/0033_place_months.sql): the purchases by
 *     buyer tier, and every hold time of the resales and flips, per place of every level and month,
 *     so that a window of any length reads one row per month.
 *   - geo_flips: every flip with its purchase and resale legs.
 */

import type { TransactionSql } from 'postgres';
import { FLIP_WINDOW_DAYS } from '../../shared/properties/records/transaction-facts.ts';
import { byYearParts, fromMonth, inPart, PURCHASE_DATE, type Rollup, states } from './rollup.ts';

/**
 * The location cell of a row, keyed in the "C" collation: grouping millions of rows sorts them by
 * these keys, and byte comparisons sort far faster than the database's locale (which gains nothing
 * on codes and upper-case names).
 */
export const CELL = (alias: string) =>
  `${alias}.state collate "C" as state, ${alias}.cbsa_code collate "C" as cbsa_code, ${alias}.county_fips collate "C" as county_fips, ${alias}.city collate "C" as city, ${alias}.zip collate "C" as zip`;

// Rows are written in place order (state, metro, county, city, zip, month), so that what a request
// reads (a zip's months, a county's or a metro's cells) sits together on disk, not one row per page.

export const geoMonthly: Rollup = {
  clear: (tx) => tx`delete from geo_monthly`,
  parts: states,
  fill: (tx, state) => writeGeoMonthly(tx, state, null),
  async refreshFrom(tx, since) {
    await tx`delete from geo_monthly where month >= ${since}::date`;
    await writeGeoMonthly(tx, null, since);
  },
};

// Sales and leases are summarised apart, then merged per cell and month: a cell-month has at most
// one row of each, so max() picks the side's value (the other side's is null).
const writeGeoMonthly = (tx: TransactionSql, state: string | null, since: string | null) => tx`
    insert into geo_monthly (state, cbsa_code, county_fips, city, zip, month, purchases, purchase_value, median_price, sqft_purchases,
                             median_price_per_sqft, investor_purchases, cash_purchases, purchases_tier_1, purchases_tier_2_9,
                             purchases_tier_10_99, purchases_tier_100_999, purchases_tier_1000_plus, resales, flips, median_hold_days,
                             leases, median_rent)
    with sale_rows as (
      select ${tx.unsafe(CELL('t'))}, date_trunc('month', coalesce(t.sale_date, t.recording_date))::date as month,
             coalesce(t.apportioned_price, t.sale_amount) as purchase_value,
             case when t.market_evidence then t.sale_amount end as sale_amount,
             case when t.market_evidence then t.sale_amount / nullif(p.living_sqft, 0) end as price_per_sqft, t.is_cash, t.is_flip, t.hold_days,
             t.is_investor as investor,
             case when b.portfolio_size is not null then portfolio_tier(b.portfolio_size) end as tier
      from transactions t
      join properties p using (property_id)
      left join buyer_stats b on b.buyer_key = t.buyer_key
      where t.is_purchase and ${inPart(tx, 't.state', state)} and ${fromMonth(tx, 'coalesce(t.sale_date, t.recording_date)', since)}
    ),
    sales as (
      select state, cbsa_code, county_fips, city, zip, month, count(*) as purchases, sum(purchase_value) as purchase_value,
             percentile_cont(0.5) within group (order by sale_amount) as median_price,
             count(price_per_sqft) as sqft_purchases, percentile_cont(0.5) within group (order by price_per_sqft) as median_price_per_sqft,
             count(*) filter (where investor) as investor_purchases, count(*) filter (where is_cash) as cash_purchases,
             count(*) filter (where tier = '1') as tier_1, count(*) filter (where tier = '2-9') as tier_2_9,
             count(*) filter (where tier = '10-99') as tier_10_99, count(*) filter (where tier = '100-999') as tier_100_999,
             count(*) filter (where tier = '1000+') as tier_1000_plus,
             count(hold_days) as resales, count(*) filter (where is_flip) as flips,
             percentile_cont(0.5) within group (order by hold_days) as median_hold_days,
             0 as leases, null::float8 as median_rent
      from sale_rows
      group by state, cbsa_code, county_fips, city, zip, month
    ),
    leases as (
      select ${tx.unsafe(CELL('r'))}, date_trunc('month', coalesce(r.lease_date, r.list_date))::date as month,
             0, 0, null::float8, 0, null::float8, 0, 0, 0, 0, 0, 0, 0, 0, 0, null::float8,
             count(*), percentile_cont(0.5) within group (order by r.rent)
      from rentals r
      where r.status = 'leased' and ${inPart(tx, 'r.state', state)} and ${fromMonth(tx, 'coalesce(r.lease_date, r.list_date)', since)}
      group by 1, 2, 3, 4, 5, 6
    )
    select state, cbsa_code, county_fips, city, zip, month, sum(purchases), sum(purchase_value), max(median_price), sum(sqft_purchases),
           max(median_price_per_sqft), sum(investor_purchases), sum(cash_purchases), sum(tier_1), sum(tier_2_9), sum(tier_10_99),
           sum(tier_100_999), sum(tier_1000_plus), sum(resales), sum(flips), max(median_hold_days), sum(leases), max(median_rent)
    from (select * from sales union all select * from leases) both_sides
    group by state, cbsa_code, county_fips, city, zip, month
    order by 1, 2, 3, 4, 5, 6`;

/**
 * Grouping a cell's rows by every geography level at once (shared/locations/geography.ts
 * GEOGRAPHY_COLUMNS): placeSets groups, placeColumns names each group's level, state ('' but for a city)
 * and code. A cell without a metro, county or city joins no such place (its code is null, and the
 * row is dropped).
 */
// Most specific first: a grouping's level is the first whose column it groups by (a city's grouping
// also groups by state, so state comes last).
const PLACE_LEVELS = [
  { level: 'zip', column: 'zip', set: '(zip, month)', state: "''" },
  { level: 'city', column: 'city', set: '(state, city, month)', state: 'state' },
  { level: 'county', column: 'county_fips', set: '(county_fips, month)', state: "''" },
  { level: 'msa', column: 'cbsa_code', set: '(cbsa_code, month)', state: "''" },
  { level: 'state', column: 'state', set: '(state, month)', state: "''" },
];
const levelOf = (level: string) => PLACE_LEVELS.find((l) => l.level === level)!;
const byGrouping = (value: (l: (typeof PLACE_LEVELS)[number]) => string) =>
  `case ${PLACE_LEVELS.slice(0, -1)
    .map((l) => `when grouping(${l.column}) = 0 then ${value(l)}`)
    .join(' ')} else ${value(PLACE_LEVELS.at(-1)!)} end`;

/** The grouping of one level's places (a part of a per-place rollup), or of every level's. */
export const placeSets = (level: string | null) =>
  `grouping sets (${level === null ? PLACE_LEVELS.map((l) => l.set).join(', ') : levelOf(level).set})`;
/** Each row's level, state and code, for placeSets(level). */
export const placeColumns = (level: string | null) => {
  if (level !== null) {
    const l = levelOf(level);
    return `'${l.level}' as level, ${l.state} as state, ${l.column} as code`;
  }
  return `${byGrouping((l) => `'${l.level}'`)} as level, ${byGrouping((l) => l.state)} as state, ${byGrouping((l) => l.column)} as code`;
};
/** A per-place rollup's parts: its levels, in the order its rows are written. */
export const placeLevels = async () => PLACE_LEVELS.map((l) => l.level).sort();

export const geoPlaceMonths: Rollup = {
  clear: (tx) => tx`delete from geo_place_months`,
  // from geo_monthly, so it runs after it; a metro's cells span states, so its parts are levels
  parts: placeLevels,
  fill: (tx, level) => writePlaceMonths(tx, level, null),
  async refreshFrom(tx, since) {
    await tx`delete from geo_place_months where month >= ${since}::date`;
    await writePlaceMonths(tx, null, since);
  },
};

const writePlaceMonths = (tx: TransactionSql, level: string | null, since: string | null) => tx`
    insert into geo_place_months (level, state, code, month, purchases, purchases_tier_1, purchases_tier_2_9, purchases_tier_10_99,
                                  purchases_tier_100_999, purchases_tier_1000_plus)
    select * from (
      select ${tx.unsafe(placeColumns(level))}, month, sum(purchases), sum(purchases_tier_1), sum(purchases_tier_2_9), sum(purchases_tier_10_99),
             sum(purchases_tier_100_999), sum(purchases_tier_1000_plus)
      from geo_monthly
      where purchases > 0 and ${fromMonth(tx, 'month', since)}
      group by ${tx.unsafe(placeSets(level))}
    ) p
    where code is not null
    order by 1, 3, 2, 4`;

export const geoPlaceHoldTimes: Rollup = {
  clear: (tx) => tx`delete from geo_place_hold_times`,
  parts: placeLevels,
  fill: (tx, level) => writeHoldTimes(tx, level, null),
  async refreshFrom(tx, since) {
    await tx`delete from geo_place_hold_times where month >= ${since}::date`;
    await writeHoldTimes(tx, null, since);
  },
};

const writeHoldTimes = (tx: TransactionSql, level: string | null, since: string | null) => tx`
    insert into geo_place_hold_times (level, state, code, month, resale_hold_days, flip_hold_days,
                                      unverified_resale_hold_days, unverified_flip_hold_days)
    select * from (
      select ${tx.unsafe(placeColumns(level))}, date_trunc('month', coalesce(sale_date, recording_date))::date as month,
             coalesce(array_agg(hold_days order by hold_days) filter (where hold_days is not null), '{}'),
             coalesce(array_agg(hold_days order by hold_days) filter (where is_flip), '{}'),
             coalesce(array_agg(pair_days order by pair_days) filter (where chain = 'unverified'), '{}'),
             coalesce(array_agg(pair_days order by pair_days) filter (where chain = 'unverified' and pair_days <= ${FLIP_WINDOW_DAYS}), '{}')
      from (select *, coalesce(sale_date, recording_date) - prior_purchase_date as pair_days from transactions) t
      where is_purchase and chain is not null and ${fromMonth(tx, PURCHASE_DATE, since)}
      group by ${tx.unsafe(placeSets(level))}
    ) p
    where code is not null
    order by 1, 3, 2, 4`;

/** Each distinct hold time per place, year and kind with its count, from geo_place_hold_times (so it runs after it). */
export const geoPlaceHoldYears: Rollup = {
  clear: (tx) => tx`delete from geo_place_hold_years`,
  ...byYearParts(
    'geo_place_hold_years',
    ['geo_place_hold_times'],
    (tx, level, from, to) => tx`
      insert into geo_place_hold_years (level, state, code, year, kind, days, counts)
      select level, state, code, year, kind, array_agg(d order by d), array_agg(n order by d)
      from (
        -- one read of the months, each month's four hold-day arrays a kind each
        select h.level, h.state, h.code, extract(year from h.month)::int as year, k.kind, d, count(*)::int as n
        from geo_place_hold_times h
        cross join lateral (values ('resale', h.resale_hold_days), ('flip', h.flip_hold_days),
                                   ('unverified_resale', h.unverified_resale_hold_days), ('unverified_flip', h.unverified_flip_hold_days)) k(kind, days)
        cross join lateral unnest(k.days) d
        where h.level = ${level} and h.month between ${from}::date and ${to}::date
        group by 1, 2, 3, 4, 5, 6
      ) c
      group by 1, 2, 3, 4, 5
      order by 1, 3, 2, 4, 5`,
  ),
};

export const geoFlips: Rollup = {
  clear: (tx) => tx`delete from geo_flips`,
  parts: states,
  // The purchase leg is the purchase the loader measured the hold from (prior_purchase_date and
  // price, shared/properties/transaction-history.ts deriveHistory): on that date, the matching price first, the latest
  // recorded first. A leg that is a parcel of a multi-parcel deal is priced at its apportioned share, not the deal's
  // total, so gross profit and ROI compare one home's prices. transactions_flips finds the flips,
  // transactions_unverified_pairs the pairs whose chain of title is unverified (kept, marked), transactions_pkey their
  // purchases.
  fill: (tx, state) => writeFlips(tx, state, null),
  async refreshFrom(tx, since) {
    await tx`delete from geo_flips where resale_date >= ${since}::date`;
    await writeFlips(tx, null, since);
  },
};

const writeFlips = (tx: TransactionSql, state: string | null, since: string | null) => tx`
    insert into geo_flips (property_id, seq, resale_date, resale_price, resale_buyer, resale_seller, purchase_date, purchase_price,
                           purchase_buyer, hold_days, chain, state, cbsa_code, county_fips, city, zip)
    select f.property_id, f.seq, coalesce(f.sale_date, f.recording_date), coalesce(f.apportioned_price, f.sale_amount),
           f.buyer_1, f.seller_1, f.prior_purchase_date, coalesce(leg.price, f.prior_purchase_price), leg.buyer_1, coalesce(f.sale_date, f.recording_date) - f.prior_purchase_date,
           f.chain, f.state, f.cbsa_code, f.county_fips, f.city, f.zip
    from (
      select * from transactions where is_flip and ${inPart(tx, 'state', state)} and ${fromMonth(tx, PURCHASE_DATE, since)}
      union all
      select * from transactions
      where chain = 'unverified' and coalesce(sale_date, recording_date) - prior_purchase_date <= ${FLIP_WINDOW_DAYS}
        and ${inPart(tx, 'state', state)} and ${fromMonth(tx, PURCHASE_DATE, since)}
    ) f
    left join lateral (
      select p.buyer_1, coalesce(p.apportioned_price, p.sale_amount) as price from transactions p
      where p.property_id = f.property_id and p.seq <> f.seq and p.is_purchase
        and coalesce(p.sale_date, p.recording_date) = f.prior_purchase_date
      order by p.sale_amount = f.prior_purchase_price desc, p.seq desc
      limit 1
    ) leg on true
    order by f.state, f.cbsa_code, f.county_fips, f.city, f.zip, 3`;
