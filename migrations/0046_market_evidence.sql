-- What of a recorded transfer is market evidence (docs/analytics-definitions.md#market-evidence).
-- arms_length stays the arm's-length decision and sale_amount the recorded price; beside them:
--   arms_length_reason  why the decision is what it is (shared/properties/arms-length.ts);
--   deal_*              a multi-parcel sale, one instrument on 2+ parcels (loader/market-evidence.ts):
--                       its id, parcel count, total price, and this parcel's apportioned share;
--   outlier_reason      a price far outside its zip's, or a likely typo against the assessment;
--   market_evidence     a purchase that is none of those: what every price statistic and every
--                       comparable-sale reader reads instead of arms_length or is_purchase.
alter table transactions
  add column arms_length_reason text,
  add column deal_id text,
  add column deal_parcel_count integer,
  add column deal_price numeric,
  add column apportioned_price numeric,
  add column outlier_reason text,
  add column market_evidence boolean generated always as (is_purchase and deal_id is null and outlier_reason is null) stored;

-- Nearby comparable sales (shared/properties/nearby-queries.ts): only market evidence in the index.
drop index if exists transactions_comps_geog;
create index transactions_comps_geog on transactions using gist (geog) with (fillfactor = 100)
  where market_evidence and recording_date is not null and sale_date is not null;

-- Top buyers sum each purchase's share of its deal (apportioned_price, else sale_amount) from the
-- index alone, as before.
drop index if exists transactions_city_buyers;
create index transactions_city_buyers on transactions (state, city, (coalesce(sale_date, recording_date)))
  include (sale_date, recording_date, zip, buyer_key, sale_amount, apportioned_price, is_cash) with (fillfactor = 100)
  where is_purchase;
drop index if exists transactions_state_buyers;
create index transactions_state_buyers on transactions (state, (coalesce(sale_date, recording_date)))
  include (sale_date, recording_date, city, zip, buyer_key, sale_amount, apportioned_price, is_cash) with (fillfactor = 100)
  where is_purchase;

