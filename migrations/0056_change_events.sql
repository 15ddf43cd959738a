-- The change feed's outbox (docs/changes.md): one row per change a load makes, written in the
-- transaction that writes the rows it describes. Its place in the feed (`pos`) is given after the
-- transaction commits, by the one sequencer (shared/changes/queries.ts sequenceChanges) under an
-- advisory lock held to its own commit: positions follow commit order, so no event ever appears
-- behind a position a reader has passed (docs/changes.md#order). Until then `pos` is null and
-- readers do not see the event.
create table change_events (
  id bigserial primary key,
  pos bigint unique,
  property_id bigint not null,
  type text not null check (type in ('property', 'sale', 'document', 'lease', 'listing', 'owner', 'valuation')),
  state text,
  county_fips text,
  zip text,
  city text,
  cbsa_code text,
  recording_date date,
  summary jsonb not null,
  created_at timestamptz not null default now()
);
create sequence change_events_pos_seq;
-- the sequencer's work
create index change_events_unsequenced on change_events (id) where pos is null;
-- GET /changes?property_ids=
create index change_events_property on change_events (property_id, pos);
-- the retention's prune by age
create index change_events_created on change_events (created_at);

-- The newest feed position retention has removed: a cursor before it has lost events (410).
create table change_feed_pruned (
  only_row boolean primary key default true check (only_row),
  pos bigint not null
);
grant update, delete on change_events to api;
grant usage, select, update on sequence change_events_pos_seq to api;
grant insert, update on change_feed_pruned to api;
