/**
 * Per-buyer rollups (buyer_stats, and buyer_profiles for the biggest buyers) and the monthly
 * activity rollup by geography (buyer_activity_monthly); tables in migrations/0004_rollups.sql and
 * 0007_buyer_analytics.sql.
 * A buyer is a normalised name (buyer_key) with at least one arms-length purchase; its sales are
 * the purchases where it is the seller. Dates are the sale date, else the recording date.
 *
 * The purchases are read from transactions once, into a narrow temporary table that every rollup
 * then groups: at a million properties, scanning the wide transactions table once per rollup
 * cost more than the grouping.
 */
import type { PendingQuery, Row, TransactionSql } from 'postgres';
import { PROFILE_COLUMNS, PROFILE_ROLLUP_MIN, profileAggregates } from '../../shared/buyer-profiles/queries.ts';
import { fromMonth, type Rollup } from './rollup.ts';

/**
 * The narrow copy of the purchases the buyer rollups group, made once per transaction. A purchase's
 * price is its share of its deal (docs/analytics-definitions.md#deals): a deal's price counts once
 * in a buyer's totals, and averages are per property.
 */
async function purchaseFacts(tx: TransactionSql, only: PendingQuery<Row[]> = tx`true`): Promise<void> {
  // the groupings sort millions of rows at scale: in memory rather than in temporary files
  await tx`set local work_mem = '256MB'`;
  await tx`
    create temporary table if not exists buyer_purchase_facts on commit drop as
    select t.buyer_key, t.buyer_1, t.seller_key, t.buyer_is_entity, t.is_investor, coalesce(t.sale_date, t.recording_date) as bought,
           coalesce(t.apportioned_price, t.sale_amount) as sale_amount, t.market_evidence, t.is_cash, t.is_flip, t.hold_days, t.mtg_lender, t.state, t.cbsa_code, t.county_fips, t.city, t.zip,
           p.beds, p.living_sqft, p.year_built, p.owner_key is not null as owner_stated
    from transactions t join properties p using (property_id)
    where t.is_purchase and ${only}`;
}

/**
 * The purchases a refresh of these buyers' rows reads: theirs and those they sold
 * (transactions_buyer, transactions_seller). A refresh of some buyers runs in a transaction of its
 * own, so no rollup of the same transaction finds this narrower table in place of the whole one.
 */
const ofBuyers = (tx: TransactionSql, keys: string[]) =>
  tx`(t.buyer_key in (select unnest(${keys}::text[])) or t.seller_key in (select unnest(${keys}::text[])))`;

/**
 * `<column>` among these keys, as a semi-join: written as `= any(array)`, the planner chose the
 * buyer names' trigram index for it, one trigram search per key (30 s for 3,500 keys).
 */
export const amongKeys = (tx: TransactionSql, column: string, keys: string[]) =>
  tx`${tx.unsafe(column)} in (select unnest(${keys}::text[]))`;

// buyer_stats in parts by a hash of the buyer key: one buyer's purchases, sales and properties fall in one part
const BUYER_BUCKETS = 4;
const inBucket = (tx: TransactionSql, column: string, bucket: string | null) =>
  bucket === null ? tx`true` : tx`abs(hashtext(${tx.unsafe(column)})) % ${BUYER_BUCKETS} = ${Number(bucket)}`;

export const buyerStats: Rollup = {
  clear: (tx) => tx`delete from buyer_stats`,
  parts: async () => Array.from({ length: BUYER_BUCKETS }, (_, i) => String(i)),
  async fill(tx, bucket) {
    await purchaseFacts(tx);
    await writeBuyerStats(tx, (column) => inBucket(tx, column, bucket));
  },
  async refreshBuyers(tx, keys) {
    await purchaseFacts(tx, ofBuyers(tx, keys));
    await tx`delete from buyer_stats where ${amongKeys(tx, 'buyer_key', keys)}`;
    await writeBuyerStats(tx, (column) => amongKeys(tx, column, keys));
  },
};

/** buyer_stats of the buyers `only` selects (by a column holding a buyer key). */
async function writeBuyerStats(tx: TransactionSql, only: (column: string) => PendingQuery<Row[]>): Promise<void> {
  await tx`
      insert into buyer_stats (buyer_key, is_entity, purchases, investor_purchases, purchase_value, cash_purchases, first_purchase, last_purchase,
                               sales, flips, portfolio_size)
      with bought as (
        select buyer_key, bool_or(buyer_is_entity) as is_entity, count(*) as purchases, count(*) filter (where is_investor) as investor_purchases,
               sum(sale_amount) as purchase_value,
               count(*) filter (where is_cash) as cash_purchases, min(bought) as first_purchase, max(bought) as last_purchase,
               bool_or(owner_stated) as ownership_stated
        from buyer_purchase_facts where buyer_key is not null and ${only('buyer_key')} group by buyer_key
      ),
      sold as (
        select seller_key, count(*) as sales, count(*) filter (where is_flip) as flips
        from buyer_purchase_facts where seller_key is not null and ${only('seller_key')} group by seller_key
      ),
      -- owned now: the properties whose owner of record has the buyer's name identity (docs/analytics-definitions.md#name-identity)
      owned as (
        select owner_key, count(*) as n from properties where owner_key is not null and ${only('owner_key')} group by owner_key
      )
      -- owning nothing is known only where the data states who owns what the buyer bought: else null
      select b.buyer_key, b.is_entity, b.purchases, b.investor_purchases, b.purchase_value, b.cash_purchases, b.first_purchase, b.last_purchase,
             coalesce(s.sales, 0), coalesce(s.flips, 0), case when o.n is not null then o.n when b.ownership_stated then 0 end
      from bought b left join sold s on s.seller_key = b.buyer_key left join owned o on o.owner_key = b.buyer_key`;
}

/**
 * buyer_profiles: the profile aggregates (shared/buyers/profile-queries.ts) of the buyers too big to
 * aggregate per request, from the purchase facts and the properties they own.
 */
export const buyerProfiles: Rollup = {
  clear: (tx) => tx`delete from buyer_profiles`,
  fill: (tx) => writeBuyerProfiles(tx, null),
  async refreshBuyers(tx, keys) {
    await tx`delete from buyer_profiles where ${amongKeys(tx, 'buyer_key', keys)}`;
    await writeBuyerProfiles(tx, keys);
  },
};

async function writeBuyerProfiles(tx: TransactionSql, keys: string[] | null): Promise<void> {
  await purchaseFacts(tx, keys ? ofBuyers(tx, keys) : tx`true`);
  await tx`
    create temporary table buyer_profile_keys on commit drop as
    select buyer_key from buyer_stats
    where purchases + sales + coalesce(portfolio_size, 0) >= ${PROFILE_ROLLUP_MIN} ${keys ? tx`and ${amongKeys(tx, 'buyer_key', keys)}` : tx``}`;
  // no autovacuum analyses a temporary table: unanalysed, the planner looped over the purchases once per key
  await tx`analyze buyer_profile_keys`;
  const big = tx`(select buyer_key from buyer_profile_keys)`;
  const aggregates = profileAggregates(tx, {
    buys: tx`
      select buyer_key as key, buyer_1, bought, sale_amount, is_cash, mtg_lender, beds, living_sqft, year_built
      from buyer_purchase_facts where buyer_key in ${big}`,
    sells: tx`select seller_key as key, bought, is_flip, hold_days from buyer_purchase_facts where seller_key in ${big}`,
    owned: tx`select owner_key as key, property_id, state, cbsa_code, owner_mail_key from properties where owner_key in ${big}`,
  });
  const columns = tx([...PROFILE_COLUMNS]);
  await tx`insert into buyer_profiles (${columns}) select ${columns} from (${aggregates}) a`;
}

/**
 * buyer_activity_monthly. Investor = the purchase's stored status (transactions.is_investor, set by
 * loader/rollups/investors.ts), as in geo_monthly. Tier = portfolio_tier() of what it owns now.
 * One grouping per geography level: the medians need each level's own rows.
 */
const ACTIVITY_LEVELS = {
  state: 'state',
  msa: 'cbsa_code',
  county: 'county_fips',
  city: "state || '|' || city",
  zip: 'zip',
} as const;

export const buyerActivityMonthly: Rollup = {
  clear: (tx) => tx`delete from buyer_activity_monthly`,
  parts: async () => Object.keys(ACTIVITY_LEVELS),
  fill: (tx, level) => writeActivity(tx, level, null),
  async refreshFrom(tx, since) {
    await tx`delete from buyer_activity_monthly where month >= ${since}::date`;
    await writeActivity(tx, null, since);
  },
};

async function writeActivity(tx: TransactionSql, level: string | null, since: string | null): Promise<void> {
  await purchaseFacts(tx, fromMonth(tx, 'coalesce(t.sale_date, t.recording_date)', since));
  await tx`
      create temporary table if not exists buyer_activity_facts on commit drop as
      select f.state, f.cbsa_code, f.county_fips, f.city, f.zip, date_trunc('month', f.bought)::date as month, f.sale_amount, f.market_evidence, f.is_cash,
             f.is_investor as investor,
             case when b.portfolio_size is not null then portfolio_tier(b.portfolio_size) when b.buyer_key is not null then 'unknown' end as tier
      from buyer_purchase_facts f left join buyer_stats b on b.buyer_key = f.buyer_key`;
  for (const [geography, expression] of Object.entries(ACTIVITY_LEVELS)) {
    if (level !== null && level !== geography) continue;
    const code = tx.unsafe(expression);
    await tx`
        insert into buyer_activity_monthly (geography, code, month, purchases, investor_purchases, cash_purchases, purchase_value, median_price,
                                            tier_1, tier_2_9, tier_10_99, tier_100_999, tier_1000_plus, unnamed_buyer, unknown_tier)
        select ${geography}, ${code} as code, month, count(*), count(*) filter (where investor), count(*) filter (where is_cash), sum(sale_amount),
               percentile_cont(0.5) within group (order by sale_amount) filter (where market_evidence),
               count(*) filter (where tier = '1'), count(*) filter (where tier = '2-9'), count(*) filter (where tier = '10-99'),
               count(*) filter (where tier = '100-999'), count(*) filter (where tier = '1000+'), count(*) filter (where tier is null),
               count(*) filter (where tier = 'unknown')
        from buyer_activity_facts where ${code} is not null
        group by 2, month`;
  }
}
