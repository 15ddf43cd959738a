-- Owners linked to buyers, and the point-in-time investor purchase (docs/analytics-definitions.md#name-identity,
-- #investor-purchase).
--
-- owner_key: the merged name identity (shared/analytics/identity.ts) of the owner of record, the
-- same identity transactions.buyer_key and seller_key now hold, so that "OWENS MAI & CHARLES"
-- owns what "OWENS MAI" bought. Rows loaded before this migration hold the normalised name (the
-- identity of every name without a co-owner or trustee form); their content hashes are cleared so
-- that the next import of their source rewrites them with the identity the loader derives.
alter table properties add column owner_key text;
update properties set owner_key = owner_name, content_hash = '';
-- a buyer's portfolio: the properties whose owner of record is its identity (profiles, portfolio_size)
create index properties_owner_key on properties (owner_key, property_id) where owner_key is not null;

-- is_investor: set by the loader after every load over all purchases (loader/rollups/investors.ts),
-- never by a request, so a purchase's status does not depend on the window asked about.
alter table transactions add column is_investor boolean not null default false;

-- buyers with at least one investor purchase are investors (buyer profiles, best buyers)
alter table buyer_stats add column investor_purchases integer not null default 0;
