/** Webhook subscriptions of a subscriber (docs/webhooks.md): Premium and Unlimited, within the plan's limits. */
import { randomBytes } from 'node:crypto';
import type { Sql } from 'postgres';
import { encodeCursor } from '../changes/cursor.ts';
import { BadRequest, Forbidden, NotFound } from '../platform/errors.ts';
import { type Plan, WEBHOOK_LIMITS } from '../platform/plans.ts';
import { countWebhooks, type DeliveryRow, deliveriesToday, findWebhook, listDeliveries, listWebhooks, type WebhookRow } from './queries.ts';
import type { Delivery, Webhook, WebhookFilter } from './schemas.ts';
import { webhookSecret } from './secrets.ts';
import { refusedUrl, urlPolicy } from './url-guard.ts';

export interface Owner {
  subscriberId: string;
  plan: Plan;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(15).toString('base64url')}`;
export const newMessageId = () => newId('msg');

function allowed(owner: Owner) {
  const limits = WEBHOOK_LIMITS[owner.plan];
  if (limits.webhooks === 0) throw new Forbidden('Webhooks need a Premium or Unlimited plan.');
  return limits;
}

function checkUrl(url: string): void {
  const refused = refusedUrl(url, urlPolicy());
  if (refused) throw new BadRequest(`url: ${refused}.`, [{ path: 'url', message: refused }]);
}

function checkFilter(owner: Owner, filter: WebhookFilter): void {
  const max = WEBHOOK_LIMITS[owner.plan].propertyIds;
  if (filter.property_ids && filter.property_ids.length > max)
    throw new BadRequest(`filter.property_ids: at most ${max} on the ${owner.plan} plan.`, [
      { path: 'filter.property_ids', message: `at most ${max} on the ${owner.plan} plan` },
    ]);
}

export function webhookOut(w: WebhookRow): Webhook {
  return {
    id: w.id,
    url: w.url,
    events: w.events as Webhook['events'],
    filter: w.filter,
    status: w.status,
    disabled_reason: w.disabled_reason,
    disabled_at: w.disabled_at?.toISOString() ?? null,
    pending_deliveries: w.pending_deliveries,
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at.toISOString(),
  };
}

async function owned(sql: Sql, owner: Owner, id: string): Promise<WebhookRow> {
  const row = await findWebhook(sql, owner.subscriberId, id);
  if (!row) throw new NotFound(`No webhook ${id}.`);
  return row;
}

/** A new subscription hears of the changes after the feed's end now; its secret is answered this once. */
export async function createWebhook(
  sql: Sql,
  owner: Owner,
  input: { url: string; events: string[]; filter: WebhookFilter },
): Promise<Webhook & { secret: string }> {
  const limits = allowed(owner);
  checkUrl(input.url);
  checkFilter(owner, input.filter);
  const id = newId('wh');
  await sql.begin(async (tx) => {
    // one subscriber's creations take turns, so two at once cannot both pass the limit
    await tx`select pg_advisory_xact_lock(hashtext(${`webhooks:${owner.subscriberId}`}))`;
    if ((await countWebhooks(tx, owner.subscriberId)) >= limits.webhooks)
      // a count, not a rate: waiting frees no place (so not 429 with a Retry-After), a deletion does
      throw new BadRequest(`The ${owner.plan} plan allows ${limits.webhooks} webhooks; delete one first.`, [
        { path: 'url', message: `over the limit of ${limits.webhooks} webhooks of the ${owner.plan} plan` },
      ]);
    await tx`
      insert into webhooks (id, subscriber_id, plan, url, events, filter, position)
      values (${id}, ${owner.subscriberId}, ${owner.plan}, ${input.url}, ${input.events}::text[], ${tx.json(input.filter as never)},
              greatest((select max(pos) from change_events), (select pos from change_feed_pruned), 0))`;
  });
  const row = await owned(sql, owner, id);
  return { ...webhookOut(row), secret: await webhookSecret(id, row.secret_version) };
}

export async function webhookList(sql: Sql, owner: Owner) {
  const limits = allowed(owner);
  const [rows, today] = await Promise.all([listWebhooks(sql, owner.subscriberId), deliveriesToday(sql, owner.subscriberId)]);
  return {
    webhooks: rows.map(webhookOut),
    limits: {
      webhooks: limits.webhooks,
      property_ids: limits.propertyIds,
      deliveries_per_day: limits.deliveriesPerDay,
      deliveries_today: today,
    },
  };
}

export async function webhookOne(sql: Sql, owner: Owner, id: string): Promise<Webhook> {
  allowed(owner);
  return webhookOut(await owned(sql, owner, id));
}

export async function updateWebhook(
  sql: Sql,
  owner: Owner,
  id: string,
  input: {
    url?: string | undefined;
    events?: string[] | undefined;
    filter?: WebhookFilter | undefined;
    status?: 'active' | 'disabled' | undefined;
  },
): Promise<Webhook> {
  allowed(owner);
  const row = await owned(sql, owner, id);
  if (input.url !== undefined) checkUrl(input.url);
  if (input.filter) checkFilter(owner, input.filter);
  const status = input.status ?? row.status;
  const disabling = status === 'disabled' && row.status === 'active';
  await sql`
    update webhooks set
      url = ${input.url ?? row.url},
      events = ${input.events ?? row.events}::text[],
      filter = ${sql.json((input.filter ?? row.filter) as never)},
      plan = ${owner.plan},
      status = ${status},
      disabled_reason = ${status === 'active' ? null : disabling ? 'disabled by its owner' : row.disabled_reason},
      disabled_at = ${status === 'active' ? null : disabling ? new Date() : row.disabled_at},
      updated_at = now()
    where id = ${id}`;
  // re-enabled: the deliveries held while it was disabled are due now
  if (status === 'active' && row.status === 'disabled')
    await sql`update webhook_deliveries set next_attempt_at = now() where webhook_id = ${id} and status = 'pending'`;
  return webhookOut(await owned(sql, owner, id));
}

export async function deleteWebhook(sql: Sql, owner: Owner, id: string): Promise<void> {
  allowed(owner);
  await owned(sql, owner, id);
  await sql`delete from webhooks where id = ${id}`;
}

function deliveryOut(d: DeliveryRow): Delivery {
  return {
    id: d.id,
    type: d.type,
    event_cursor: d.event_pos === null ? null : encodeCursor(d.event_pos),
    property_id: d.property_id === null ? null : Number(d.property_id),
    status: d.status,
    attempts: d.attempts,
    response_status: d.response_status,
    latency_ms: d.latency_ms,
    last_error: d.last_error,
    next_attempt_at: d.status === 'pending' ? d.next_attempt_at.toISOString() : null,
    last_attempt_at: d.last_attempt_at?.toISOString() ?? null,
    created_at: d.created_at.toISOString(),
  };
}

export async function webhookDeliveries(sql: Sql, owner: Owner, id: string, limit: number): Promise<{ deliveries: Delivery[] }> {
  allowed(owner);
  await owned(sql, owner, id);
  return { deliveries: (await listDeliveries(sql, id, limit)).map(deliveryOut) };
}

/** Queues a `webhook.test` delivery, sent by the dispatcher like any other. */
export async function testWebhook(sql: Sql, owner: Owner, id: string): Promise<Delivery> {
  allowed(owner);
  await owned(sql, owner, id);
  const messageId = newMessageId();
  const payload = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), webhook: id, data: null });
  await sql`insert into webhook_deliveries (id, webhook_id, type, payload) values (${messageId}, ${id}, 'webhook.test', ${payload})`;
  const [row] = (await listDeliveries(sql, id, 50)).filter((d) => d.id === messageId);
  return deliveryOut(row!);
}
