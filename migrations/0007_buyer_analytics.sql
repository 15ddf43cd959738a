-- Investor (buyer) analytics: the per-buyer rollup behind buyer profiles, the monthly activity
-- rollup behind GET /buyers/activity, and the covering index behind top buyers. The rollups are
-- refreshed after every load by loader/rollups/buyers.ts; requests only read them.

-- What a buyer profile shows beyond buyer_stats, for the buyers too big to aggregate per request:
-- those with at least 100 purchases + sales + properties owned (PROFILE_ROLLUP_MIN in
-- shared/buyers/profile-queries.ts, which also computes these columns, with the same SQL, from a
-- smaller buyer's own rows). Lists are json arrays, most first, truncated to what a profile shows.
create table buyer_profiles (
  buyer_key text primary key,
  median_purchase_price numeric,
  -- its sales with a previous purchase of the property on record, and their hold times
  resales integer not null,
  median_hold_days numeric,
  mean_hold_days numeric,
  -- the typical property it buys: medians over the properties of its purchases, unknowns left out
  median_beds numeric,
  median_living_sqft numeric,
  median_year_built numeric,
  -- [{name, purchases}]: every recorded spelling (buyer_1) of the name on its purchases, at most 100
  name_variants json not null,
  -- [{year, purchases, purchase_value, cash_purchases, sales, flips}] per calendar year, oldest first
  by_year json not null,
  -- [{lender, loans}]: lenders of the first mortgages recorded on its purchases, at most 10
  lenders json not null,
  -- [{state, cbsa_code, msa, properties}]: what it owns now by state and metro
  markets json not null,
  -- [{mail_key, properties, sample_property_id}]: owner mailing addresses of what it owns now, at
  -- most 20; the sample property's record gives the address as written
  mailing_addresses json not null
);

-- A smaller buyer's sales, for its profile (its purchases have transactions_buyer).
create index transactions_seller on transactions (seller_key) where is_purchase;

-- Arms-length purchases per month in every geography, split by investor status and by the
-- buyer's portfolio tier (portfolio_tier() of buyer_stats.portfolio_size, owned now).
-- geography: state | msa | county | city | zip; code: state code, CBSA code, county FIPS,
-- 'ST|CITY' (state code and upper-case city) or zip.
create table buyer_activity_monthly (
  geography text not null check (geography in ('state', 'msa', 'county', 'city', 'zip')),
  code text not null,
  month date not null,
  purchases integer not null,
  investor_purchases integer not null,
  cash_purchases integer not null,
  purchase_value numeric not null,
  median_price numeric,
  tier_1 integer not null,
  tier_2_9 integer not null,
  tier_10_99 integer not null,
  tier_100_999 integer not null,
  tier_1000_plus integer not null,
  -- purchases whose buyer name was not recorded: no tier, never an investor
  unnamed_buyer integer not null,
  primary key (geography, code, month)
);

-- Top buyers of a state (or of a city in it) over a date range: an index-only scan of the
-- state's purchases in the range, aggregated per buyer. The purchase date is the sale date, else
-- the recording date, as in every rollup; both columns are included so that the expression can be
-- evaluated from the index alone.
create index transactions_state_buyers on transactions (state, (coalesce(sale_date, recording_date)))
  include (sale_date, recording_date, city, zip, buyer_key, sale_amount, is_cash)
  where is_purchase;
