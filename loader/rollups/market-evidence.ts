/**
 * Which recorded purchases are market evidence (docs/analytics-definitions.md#market-evidence):
 * set-based passes over the stored transactions, run by every load before its rollups (the
 * incremental refresh and the bulk rebuild alike, loader/rollups.ts), so that every median, price
 * index and comparable sale reads `market_evidence` rather than `is_purchase`.
 *
 *   1. deals: one instrument on two or more parcels is one sale; its price is stored once per deal
 *      and apportioned to its parcels, and the last sale of a parcel in a deal shows its share;
 *   2. outliers: of the remaining purchases, prices far outside their zip and year.
 *
 * A full refresh passes over the whole table, the refresh after a load over what the load reached
 * (EvidenceScope); both write only the rows whose flags change, so a re-run writes nothing, and a
 * deal that loses a parcel, or a zip whose distribution moves, is re-decided however the rows came
 * and went.
 */
import type { TransactionSql } from 'postgres';
import { EVERY_MONTH, earlier, emptyScope, type RollupScope, widen } from './changes.ts';

/** Outlier thresholds and the samples they need (docs/analytics-definitions.md#outliers). */
export const OUTLIERS = {
  /** a purchase's price per square foot this many times its zip-year median, or this many times below */
  pricePerSqftMultiple: 5,
  /** a purchase's price / assessed value this many times its zip-year median ratio, or this many times below */
  assessmentRatioMultiple: 6,
  /** the fewest purchases (with the value compared) in a zip-year for its median to judge a price */
  minimumSample: 10,
} as const;

/**
 * The instrument a transfer was recorded by: its document number within its state and county,
 * else (a source without document numbers) its recording date, price and buyer. Only transfers
 * with a price take part.
 */
const DEAL_KEY = `case
  when t.doc_num is not null then 'doc|' || t.state || '|' || coalesce(t.county_fips, '') || '|' || t.doc_num
  when t.buyer_key is not null and t.recording_date is not null
    then 'buyer|' || t.state || '|' || t.recording_date::text || '|' || t.sale_amount::text || '|' || t.buyer_key
end`;

export interface EvidenceCounts {
  /** transactions whose deal columns changed */
  deals: number;
  /** properties whose last sale was re-stated */
  lastSales: number;
  /** transactions whose outlier reason changed */
  outliers: number;
  /** what the rollups must rewrite for the transactions whose flags changed (loader/rollups/changes.ts) */
  scope: RollupScope;
}

/**
 * What an incremental refresh re-decides (loader/rollups/changes.ts): the deals of the transfers
 * dated from `since` on, and of those whose deal lost a parcel the load removed (`dealIds`); the
 * outliers of the years from `since`'s on; the last sales of the properties with a purchase from
 * `since` on or a deal changed. What a load did not change keeps its flags: a deal's parcels share
 * its instrument (a document number, or a recording date), and a zip-year's median reads that year.
 */
export interface EvidenceScope {
  since: string;
  dealIds: string[];
}

export async function markMarketEvidence(tx: TransactionSql, only: EvidenceScope | null = null): Promise<EvidenceCounts> {
  const deals = await markDeals(tx, only);
  const lastSales = await restateLastSales(tx, only && { since: only.since, properties: deals.properties });
  // a deal that gained or lost a parcel moves that parcel in or out of its zip-year's median
  const outliers = await markOutliers(tx, only && { ...only, since: earlier(only.since, deals.since)! });
  const scope = emptyScope();
  for (const changed of [deals, outliers]) widen(scope, changed.since, changed.buyerKeys);
  return { deals: deals.n, lastSales, outliers: outliers.n, scope };
}

/** How many rows a pass changed, their earliest month (an undated row: every month) and their buyers and sellers. */
interface Changed {
  n: number;
  since: string | null;
  buyerKeys: string[];
  /** the properties of the rows changed */
  properties: number[];
}
type ChangedSummary = { n: number; since: string | null; buyer_keys: string[] | null; properties: string[] | null };
const CHANGED = `
    select count(*)::int as n, min(coalesce(month, '${EVERY_MONTH}'::date))::text as since,
           array_remove(array_agg(distinct buyer_key), null) || array_remove(array_agg(distinct seller_key), null) as buyer_keys,
           coalesce(array_agg(distinct property_id), '{}') as properties
    from changed`;
const changedRows = (r: ChangedSummary): Changed => ({
  n: r.n,
  since: r.since,
  buyerKeys: r.buyer_keys ?? [],
  properties: (r.properties ?? []).map(Number),
});

/** Every transfer with its deal key. */
const DEAL_TRANSFERS = `
    transfers as (
      select t.property_id, t.seq, t.sale_amount, ${DEAL_KEY} as deal_key, t.deal_id
      from transactions t
      where t.sale_amount > 0
    ),`;

/**
 * Scoped ($1 since, $2 the deal ids a load took a parcel from): the keys of the transfers in scope,
 * then every transfer of those keys (found by their document number or buyer, one read of the table).
 */
const DEAL_TRANSFERS_SCOPED = `
    candidates as (
      select ${DEAL_KEY} as deal_key, t.doc_num, t.buyer_key
      from transactions t
      where t.sale_amount > 0
        and (coalesce(t.sale_date, t.recording_date) >= $1::date or t.recording_date >= $1::date or t.deal_id = any($2::text[]))
    ),
    transfers as (
      select * from (
        select t.property_id, t.seq, t.sale_amount, ${DEAL_KEY} as deal_key, t.deal_id
        from transactions t
        where t.sale_amount > 0
          and (t.doc_num in (select doc_num from candidates) or t.buyer_key in (select buyer_key from candidates))
      ) k
      where deal_key in (select deal_key from candidates)
    ),`;

/**
 * Deals and each parcel's share. When every parcel records the same price, that price is the
 * deal's total (the county wrote the deed's consideration on each parcel), apportioned by assessed
 * value where every parcel has one, else by the source's market value where every parcel has one,
 * else equally; the shares are cumulative differences of rounded cents, so they add up to the total
 * exactly. When the parcels record different prices, each recorded its own part: the total is their
 * sum and each parcel's share is its own price. A parcel listed twice on one instrument counts once.
 */
export async function markDeals(tx: TransactionSql, only: EvidenceScope | null = null): Promise<Changed> {
  const [result] = await tx.unsafe<ChangedSummary[]>(
    `
    with ${only ? DEAL_TRANSFERS_SCOPED : DEAL_TRANSFERS}
    deals as (
      select deal_key, count(distinct property_id)::int as parcels, min(sale_amount) = max(sale_amount) as uniform,
             max(sale_amount) as top_price
      from transfers where deal_key is not null
      group by deal_key having count(distinct property_id) >= 2
    ),
    parcels as (
      select distinct on (d.deal_key, tr.property_id) d.deal_key, tr.property_id, tr.sale_amount, d.parcels, d.uniform, d.top_price,
             p.assessed_value, p.valuation_value
      from deals d join transfers tr using (deal_key) join properties p on p.property_id = tr.property_id
      order by d.deal_key, tr.property_id, tr.seq
    ),
    weighted as (
      select *,
             case when bool_and(assessed_value > 0) over deal then assessed_value
                  when bool_and(valuation_value > 0) over deal then valuation_value
                  else 1 end as weight,
             case when uniform then top_price else sum(sale_amount) over deal end as deal_price
      from parcels
      window deal as (partition by deal_key)
    ),
    shares as (
      select deal_key, property_id, parcels, deal_price, uniform, sale_amount,
             sum(weight) over (partition by deal_key order by property_id) as upto,
             sum(weight) over (partition by deal_key) as total
      from weighted
    ),
    assigned as (
      select tr.property_id, tr.seq, substr(md5(s.deal_key), 1, 16) as deal_id, s.parcels, s.deal_price,
             case when s.uniform then round(s.deal_price * s.upto / s.total, 2) - round(s.deal_price * (s.upto - w.weight) / s.total, 2)
                  else s.sale_amount end as apportioned
      from shares s
      join weighted w on w.deal_key = s.deal_key and w.property_id = s.property_id
      join transfers tr on tr.deal_key = s.deal_key and tr.property_id = s.property_id
    ),
    wanted as (
      select property_id, seq, a.deal_id, a.parcels, a.deal_price, a.apportioned
      from assigned a
      full join (${only ? 'select property_id, seq from transfers where deal_id is not null' : 'select property_id, seq from transactions where deal_id is not null'}) stale using (property_id, seq)
    ),
    changed as (
      update transactions t
      set deal_id = w.deal_id, deal_parcel_count = w.parcels, deal_price = w.deal_price, apportioned_price = w.apportioned
      from wanted w
      where t.property_id = w.property_id and t.seq = w.seq
        and (t.deal_id, t.deal_parcel_count, t.deal_price, t.apportioned_price) is distinct from (w.deal_id, w.parcels, w.deal_price, w.apportioned)
      returning date_trunc('month', coalesce(t.sale_date, t.recording_date))::date as month, t.buyer_key, t.seller_key, t.property_id
    )
    ${CHANGED}`,
    only ? [only.since, only.dealIds] : [],
  );
  return changedRows(result!);
}

/**
 * The property record's last sale, when it is the parcel's latest purchase and that purchase is
 * part of a deal, states the parcel's share as its price and names the deal (`deal_id`,
 * `deal_parcel_count`, `deal_price`); when the purchase is no longer part of a deal, the recorded
 * price comes back. So no reader of `last_sale.price` or `last_sale_price` takes a deal's total for
 * one home's price.
 */
export async function restateLastSales(tx: TransactionSql, only: { since: string; properties: number[] } | null = null): Promise<number> {
  // scoped: a last sale changes with the property's purchases (from since on: transactions_purchase_date) or its deals
  const properties = only
    ? tx`and t.property_id in (
        select property_id from transactions where is_purchase and coalesce(sale_date, recording_date) >= ${only.since}::date
        union select unnest(${only.properties}::bigint[]))`
    : tx``;
  const [result] = await tx<{ n: number }[]>`
    with latest as (
      select distinct on (t.property_id) t.property_id, coalesce(t.sale_date, t.recording_date) as day, t.sale_amount,
             t.deal_id, t.deal_parcel_count, t.deal_price, t.apportioned_price
      from transactions t
      where t.is_purchase ${properties}
      order by t.property_id, coalesce(t.sale_date, t.recording_date) desc, t.seq desc
    ),
    wanted as (
      select p.property_id,
             case when l.deal_id is not null then l.apportioned_price else l.sale_amount end as price, l.deal_id, l.deal_parcel_count, l.deal_price
      from properties p
      join latest l on l.property_id = p.property_id
      where p.last_sale_date = l.day
        and (l.deal_id is not null or (p.doc -> 'last_sale' ->> 'deal_id') is not null)
    ),
    changed as (
      update properties p
      set last_sale_price = w.price,
          doc = jsonb_set(jsonb_set(jsonb_set(jsonb_set(p.doc::jsonb,
                  '{last_sale,price}', to_jsonb(w.price::float8)),
                  '{last_sale,deal_id}', coalesce(to_jsonb(w.deal_id), 'null'::jsonb)),
                  '{last_sale,deal_parcel_count}', coalesce(to_jsonb(w.deal_parcel_count), 'null'::jsonb)),
                  '{last_sale,deal_price}', coalesce(to_jsonb(w.deal_price::float8), 'null'::jsonb))::json
      from wanted w
      where p.property_id = w.property_id
        and (p.last_sale_price is distinct from w.price or (p.doc -> 'last_sale' ->> 'deal_id') is distinct from w.deal_id)
      returning 1
    )
    select count(*)::int as n from changed`;
  return result!.n;
}

/**
 * Outliers among the purchases outside deals, against the median of their zip and year (the
 * median of all of them, outliers included: a median is not moved by a few): a price to
 * assessed value ratio a typo away from the median ratio (x10, /10 and beyond), else a price per
 * square foot far from the median. Only zip-years with enough purchases to judge are judged; where
 * a zip-year has too few, the price-to-assessment ratio is judged against its county's year (one
 * assessor, one ratio scale), never the price per square foot (a county's zips differ too much).
 */
export async function markOutliers(tx: TransactionSql, only: EvidenceScope | null = null): Promise<Changed> {
  // scoped: the zip-years and county-years from since's year on (transactions_purchase_date)
  const from = only ? `${only.since.slice(0, 4)}-01-01` : null;
  const inYears = from === null ? tx`` : tx`and coalesce(t.sale_date, t.recording_date) >= ${from}::date`;
  const { pricePerSqftMultiple: sqft, assessmentRatioMultiple: ratio, minimumSample: minimum } = OUTLIERS;
  const [result] = await tx<ChangedSummary[]>`
    with params as (select ${minimum}::int as minimum, ${ratio}::float8 as ratio_k, ${sqft}::float8 as sqft_k),
    sales as (
      select t.property_id, t.seq, t.zip, t.county_fips, extract(year from coalesce(t.sale_date, t.recording_date))::int as year,
             t.sale_amount / nullif(p.living_sqft, 0) as per_sqft, t.sale_amount / nullif(p.assessed_value, 0) as ratio
      from transactions t
      join properties p on p.property_id = t.property_id
      where t.is_purchase and t.deal_id is null ${inYears}
    ),
    medians as (
      select zip, year, count(per_sqft) as sqft_n, percentile_cont(0.5) within group (order by per_sqft) as sqft_median,
             count(ratio) as ratio_n, percentile_cont(0.5) within group (order by ratio) as ratio_median
      from sales group by zip, year
    ),
    county_ratios as (
      select county_fips, year, count(ratio) as ratio_n, percentile_cont(0.5) within group (order by ratio) as ratio_median
      from sales where county_fips is not null group by county_fips, year
    ),
    bases as (
      select s.property_id, s.seq, s.ratio, s.per_sqft,
             case when m.ratio_n >= k.minimum then m.ratio_median when c.ratio_n >= k.minimum then c.ratio_median end as ratio_base,
             case when m.sqft_n >= k.minimum then m.sqft_median end as sqft_base
      from sales s
      cross join params k
      join medians m on m.zip = s.zip and m.year = s.year
      left join county_ratios c on c.county_fips = s.county_fips and c.year = s.year
    ),
    flagged as (
      select property_id, seq,
             case when s.ratio >= k.ratio_k * s.ratio_base or s.ratio * k.ratio_k <= s.ratio_base then 'PRICE_TO_ASSESSMENT'
                  when s.per_sqft >= k.sqft_k * s.sqft_base or s.per_sqft * k.sqft_k <= s.sqft_base then 'PRICE_PER_SQFT'
             end as reason
      from bases s cross join params k
    ),
    wanted as (
      select property_id, seq, f.reason
      from (select * from flagged where reason is not null) f
      full join (select property_id, seq from transactions t where outlier_reason is not null ${inYears}) stale using (property_id, seq)
    ),
    changed as (
      update transactions t set outlier_reason = w.reason
      from wanted w
      where t.property_id = w.property_id and t.seq = w.seq and t.outlier_reason is distinct from w.reason
      returning date_trunc('month', coalesce(t.sale_date, t.recording_date))::date as month, t.buyer_key, t.seller_key, t.property_id
    )
    ${tx.unsafe(CHANGED)}`;
  return changedRows(result!);
}
