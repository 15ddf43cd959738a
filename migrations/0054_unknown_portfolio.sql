-- Unknown is null (docs/analytics-definitions.md#portfolio-tier): a buyer's portfolio size is
-- unknown, not 0, when it owns nothing now and no property it bought has an owner of record in
-- the data (a sales list without ownership). Filled by loader/rollups/buyers.ts.
alter table buyer_stats alter column portfolio_size drop not null;
-- purchases by a named buyer whose portfolio (and so tier) is unknown, apart from the tiers and
-- from the unnamed buyers
alter table buyer_activity_monthly add column unknown_tier integer not null default 0;
