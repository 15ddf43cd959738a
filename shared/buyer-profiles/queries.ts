/**
 * SQL of buyer profiles: name resolution, the profile's aggregates and the portfolio page.
 *
 * The aggregates (medians, name variants, years, lenders, markets, mailing addresses) are one SQL
 * computation over a buyer's purchases, sales and properties owned (profileAggregates). For the
 * buyers with at least PROFILE_ROLLUP_MIN of those rows, loader/rollups/buyers.ts stores its result
 * in buyer_profiles after every load, so that the largest buyer (30k purchases) is one primary-key
 * probe; a smaller buyer's is computed per request from its own rows, a few index probes. Storing
 * every buyer instead made the refresh at 1M properties take minutes for rows no request needs
 * precomputed. Each query names its index.
 */
import type { PendingQuery, Row, Sql, TransactionSql } from 'postgres';
import { familyNames } from '../analytics/families.ts';
import type { NameCandidate } from '../buyers/resolve.ts';

type Fragment = PendingQuery<Row[]>;

/** Buyers with at least this many purchases + sales + properties owned have stored aggregates. */
export const PROFILE_ROLLUP_MIN = 100;

/** The buyer whose normalised name is exactly `key` (buyer_stats_pkey). */
export async function exactBuyer(sql: Sql, key: string): Promise<NameCandidate | undefined> {
  const [row] = await sql<
    NameCandidate[]
  >`select buyer_key as name, 1::float8 as similarity, purchases from buyer_stats where buyer_key = ${key}`;
  return row;
}

/**
 * Buyer names at least `minSimilarity` similar to `key` (buyer_stats_name_trgm). `%` is the
 * indexable form; its threshold is pg_trgm.similarity_threshold, set for this transaction only:
 * at the default 0.3 a name ending in LLC has thousands of candidates to recheck.
 */
export async function similarBuyers(sql: Sql, key: string, minSimilarity: number, limit: number): Promise<NameCandidate[]> {
  return sql.begin(async (tx) => {
    await tx`select set_config('pg_trgm.similarity_threshold', ${String(minSimilarity)}, true)`;
    return tx<NameCandidate[]>`
      select buyer_key as name, similarity(buyer_key, ${key})::float8 as similarity, purchases
      from buyer_stats
      where buyer_key % ${key}
      order by similarity desc, purchases desc, buyer_key
      limit ${limit}`;
  });
}

export interface BuyerStatsRow {
  buyer_key: string;
  is_entity: boolean;
  purchases: number;
  investor_purchases: number;
  purchase_value: number;
  cash_purchases: number;
  first_purchase: string | null;
  last_purchase: string | null;
  sales: number;
  flips: number;
  /** null: unknown (docs/analytics-definitions.md#portfolio-tier) */
  portfolio_size: number | null;
}

/** buyer_stats_pkey */
export async function buyerStats(sql: Sql, key: string): Promise<BuyerStatsRow | undefined> {
  const [row] = await sql<BuyerStatsRow[]>`
    select buyer_key, is_entity, purchases, investor_purchases, purchase_value::float8 as purchase_value, cash_purchases,
           to_char(first_purchase, 'YYYY-MM-DD') as first_purchase, to_char(last_purchase, 'YYYY-MM-DD') as last_purchase,
           sales, flips, portfolio_size
    from buyer_stats where buyer_key = ${key}`;
  return row;
}

/**
 * Where a profile's aggregates are computed from, one row per item with the buyer's name as `key`:
 * - buys: its purchases (key, buyer_1, bought, sale_amount, is_cash, mtg_lender, beds, living_sqft, year_built);
 * - sells: its sales (key, bought, is_flip, hold_days);
 * - owned: the properties it owns now (key, property_id, state, cbsa_code, owner_mail_key).
 */
export interface ProfileSources {
  buys: Fragment;
  sells: Fragment;
  owned: Fragment;
}

/** The columns of buyer_profiles, in its order. */
export const PROFILE_COLUMNS = [
  'buyer_key',
  'median_purchase_price',
  'resales',
  'median_hold_days',
  'mean_hold_days',
  'median_beds',
  'median_living_sqft',
  'median_year_built',
  'name_variants',
  'by_year',
  'lenders',
  'markets',
  'mailing_addresses',
] as const;

/**
 * The buyer_profiles columns per key of `src.buys` (every buyer has a purchase). Lists are grouped
 * per buyer and item, most first (ties by the item), and cut to what a profile shows.
 */
export function profileAggregates(sql: Sql | TransactionSql, src: ProfileSources): Fragment {
  return sql`
    with buys as (${src.buys}), sells as (${src.sells}), owned as (${src.owned}),
    medians as (
      select key, percentile_cont(0.5) within group (order by sale_amount) as median_purchase_price,
             percentile_cont(0.5) within group (order by beds) as median_beds,
             percentile_cont(0.5) within group (order by living_sqft) as median_living_sqft,
             percentile_cont(0.5) within group (order by year_built) as median_year_built
      from buys group by key
    ),
    holds as (
      select key, count(*) as resales, percentile_cont(0.5) within group (order by hold_days) as median_hold_days, avg(hold_days) as mean_hold_days
      from sells where hold_days is not null group by key
    ),
    names as (
      select key, json_agg(json_build_object('name', buyer_1, 'purchases', n) order by n desc, buyer_1) as list
      from (
        select key, buyer_1, count(*) as n, row_number() over (partition by key order by count(*) desc, buyer_1) as place
        from buys where buyer_1 is not null group by key, buyer_1
      ) v where place <= 100 group by key
    ),
    years as (
      select key, json_agg(json_build_object('year', year, 'purchases', purchases, 'purchase_value', purchase_value,
                                             'cash_purchases', cash_purchases, 'sales', sales, 'flips', flips) order by year) as list
      from (
        select key, extract(year from bought)::int as year, count(*) filter (where bought_it) as purchases,
               coalesce(sum(sale_amount), 0) as purchase_value, count(*) filter (where is_cash) as cash_purchases,
               count(*) filter (where not bought_it) as sales, count(*) filter (where is_flip) as flips
        from (
          select key, true as bought_it, bought, sale_amount, is_cash, false as is_flip from buys
          union all
          select key, false, bought, null, false, is_flip from sells
        ) roles group by key, year
      ) y group by key
    ),
    lenders as (
      select key, json_agg(json_build_object('lender', mtg_lender, 'loans', n) order by n desc, mtg_lender) as list
      from (
        select key, mtg_lender, count(*) as n, row_number() over (partition by key order by count(*) desc, mtg_lender) as place
        from buys where mtg_lender is not null group by key, mtg_lender
      ) l where place <= 10 group by key
    ),
    markets as (
      select m.key, json_agg(json_build_object('state', m.state, 'cbsa_code', m.cbsa_code, 'msa', c.title, 'properties', m.n)
                             order by m.n desc, m.state, m.cbsa_code) as list
      from (select key, state, cbsa_code, count(*) as n from owned group by key, state, cbsa_code) m
      left join cbsas c on c.code = m.cbsa_code
      group by m.key
    ),
    -- each address as written on the owner record of one of its properties (properties_pkey)
    mailing as (
      select a.key, json_agg(json_build_object('address', o->>'formatted_street_address', 'city', o->>'city', 'state', o->>'state',
                                               'zip', o->>'zip_code', 'properties', a.n) order by a.n desc, a.owner_mail_key) as list
      from (
        select key, owner_mail_key, count(*) as n, min(property_id) as sample,
               row_number() over (partition by key order by count(*) desc, owner_mail_key) as place
        from owned where owner_mail_key is not null group by key, owner_mail_key
      ) a
      join properties p on p.property_id = a.sample
      cross join lateral (select p.doc->'owner' as o) owner
      where a.place <= 20 group by a.key
    )
    select m.key as buyer_key, m.median_purchase_price, coalesce(h.resales, 0) as resales, h.median_hold_days, h.mean_hold_days,
           m.median_beds, m.median_living_sqft, m.median_year_built, coalesce(n.list, '[]') as name_variants, coalesce(y.list, '[]') as by_year,
           coalesce(l.list, '[]') as lenders, coalesce(k.list, '[]') as markets, coalesce(a.list, '[]') as mailing_addresses
    from medians m
    left join holds h using (key)
    left join names n using (key)
    left join years y using (key)
    left join lenders l using (key)
    left join markets k using (key)
    left join mailing a using (key)`;
}

/**
 * The rows of the buyers named in `keys` (one buyer, or the names of a family), keyed `key`:
 * purchases by transactions_buyer (then properties_pkey for the property's attributes), sales by
 * transactions_seller, properties owned by properties_owner_key.
 */
export function buyerSources(sql: Sql, keys: string[], key: string): ProfileSources {
  return {
    buys: sql`
      select ${key}::text as key, t.buyer_1, coalesce(t.sale_date, t.recording_date) as bought,
             coalesce(t.apportioned_price, t.sale_amount) as sale_amount, t.is_cash, t.mtg_lender,
             p.beds, p.living_sqft, p.year_built
      from transactions t join properties p using (property_id)
      where t.is_purchase and t.buyer_key = any(${keys}::text[])`,
    sells: sql`
      select ${key}::text as key, coalesce(sale_date, recording_date) as bought, is_flip, hold_days
      from transactions where is_purchase and seller_key = any(${keys}::text[])`,
    owned: sql`select ${key}::text as key, property_id, state, cbsa_code, owner_mail_key from properties where owner_key = any(${keys}::text[])`,
  };
}

/** The family of a name (entity_families_pkey), then its listed names (familyNames). */
export async function familyOf(sql: Sql, key: string): Promise<{ family: string; names: string[] } | undefined> {
  const [row] = await sql<{ family: string; names: string[] }[]>`
    select f.family_key as family, (${familyNames(sql, sql`f.family_key`)}) as names
    from entity_families f where f.member_key = ${key}`;
  return row;
}

/** Every name of a family (entity_families_family): what its profile adds up, however many it lists. */
export async function familyMembers(sql: Sql, family: string): Promise<string[]> {
  const rows = await sql<{ member_key: string }[]>`select member_key from entity_families where family_key = ${family} order by member_key`;
  return rows.map((r) => r.member_key);
}

/**
 * The buyer_stats of several names added up (buyer_stats_pkey), with the properties they own now
 * (properties_owner_key): a family's names that never bought still own. Undefined when none bought.
 */
export async function familyStats(sql: Sql, family: string, keys: string[]): Promise<BuyerStatsRow | undefined> {
  const [row] = await sql<BuyerStatsRow[]>`
    select ${family}::text as buyer_key, bool_or(is_entity) as is_entity, sum(purchases)::int as purchases,
           sum(investor_purchases)::int as investor_purchases, sum(purchase_value)::float8 as purchase_value,
           sum(cash_purchases)::int as cash_purchases,
           to_char(min(first_purchase), 'YYYY-MM-DD') as first_purchase, to_char(max(last_purchase), 'YYYY-MM-DD') as last_purchase,
           sum(sales)::int as sales, sum(flips)::int as flips,
           (select count(*)::int from properties where owner_key = any(${keys}::text[])) as portfolio_size
    from buyer_stats where buyer_key = any(${keys}::text[])
    having count(*) > 0`;
  return row;
}

export interface NameVariant {
  name: string;
  purchases: number;
}

export interface BuyerYear {
  year: number;
  purchases: number;
  purchase_value: number;
  cash_purchases: number;
  sales: number;
  flips: number;
}

export interface BuyerLender {
  lender: string;
  loans: number;
}

export interface BuyerMarket {
  state: string;
  cbsa_code: string | null;
  msa: string | null;
  properties: number;
}

export interface ProfileAggregates {
  median_purchase_price: number | null;
  resales: number;
  median_hold_days: number | null;
  mean_hold_days: number | null;
  median_beds: number | null;
  median_living_sqft: number | null;
  median_year_built: number | null;
  name_variants: NameVariant[];
  by_year: BuyerYear[];
  lenders: BuyerLender[];
  markets: BuyerMarket[];
  mailing_addresses: MailingAddress[];
}

const readAggregates = (sql: Sql) => sql`
  median_purchase_price::float8 as median_purchase_price, resales::int as resales, median_hold_days::float8 as median_hold_days,
  mean_hold_days::float8 as mean_hold_days, median_beds::float8 as median_beds, median_living_sqft::float8 as median_living_sqft,
  median_year_built::float8 as median_year_built, name_variants, by_year, lenders, markets, mailing_addresses`;

/** The stored aggregates of a big buyer (buyer_profiles_pkey), or undefined for a smaller one. */
export async function storedProfile(sql: Sql, key: string): Promise<ProfileAggregates | undefined> {
  const [row] = await sql<ProfileAggregates[]>`select ${readAggregates(sql)} from buyer_profiles where buyer_key = ${key}`;
  return row;
}

/** The aggregates of a buyer, or of a family's names together, computed from their own rows (buyerSources). */
export async function liveProfile(sql: Sql, keys: string[], key: string): Promise<ProfileAggregates | undefined> {
  const [row] = await sql<
    ProfileAggregates[]
  >`select ${readAggregates(sql)} from (${profileAggregates(sql, buyerSources(sql, keys, key))}) a`;
  return row;
}

export interface MailingAddress {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  properties: number;
}

export interface PortfolioRow {
  property_id: number;
  address: string;
  city: string;
  state: string;
  zip: string;
  property_type: string | null;
  beds: number | null;
  baths: number | null;
  living_sqft: number | null;
  year_built: number | null;
  value: number | null;
  last_sale_date: string | null;
  last_sale_price: number | null;
}

/**
 * One page of the properties the buyer (or a family's names) owns now, by property_id. The page's
 * ids come from an index-only scan of properties_owner_key (owner_key, property_id), so a deep page
 * skips index entries rather than rows; only the page's rows are read.
 */
export async function portfolioPage(sql: Sql, keys: string[], pageSize: number, offset: number): Promise<PortfolioRow[]> {
  return sql<PortfolioRow[]>`
    with page as (
      select property_id from properties where owner_key = any(${keys}::text[]) order by property_id limit ${pageSize} offset ${offset}
    )
    select p.property_id::float8 as property_id, p.doc->'address'->>'formatted_street_address' as address, p.city, p.state, p.zip,
           p.property_type, p.beds::float8 as beds, p.baths::float8 as baths, p.living_sqft::float8 as living_sqft, p.year_built,
           v.value::float8 as value, to_char(p.last_sale_date, 'YYYY-MM-DD') as last_sale_date, p.last_sale_price::float8 as last_sale_price
    from page join properties p using (property_id)
    left join property_valuations v using (property_id)
    order by p.property_id`;
}
