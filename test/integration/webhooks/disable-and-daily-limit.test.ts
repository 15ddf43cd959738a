/**
 * A webhook's failing and metered paths (docs/webhooks.md#retries, #metering), through the gateway
 * and the local dispatcher, for a premium subscriber of this file's own (so the day's count and
 * the listing are its own): a receiver answering 500 to every attempt gets the whole retry schedule, scaled
 * down to milliseconds, with one webhook-id, and then the subscription is disabled, shown so by
 * GET /webhooks, and sent nothing more. A delivery past the plan's daily limit is deferred, kept
 * pending with its reason, and sent once the day has turned.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadConfig } from '../../../shared/platform/config.ts';
import { createKey } from '../../../shared/platform/keys.ts';
import { WEBHOOK_LIMITS } from '../../../shared/platform/plans.ts';
import { type LocalDispatcher, startDispatcher } from '../../../shared/webhooks/dispatcher.ts';
import { MAX_ATTEMPTS } from '../../../shared/webhooks/retry.ts';
import type { Delivery, Webhook } from '../../../shared/webhooks/schemas.ts';
import { withState } from '../../support/fixture.ts';

// CT, as the other webhook files: no records of its own, but taking the state's turn keeps any two
// files' dispatchers from claiming each other's deliveries on PostgreSQL, where files run in parallel
const { api, sql } = withState('CT', []);

interface Received {
  path: string;
  id: string;
}

/** One receiver: /fail answers 500 to everything, /ok answers 200. */
const received: Received[] = [];
let receiver: http.Server;
let base: string;
let key: string;
let subscriber: string;
let dispatcher: LocalDispatcher;
const scale = process.env.WEBHOOK_RETRY_DELAY_SCALE;

beforeAll(async () => {
  // the 27.6-hour schedule in about a second: the same code path, scaled
  process.env.WEBHOOK_RETRY_DELAY_SCALE = '0.00001';
  reloadConfig();
  const created = await createKey('premium', 'webhook disable and daily limit test');
  key = created.key;
  subscriber = created.record.subscriberId;
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ path: req.url ?? '', id: String(req.headers['webhook-id']) });
      res.writeHead(req.url === '/ok' ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  dispatcher = startDispatcher(sql, { intervalMs: 20 });
});

afterAll(async () => {
  await dispatcher?.stop();
  await new Promise((resolve) => receiver.close(resolve));
  await sql`delete from webhooks where subscriber_id = ${subscriber}`;
  await sql`delete from webhook_delivery_counts where subscriber_id = ${subscriber}`;
  if (scale === undefined) delete process.env.WEBHOOK_RETRY_DELAY_SCALE;
  else process.env.WEBHOOK_RETRY_DELAY_SCALE = scale;
  reloadConfig();
});

// eight attempts on a scaled schedule, each found by the dispatcher's poll: seconds, or a minute
// and more on a busy machine
const WAIT_MS = 120_000;

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (const end = Date.now() + WAIT_MS; Date.now() < end; ) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const subscribe = async (path: string): Promise<Webhook> => {
  const res = await api.post('/webhooks', { url: base + path, events: ['sale'], filter: { states: ['CT'] } }, key);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Webhook;
};

const ping = async (hook: Webhook): Promise<Delivery> => {
  const res = await api.post(`/webhooks/${hook.id}/test`, {}, key);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as Delivery;
};

const deliveries = async (hook: Webhook): Promise<Delivery[]> =>
  ((await (await api.get(`/webhooks/${hook.id}/deliveries`, key)).json()) as { deliveries: Delivery[] }).deliveries;

const delivery = async (hook: Webhook, id: string): Promise<Delivery> => (await deliveries(hook)).find((d) => d.id === id)!;

describe('a webhook that keeps failing, and the daily limit', () => {
  let failing: Webhook;
  let healthy: Webhook;

  it(
    'is disabled after its last failed attempt, shows why, and is sent nothing more',
    async () => {
      failing = await subscribe('/fail');
      healthy = await subscribe('/ok');
      const first = await ping(failing);
      const listed = await until('the failing webhook disabled', async () => {
        const list = (await (await api.get('/webhooks', key)).json()) as { webhooks: Webhook[] };
        const hook = list.webhooks.find((w) => w.id === failing.id);
        return hook?.status === 'disabled' ? hook : undefined;
      });
      expect(listed.disabled_reason).toContain(`delivery ${first.id} failed ${MAX_ATTEMPTS} attempts`);
      expect(listed.disabled_reason).toContain('500');
      expect(list(received, '/fail')).toEqual(Array(MAX_ATTEMPTS).fill(first.id));
      expect(await delivery(failing, first.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, response_status: 500 });

      // queued before a delivery to the healthy webhook: once that one has arrived, the dispatcher
      // has passed the disabled webhook's by
      const second = await ping(failing);
      const sentinel = await ping(healthy);
      await until('the healthy webhook delivered', async () => (list(received, '/ok').includes(sentinel.id) ? true : undefined));
      await until('the healthy delivery recorded', async () =>
        (await delivery(healthy, sentinel.id)).status === 'succeeded' ? true : undefined,
      );
      expect(list(received, '/fail')).toHaveLength(MAX_ATTEMPTS);
      expect(await delivery(failing, second.id)).toMatchObject({ status: 'pending', attempts: 0 });
    },
    WAIT_MS + 30_000,
  );

  it(
    'defers a delivery past the daily limit to the next day, and sends it then',
    async () => {
      const limit = WEBHOOK_LIMITS.premium.deliveriesPerDay;
      // the day's deliveries already used up
      await sql`
      insert into webhook_delivery_counts (subscriber_id, day, deliveries) values (${subscriber}, (now() at time zone 'UTC')::date, ${limit})
      on conflict (subscriber_id, day) do update set deliveries = excluded.deliveries`;
      const before = list(received, '/ok').length;
      const late = await ping(healthy);
      const deferred = await until('the delivery deferred', async () => {
        const d = await delivery(healthy, late.id);
        return d.last_error?.includes('daily delivery limit') ? d : undefined;
      });
      expect(deferred).toMatchObject({ status: 'pending', attempts: 0 });
      // due at the next UTC midnight, a day away at most
      const due = Date.parse(deferred.next_attempt_at!);
      expect(due).toBeGreaterThan(Date.now());
      expect(due - Date.now()).toBeLessThanOrEqual(86_400_000);
      expect(list(received, '/ok')).toHaveLength(before);
      // the deferral is not an attempt: the day's count stays at the limit
      const listed = (await (await api.get('/webhooks', key)).json()) as { limits: { deliveries_today: number } };
      expect(listed.limits.deliveries_today).toBe(limit);

      // the day turns: today's count becomes yesterday's and the deferred delivery falls due
      await sql`update webhook_delivery_counts set day = day - 1 where subscriber_id = ${subscriber}`;
      await sql`update webhook_deliveries set next_attempt_at = next_attempt_at - interval '1 day' where id = ${late.id}`;
      await until('the deferred delivery sent', async () => (list(received, '/ok').includes(late.id) ? true : undefined));
      await until('the deferred delivery recorded', async () =>
        (await delivery(healthy, late.id)).status === 'succeeded' ? true : undefined,
      );
      expect(await delivery(healthy, late.id)).toMatchObject({ status: 'succeeded', attempts: 1, last_error: null });
    },
    WAIT_MS + 30_000,
  );

  it(
    'defers every delivery of a webhook whose plan allows none, and counts none',
    async () => {
      // written under a plan since downgraded to one without webhooks: its deliveries wait for an upgrade
      await sql`update webhooks set plan = 'base' where id = ${healthy.id}`;
      await sql`delete from webhook_delivery_counts where subscriber_id = ${subscriber}`;
      const held = await ping(healthy);
      const deferred = await until('the delivery deferred', async () => {
        const d = await delivery(healthy, held.id);
        return d.last_error?.includes('daily delivery limit') ? d : undefined;
      });
      expect(deferred).toMatchObject({ status: 'pending', attempts: 0 });
      expect(list(received, '/ok')).not.toContain(held.id);
      expect(await sql`select * from webhook_delivery_counts where subscriber_id = ${subscriber}`).toHaveLength(0);
    },
    WAIT_MS + 30_000,
  );
});

function list(all: Received[], path: string): string[] {
  return all.filter((r) => r.path === path).map((r) => r.id);
}
