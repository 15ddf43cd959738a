/**
 * The dispatcher (docs/webhooks.md#order-and-delivery): matches the change feed against each active
 * subscription into deliveries (the feed position it has matched through is kept with the
 * subscription, so a restart resumes where it was), claims the deliveries that are due, and sends
 * them. All state is in the database: a delivery survives a restart, and a claim is a lease that
 * runs out, so a process dying mid-send leaves the delivery to be sent again (at least once).
 * A delivery waits while an earlier one of the same subscription and property is pending, so
 * each property's events arrive in feed order.
 */
import type { Sql } from 'postgres';
import { eventOut, retentionDays } from '../changes/feed.ts';
import { type EventFilter, eventsAfter, pruneEvents, sequenceChanges } from '../changes/queries.ts';
import type { Geography } from '../locations/geography.ts';
import { config } from '../platform/config.ts';
import { logger } from '../platform/log.ts';
import { isPlan, WEBHOOK_LIMITS } from '../platform/plans.ts';
import { MAX_ATTEMPTS, retryDelaySeconds } from './retry.ts';
import type { WebhookFilter } from './schemas.ts';
import { signedHeaders } from './secrets.ts';
import { type AttemptResult, postSigned } from './send.ts';
import { type UrlPolicy, urlPolicy } from './url-guard.ts';
import { newMessageId } from './webhooks.ts';

/** Events matched per subscription per round. */
const FANOUT_BATCH = 500;
/** Seconds a claimed delivery is left to its sender before it is due again. */
export const CLAIM_LEASE_SECONDS = 60;

const place = (type: Geography['type'], code: string): Geography => ({ type, code, name: code, state: null });

export function filterOfWebhook(events: string[], f: WebhookFilter): EventFilter {
  return {
    types: events as EventFilter['types'],
    propertyIds: f.property_ids,
    places:
      f.zip_codes?.map((c) => place('zip', c)) ??
      f.counties?.map((c) => place('county', c)) ??
      f.msas?.map((c) => place('msa', c)) ??
      f.states?.map((c) => place('state', c)),
  };
}

/** Matches the feed after each active subscription's position into deliveries; returns how many were queued. */
export async function fanOut(sql: Sql): Promise<number> {
  const webhooks = await sql<{ id: string }[]>`select id from webhooks where status = 'active'`;
  let queued = 0;
  for (const { id } of webhooks) {
    queued += await sql.begin(async (tx) => {
      // webhooks_pkey; another dispatcher matching this subscription now is left to it
      const [w] = await tx<{ events: string[]; filter: WebhookFilter; position: string }[]>`
        select events, filter, position::text as position from webhooks where id = ${id} and status = 'active' for update skip locked`;
      if (!w) return 0;
      const { end, events } = await eventsAfter(tx, w.position, filterOfWebhook(w.events, w.filter), FANOUT_BATCH + 1);
      const page = events.slice(0, FANOUT_BATCH);
      const next = events.length > FANOUT_BATCH ? page.at(-1)!.pos : end;
      if (page.length) {
        const timestamp = new Date().toISOString();
        const rows = page.map((e) => ({
          id: newMessageId(),
          event_pos: e.pos,
          property_id: e.property_id,
          type: e.type,
          payload: JSON.stringify({ type: e.type, timestamp, webhook: id, data: eventOut(e) }),
        }));
        await tx`
          insert into webhook_deliveries (id, webhook_id, event_pos, property_id, type, payload)
          select r.id, ${id}, r.event_pos, r.property_id, r.type, r.payload
          from json_to_recordset(${JSON.stringify(rows)}::text::json) as r(id text, event_pos bigint, property_id bigint, type text, payload text)
          order by r.event_pos
          on conflict (webhook_id, event_pos) do nothing`;
      }
      await tx`update webhooks set position = greatest(position, ${next}::bigint) where id = ${id}`;
      return page.length;
    });
  }
  return queued;
}

export interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  payload: string;
  attempts: number;
  url: string;
  secret_version: number;
  plan: string;
  subscriber_id: string;
}

/** Leases up to `limit` due deliveries (webhook_deliveries_due; webhook_deliveries_property for the order per property). */
export async function claimDue(sql: Sql, limit: number, leaseSeconds: number = CLAIM_LEASE_SECONDS): Promise<ClaimedDelivery[]> {
  return sql<ClaimedDelivery[]>`
    with due as (
      select d.id from webhook_deliveries d
      join webhooks w on w.id = d.webhook_id and w.status = 'active'
      where d.status = 'pending' and d.next_attempt_at <= now()
        and not exists (
          select 1 from webhook_deliveries e
          where e.webhook_id = d.webhook_id and e.property_id = d.property_id and e.status = 'pending' and e.seq < d.seq)
      order by d.next_attempt_at, d.seq
      limit ${limit}
      for update of d skip locked
    )
    update webhook_deliveries d set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    from due, webhooks w
    where d.id = due.id and w.id = d.webhook_id
    returning d.id, d.webhook_id, d.payload, d.attempts, w.url, w.secret_version, w.plan, w.subscriber_id`;
}

export type AttemptOutcome = { kind: 'succeeded' } | { kind: 'retry'; delaySeconds: number } | { kind: 'failed' } | { kind: 'deferred' };

/**
 * Counts a delivery against its subscriber's plan (docs/webhooks.md#metering): true when it may be
 * sent; past the plan's daily deliveries it is deferred to the next UTC day without an attempt.
 */
export async function meterDelivery(sql: Sql, c: ClaimedDelivery): Promise<boolean> {
  const limit = isPlan(c.plan) ? WEBHOOK_LIMITS[c.plan].deliveriesPerDay : 0;
  // a deferred delivery is not counted, so the day's count is the attempts made; the day is UTC's
  // whatever the session's time zone (webhook_delivery_counts_pkey)
  const [count] = await sql<{ deliveries: number }[]>`
    insert into webhook_delivery_counts (subscriber_id, day, deliveries)
    select ${c.subscriber_id}, (now() at time zone 'UTC')::date, 1 where ${limit} > 0
    on conflict (subscriber_id, day) do update set deliveries = webhook_delivery_counts.deliveries + 1
      where webhook_delivery_counts.deliveries < ${limit}
    returning deliveries`;
  if (count) return true;
  await sql`update webhook_deliveries set next_attempt_at = (date_trunc('day', now() at time zone 'UTC') + interval '1 day') at time zone 'UTC', last_error = 'daily delivery limit of the plan reached' where id = ${c.id}`;
  return false;
}

/** One signed POST of a claimed delivery; no database (on AWS it runs outside the VPC). */
export async function sendDelivery(c: ClaimedDelivery, policy: UrlPolicy = urlPolicy()): Promise<AttemptResult> {
  const headers = await signedHeaders(c.webhook_id, c.secret_version, c.id, c.payload, new Date());
  return postSigned(c.url, c.payload, headers, policy);
}

/**
 * Records an attempt: success, a retry after the schedule's delay, or, after the last attempt,
 * failure for good with the subscription disabled.
 */
export async function recordAttempt(
  sql: Sql,
  c: Pick<ClaimedDelivery, 'id' | 'webhook_id' | 'attempts'>,
  result: AttemptResult,
): Promise<AttemptOutcome> {
  const attempts = c.attempts + 1;
  if (result.ok) {
    await sql`
      update webhook_deliveries set status = 'succeeded', attempts = ${attempts}, response_status = ${result.status},
        latency_ms = ${result.latencyMs}, last_error = null, last_attempt_at = now()
      where id = ${c.id} and status = 'pending'`;
    return { kind: 'succeeded' };
  }
  const delay = retryDelaySeconds(attempts, Math.random(), config().WEBHOOK_RETRY_DELAY_SCALE ?? 1);
  if (delay === undefined) {
    await sql.begin(async (tx) => {
      await tx`
        update webhook_deliveries set status = 'failed', attempts = ${attempts}, response_status = ${result.status},
          latency_ms = ${result.latencyMs}, last_error = ${result.error}, last_attempt_at = now()
        where id = ${c.id} and status = 'pending'`;
      await tx`
        update webhooks set status = 'disabled', disabled_at = now(), updated_at = now(),
          disabled_reason = ${`delivery ${c.id} failed ${MAX_ATTEMPTS} attempts: ${result.error ?? 'no answer'}`}
        where id = ${c.webhook_id}`;
    });
    logger.warn('webhook disabled', { webhook: c.webhook_id, delivery: c.id, error: result.error });
    return { kind: 'failed' };
  }
  await sql`
    update webhook_deliveries set attempts = ${attempts}, response_status = ${result.status}, latency_ms = ${result.latencyMs},
      last_error = ${result.error}, last_attempt_at = now(), next_attempt_at = now() + make_interval(secs => ${delay})
    where id = ${c.id} and status = 'pending'`;
  return { kind: 'retry', delaySeconds: delay };
}

/** Meters, sends and records one claimed delivery: the local dispatcher's whole attempt. */
export async function attemptDelivery(sql: Sql, c: ClaimedDelivery, policy: UrlPolicy = urlPolicy()): Promise<AttemptOutcome> {
  if (!(await meterDelivery(sql, c))) return { kind: 'deferred' };
  return recordAttempt(sql, c, await sendDelivery(c, policy));
}

/** Housekeeping every dispatcher round does first: positions for committed events, then the retention. */
export async function prepareFeed(sql: Sql, prune: boolean): Promise<void> {
  await sequenceChanges(sql);
  if (prune) await pruneEvents(sql, retentionDays());
}

export interface LocalDispatcher {
  stop(): Promise<void>;
}

/**
 * The local dispatcher, in the server process: a round every `intervalMs` (fan out, claim, send
 * up to `concurrency` at once), the retention once an hour. Errors are logged and the next round
 * tries again.
 */
export function startDispatcher(
  sql: Sql,
  options: { intervalMs?: number; concurrency?: number; policy?: UrlPolicy } = {},
): LocalDispatcher {
  const intervalMs = options.intervalMs ?? config().WEBHOOK_DISPATCH_INTERVAL_MS ?? 1000;
  const concurrency = options.concurrency ?? 8;
  let stopped = false;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const round = async () => {
    const prune = Date.now() - lastPrune > 3_600_000;
    await prepareFeed(sql, prune);
    if (prune) lastPrune = Date.now();
    await fanOut(sql);
    for (;;) {
      const claimed = await claimDue(sql, concurrency);
      if (claimed.length === 0 || stopped) break;
      await Promise.all(claimed.map((c) => attemptDelivery(sql, c, options.policy)));
    }
  };
  const loop = (async () => {
    while (!stopped) {
      try {
        await round();
      } catch (err) {
        logger.error('webhook dispatch round failed', { error: err as Error });
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, intervalMs);
      });
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
