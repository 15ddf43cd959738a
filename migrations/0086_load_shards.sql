-- A load on AWS as shards (docs/data.md#a-national-load-on-aws): each S3 object of a load is a
-- shard whose progress is recorded after every batch, so an invocation cut short, failed or
-- repeated resumes at the line it stopped and a finished shard is not read again.
CREATE TABLE load_shards (
  load_id text NOT NULL,
  source text NOT NULL,
  -- the object's ETag when its progress began: a replaced object is read again from its start
  etag text,
  lines_done bigint NOT NULL DEFAULT 0,
  read bigint NOT NULL DEFAULT 0,
  inserted bigint NOT NULL DEFAULT 0,
  updated bigint NOT NULL DEFAULT 0,
  unchanged bigint NOT NULL DEFAULT 0,
  rejected bigint NOT NULL DEFAULT 0,
  -- the first rejects, {line, reason}: the count covers them all
  rejects jsonb NOT NULL DEFAULT '[]',
  invocations integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (load_id, source)
);

-- A load's finish (the rollups, then the valuation pass), once its shards are in.
CREATE TABLE loads (
  load_id text PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  -- what the finish did: the rollup refresh's summary and the states valued
  summary jsonb
);

-- A valuation pass of a state under way (loader/valuations/refresh.ts): the change-feed position
-- and time it values as of, kept while it is cut into invocations and dropped when it completes.
CREATE TABLE valuation_passes (
  state text PRIMARY KEY,
  through_pos bigint NOT NULL,
  started_at timestamptz NOT NULL,
  valued integer NOT NULL DEFAULT 0
);

-- The change-feed position the last complete rollup refresh covered (loader/rollups/index.ts): a
-- valuation pass reads the rollups (the data date, the price index), so it counts a state's changes
-- as valued only up to here; later ones are valued again once their rollups are in.
CREATE TABLE rollup_refreshed (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  events_through bigint NOT NULL
);

-- One row per buyer identity a batch has classified (loader/rollups/investors.ts lockBuyers): a
-- batch locks its buyers' rows, so two batches that share a buyer take turns. Row locks, not
-- advisory locks: a batch of a thousand properties with their histories locks thousands of
-- buyers, more than PostgreSQL's shared lock table holds for a few such batches at once.
CREATE TABLE buyer_locks (
  buyer_key text PRIMARY KEY
);
