-- Bulk export jobs (docs/exports.md): one row a job, owned by the subscriber that asked for it.
-- The job's request is kept as it was validated, so the runner, in another process or a function
-- of its own, reads everything it needs from this row.
create table export_jobs (
  id uuid primary key,
  subscriber_id text not null,
  plan text not null,
  dataset text not null,
  format text not null,
  filter jsonb not null,
  fields text[],
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  rows bigint,
  bytes bigint,
  sha256 text,
  error text,
  -- where the file is: a path under the exports folder locally, an object key in S3 on AWS
  location text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz
);

-- The list of a subscriber's jobs, newest first, and the per-day and concurrent counts of the limits.
create index export_jobs_subscriber_created on export_jobs (subscriber_id, created_at desc, id);
