-- Webhook subscriptions and their deliveries (docs/changes.md#webhooks). The API role writes
-- them: subscriptions are the subscriber's own data, and the dispatcher records each attempt.
create table webhooks (
  id text primary key,
  subscriber_id text not null,
  -- the owner's plan when it last wrote the subscription: the daily delivery limit
  plan text not null,
  url text not null,
  events text[] not null,
  filter jsonb not null,
  -- the signing secret is derived from the deployment's key, the id and this version; it is never stored
  secret_version integer not null default 1,
  status text not null default 'active' check (status in ('active', 'disabled')),
  disabled_reason text,
  disabled_at timestamptz,
  -- the feed position (change_events.pos) the subscription has been matched through
  position bigint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhooks_subscriber on webhooks (subscriber_id, created_at);

create table webhook_deliveries (
  -- the webhook-id header: the same on every attempt, so a receiver can drop a repeat
  id text primary key,
  webhook_id text not null references webhooks (id) on delete cascade,
  seq bigserial not null,
  event_pos bigint,
  property_id bigint,
  type text not null,
  payload text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  response_status integer,
  latency_ms integer,
  last_error text,
  created_at timestamptz not null default now(),
  unique (webhook_id, event_pos)
);
-- the dispatcher's due deliveries
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
-- GET /webhooks/{id}/deliveries, newest first, and the order per property
create index webhook_deliveries_webhook on webhook_deliveries (webhook_id, seq);
create index webhook_deliveries_property on webhook_deliveries (webhook_id, property_id, seq) where status = 'pending';

-- Deliveries per subscriber per UTC day, against the plan's daily limit.
create table webhook_delivery_counts (
  subscriber_id text not null,
  day date not null,
  deliveries integer not null default 0,
  primary key (subscriber_id, day)
);

grant insert, update, delete on webhooks, webhook_deliveries, webhook_delivery_counts to api;
grant usage, select on sequence webhook_deliveries_seq_seq to api;
