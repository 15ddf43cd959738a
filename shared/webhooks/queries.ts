/** Webhook subscriptions and deliveries (migrations/0057_webhooks.sql). */
import type { Sql, TransactionSql } from 'postgres';
import type { Delivery, WebhookFilter } from './schemas.ts';

export interface WebhookRow {
  id: string;
  subscriber_id: string;
  plan: string;
  url: string;
  events: string[];
  filter: WebhookFilter;
  secret_version: number;
  status: 'active' | 'disabled';
  disabled_reason: string | null;
  disabled_at: Date | null;
  position: string;
  pending_deliveries: number;
  created_at: Date;
  updated_at: Date;
}

const WEBHOOK_COLUMNS = (sql: Sql | TransactionSql) => sql`
  w.id, w.subscriber_id, w.plan, w.url, w.events, w.filter, w.secret_version, w.status, w.disabled_reason, w.disabled_at,
  w.position::text as position, w.created_at, w.updated_at,
  (select count(*)::int from webhook_deliveries d where d.webhook_id = w.id and d.status = 'pending') as pending_deliveries`;

/** webhooks_subscriber */
export async function listWebhooks(sql: Sql, subscriberId: string): Promise<WebhookRow[]> {
  return sql<
    WebhookRow[]
  >`select ${WEBHOOK_COLUMNS(sql)} from webhooks w where w.subscriber_id = ${subscriberId} order by w.created_at, w.id`;
}

/** webhooks_pkey */
export async function findWebhook(sql: Sql, subscriberId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await sql<
    WebhookRow[]
  >`select ${WEBHOOK_COLUMNS(sql)} from webhooks w where w.id = ${id} and w.subscriber_id = ${subscriberId}`;
  return row;
}

export async function countWebhooks(sql: Sql | TransactionSql, subscriberId: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from webhooks where subscriber_id = ${subscriberId}`;
  return row!.n;
}

export async function deliveriesToday(sql: Sql, subscriberId: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select coalesce((select deliveries from webhook_delivery_counts where subscriber_id = ${subscriberId} and day = (now() at time zone 'UTC')::date), 0) as n`;
  return row!.n;
}

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_pos: string | null;
  property_id: string | null;
  type: string;
  payload: string;
  status: Delivery['status'];
  attempts: number;
  response_status: number | null;
  latency_ms: number | null;
  last_error: string | null;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  created_at: Date;
}

/** webhook_deliveries_webhook, newest first */
export async function listDeliveries(sql: Sql, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return sql<DeliveryRow[]>`
    select d.id, d.webhook_id, d.event_pos::text as event_pos, d.property_id::text as property_id, d.type, d.payload, d.status,
           d.attempts, d.response_status, d.latency_ms, d.last_error, d.next_attempt_at, d.last_attempt_at, d.created_at
    from webhook_deliveries d where d.webhook_id = ${webhookId}
    order by d.seq desc limit ${limit}`;
}
