-- Chain of title and shared addresses (docs/analytics-definitions.md#chain-of-title,
-- #shared-address), derived by the loader from each property's whole history
-- (shared/properties/transaction-history.ts).
--
-- transactions.chain: how a resale is tied to the seller's purchase (prior_purchase_date, _price):
-- 'verified' (the seller is that purchase's buyer), 'unverified' (a name is unknown), null (not a
-- resale). hold_days and is_flip are set for verified chains only, so every statistic that reads
-- them leaves unverified pairs out; geo_flips and the hold-time rollups keep those apart.
alter table transactions add column chain text;
-- properties.address_shared: the address carries several homes' sales (units recorded without
-- their unit): its purchases count, none is a resale.
alter table properties add column address_shared boolean not null default false;
-- Rows loaded before this migration have no chain: their content hashes are cleared so the next
-- import of their source rewrites them with what the loader now derives.
update properties set content_hash = '';

-- geo_flips keeps the unverified pairs within the flip window too, marked; the flips endpoint
-- leaves them out unless asked (include_unverified)
alter table geo_flips add column chain text not null default 'verified';
-- the unverified pairs a refresh adds to geo_flips, per state part (loader/rollups/geography.ts)
create index transactions_unverified_pairs on transactions (state) where chain = 'unverified';

-- hold times of the unverified pairs, apart, for hold-time's include_unverified
alter table geo_place_hold_times
  add column unverified_resale_hold_days integer[] not null default '{}',
  add column unverified_flip_hold_days integer[] not null default '{}';
