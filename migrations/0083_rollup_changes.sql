-- What each load changed that the rollups summarise (loader/rollups/changes.ts,
-- docs/data.md#rollups): the refresh after a load rewrites the time-keyed rollups from the
-- earliest month a change touched and the per-buyer rollups of the buyers it touched, rather than
-- everything. A row per written batch; a refresh reads the rows up to a position and deletes them
-- when it has written what they asked for.
create table rollup_changes (
  pos bigserial primary key,
  -- the first day of the earliest month whose rows a change touched; null: no dated row
  since date,
  -- the buyer identities (buyer, seller or owner of record) whose rows a change touched
  buyer_keys text[] not null default '{}',
  -- a change no batch described (rows deleted outside the loader): the next refresh is a full one
  full_refresh boolean not null default false,
  logged_at timestamptz not null default now()
);

-- Properties deleted by anything (an operator, a test's clean-up) leave rollup rows the writer never
-- logged: the next refresh rewrites everything.
create function rollup_changes_deleted() returns trigger language plpgsql as $$
begin
  if exists (select 1 from deleted) then
    insert into rollup_changes (full_refresh) values (true);
  end if;
  return null;
end $$;

create function rollup_changes_truncated() returns trigger language plpgsql as $$
begin
  insert into rollup_changes (full_refresh) values (true);
  return null;
end $$;

create trigger properties_deleted after delete on properties
  referencing old table as deleted
  for each statement execute function rollup_changes_deleted();
create trigger properties_truncated after truncate on properties
  for each statement execute function rollup_changes_truncated();

-- The steps a refresh finished, so one interrupted resumes after them (loader/rollups/index.ts), and
-- what a step found that widens the rest of the refresh (the months and buyers of the purchases
-- whose market evidence or portfolio tier changed).
create table rollup_refresh_steps (
  through_pos bigint not null,
  step text not null,
  seconds float8 not null,
  since date,
  buyer_keys text[] not null default '{}',
  finished_at timestamptz not null default now(),
  primary key (through_pos, step)
);

-- Purchases whose investor status a batch changed, counted per location cell and month (+1 became
-- an investor purchase, -1 stopped being one): a home sold moves its previous owner's purchase,
-- however old, out of the absentee owner's. The refresh moves the counts of the months it does not
-- rewrite (loader/rollups/count-moves.ts).
create table rollup_investor_moves (
  pos bigint not null references rollup_changes (pos) on delete cascade,
  state text not null,
  cbsa_code text,
  county_fips text,
  city text,
  zip text not null,
  month date,
  change integer not null
);
create index rollup_investor_moves_pos on rollup_investor_moves (pos);
