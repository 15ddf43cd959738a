-- The deals a batch took a parcel out of (loader/rollups/changes.ts): the refresh re-decides them,
-- whatever their other parcels' dates.
alter table rollup_changes add column deal_ids text[] not null default '{}';
