-- Chunked export jobs (docs/exports.md#chunked-jobs): a job too large for one runner's lifetime is
-- written as numbered part files, one part per invocation of the chunk function, which Step
-- Functions calls in a loop on AWS.
--
-- The job's rows are pinned when it is claimed, in one statement (one snapshot): each selected
-- property, with the content_hash it had then and the part it falls in. A part reads its pinned
-- properties and checks their hashes in one transaction: a property a load has changed or removed
-- since the pin (content_hash covers the record, its transactions and its rentals) means the export
-- would tear, so the job starts over from a new pin; otherwise the part holds exactly what the
-- database held at the pin.
alter table export_jobs add column chunked boolean not null default false;
-- parts the pin made, and how often a load forced a new pin
alter table export_jobs add column parts_total integer;
alter table export_jobs add column restarts integer not null default 0;
-- the last part written: the stale sweep counts a chunked job's silence from here
alter table export_jobs add column progress_at timestamptz;
-- the run (a Step Functions execution) that claimed the job: a duplicate run stands down
alter table export_jobs add column runner text;

create table export_job_rows (
  job_id uuid not null references export_jobs (id) on delete cascade,
  part integer not null,
  property_id bigint not null,
  content_hash text not null,
  -- a part's properties, in order
  primary key (job_id, part, property_id)
);

create table export_job_parts (
  job_id uuid not null references export_jobs (id) on delete cascade,
  part integer not null,
  rows bigint not null,
  bytes bigint not null,
  sha256 text not null,
  location text not null,
  primary key (job_id, part)
);

-- The export endpoints and runners write jobs, pins and parts as the api role.
grant insert, update, delete on export_jobs, export_job_rows, export_job_parts to api;
