/**
 * Webhooks end to end (docs/webhooks.md): a receiver on 127.0.0.1 subscribed to a zip through
 * POST /webhooks hears of a sale the import CLI records there, in a delivery signed the Standard
 * Webhooks way that the `standardwebhooks` library verifies; its first answer, a 500, is retried
 * with the same webhook-id. The delivery is made by the dispatcher `npm start` runs, started
 * after the import (a restart: what it sends is only in the database). GET /changes since a
 * cursor taken before lists the same sale. The gateway refuses private and metadata addresses,
 * a base plan, another subscriber's webhook and a filter over the plan's limit.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesPage } from '../../../shared/changes/schemas.ts';
import { reloadConfig } from '../../../shared/platform/config.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { type LocalDispatcher, startDispatcher } from '../../../shared/webhooks/dispatcher.ts';
import type { Delivery, Webhook, WebhookPayload } from '../../../shared/webhooks/schemas.ts';
import { KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const run = promisify(execFile);
const ROOT = new URL('../../..', import.meta.url).pathname;

const HARTFORD = { state: 'CT', city: 'HARTFORD', zip: '06103', lat: 41.7658, lon: -72.6734 };
const HOME = property(9_420_001, '10 Prospect St', {
  ...HARTFORD,
  owner: { name: 'JANE DOE' },
  transactions: [sale('2018-05-02', 180_000, 'JANE DOE', 'OLD OWNER')],
});

const { api, sql } = withState('CT', [HOME]);

interface Received {
  headers: Record<string, string>;
  body: string;
  answered: number;
}

/** A receiver on 127.0.0.1 that answers 500 to its first request and 200 after. */
const received: Received[] = [];
let receiver: http.Server;
let receiverUrl: string;
let dir: string;
let dispatcher: LocalDispatcher | undefined;
const scale = process.env.WEBHOOK_RETRY_DELAY_SCALE;

beforeAll(async () => {
  // retries in milliseconds, not seconds: the schedule scaled down, the same code path
  process.env.WEBHOOK_RETRY_DELAY_SCALE = '0.0001';
  reloadConfig();
  dir = await mkdtemp(join(tmpdir(), 'webhooks-test-'));
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = received.length === 0 ? 500 : 200;
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8'), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  await sql`delete from webhooks where subscriber_id in ('sub_demo_premium')`;
});

afterAll(async () => {
  await dispatcher?.stop();
  await new Promise((resolve) => receiver.close(resolve));
  await sql`delete from webhooks where subscriber_id in ('sub_demo_premium')`;
  await rm(dir, { recursive: true, force: true });
  if (scale === undefined) delete process.env.WEBHOOK_RETRY_DELAY_SCALE;
  else process.env.WEBHOOK_RETRY_DELAY_SCALE = scale;
  reloadConfig();
});

const importCli = async (records: ImportRecord[]) => {
  const file = join(dir, `import-${Date.now()}.ndjson`);
  await writeFile(file, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
  const { stdout } = await run('npx', ['tsx', 'scripts/import.ts', file], { cwd: ROOT, env: process.env });
  return stdout;
};

const send = (method: 'PATCH' | 'DELETE', path: string, body: unknown, key: string) =>
  fetch(api.url + path, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-API-TOKEN': key },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const create = (body: unknown, key: string = KEYS.premium) => api.post('/webhooks', body, key);

describe('webhooks', () => {
  it('delivers a sale imported in the zip, signed, and retries a 500 with the same webhook-id', async () => {
    const res = await create({ url: receiverUrl, events: ['sale', 'owner'], filter: { zip_codes: ['06103'] } });
    expect(res.status, await res.clone().text()).toBe(201);
    const hook = (await res.json()) as Webhook & { secret: string };
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(hook).toMatchObject({ url: receiverUrl, status: 'active', pending_deliveries: 0 });
    // the secret is shown once
    const again = (await (await api.get(`/webhooks/${hook.id}`, KEYS.premium)).json()) as Record<string, unknown>;
    expect(again.secret).toBeUndefined();
    expect(again.id).toBe(hook.id);

    const before = (await (await api.get('/changes?search_type=zip&zip=06103', KEYS.premium)).json()) as ChangesPage;

    // the dispatcher runs, stops (the server going down), and the sale is imported while none runs
    dispatcher = startDispatcher(sql, { intervalMs: 50 });
    await dispatcher.stop();
    const sold = {
      ...HOME,
      owner: { name: 'CONNECTICUT RENTALS LLC' },
      transactions: [...HOME.transactions!, sale('2026-11-20', 410_000, 'CONNECTICUT RENTALS LLC', 'JANE DOE')],
    };
    expect(await importCli([sold])).toContain('updated 1');

    const feed = (await (
      await api.get(`/changes?since=${before.next_cursor}&search_type=zip&zip=06103`, KEYS.premium)
    ).json()) as ChangesPage;
    const saleEvent = feed.events.find((e) => e.type === 'sale');
    expect(saleEvent).toMatchObject({ property_id: 9_420_001, zip: '06103', summary: { price: 410_000 } });

    // the next start sends what the database holds
    dispatcher = startDispatcher(sql, { intervalMs: 50 });
    const payloads = await until('the sale delivered', async () => {
      const ok = received.filter((r) => r.answered === 200).map((r) => JSON.parse(r.body) as WebhookPayload);
      return ok.some((p) => p.type === 'sale') && ok.some((p) => p.type === 'owner') ? ok : undefined;
    });
    await dispatcher.stop();
    dispatcher = undefined;

    // every request verifies under the secret with the Standard Webhooks library
    const verifier = new Verifier(hook.secret);
    for (const r of received) expect(verifier.verify(r.body, r.headers)).toEqual(JSON.parse(r.body));
    expect(() => verifier.verify(`${received[0]!.body} `, received[0]!.headers)).toThrow();

    // the first request got a 500 and was sent again with the same webhook-id
    expect(received[0]!.answered).toBe(500);
    const retried = received.filter((r) => r.headers['webhook-id'] === received[0]!.headers['webhook-id']);
    expect(retried.map((r) => r.answered)).toEqual([500, 200]);

    const salePayload = payloads.find((p) => p.type === 'sale')!;
    expect(salePayload.webhook).toBe(hook.id);
    expect(salePayload.data).toEqual(saleEvent);
    // only the subscribed types
    expect(received.every((r) => ['sale', 'owner'].includes((JSON.parse(r.body) as WebhookPayload).type))).toBe(true);

    const { deliveries } = (await (await api.get(`/webhooks/${hook.id}/deliveries`, KEYS.premium)).json()) as { deliveries: Delivery[] };
    expect(deliveries.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
    const first = deliveries.find((d) => d.id === received[0]!.headers['webhook-id'])!;
    expect(first).toMatchObject({ attempts: 2, response_status: 200, next_attempt_at: null });
    expect(first.latency_ms).toBeGreaterThanOrEqual(0);
    expect(first.last_error).toBeNull();
    expect(deliveries.find((d) => d.type === 'sale')!.event_cursor).toBe(saleEvent!.cursor);

    // a test delivery, then the subscription disabled, deleted, and gone
    const test = await api.post(`/webhooks/${hook.id}/test`, undefined, KEYS.premium);
    expect(test.status).toBe(200);
    expect(((await test.json()) as Delivery).type).toBe('webhook.test');
    const off = await send('PATCH', `/webhooks/${hook.id}`, { status: 'disabled' }, KEYS.premium);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ status: 'disabled', disabled_reason: 'disabled by its owner', pending_deliveries: 1 });
    expect((await send('DELETE', `/webhooks/${hook.id}`, undefined, KEYS.premium)).status).toBe(204);
    expect((await api.get(`/webhooks/${hook.id}`, KEYS.premium)).status).toBe(404);
  }, 240_000);

  it("keeps a subscriber's webhooks its own, and webhooks to Premium and Unlimited", async () => {
    const res = await create({ url: receiverUrl, events: ['listing'], filter: { states: ['CT'] } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Webhook;
    expect((await api.get(`/webhooks/${id}`, KEYS.unlimited)).status).toBe(404);
    expect((await send('DELETE', `/webhooks/${id}`, undefined, KEYS.unlimited)).status).toBe(404);
    expect(
      ((await (await api.get('/webhooks', KEYS.unlimited)).json()) as { webhooks: Webhook[] }).webhooks.map((w) => w.id),
    ).not.toContain(id);
    const mine = (await (await api.get('/webhooks', KEYS.premium)).json()) as { webhooks: Webhook[]; limits: Record<string, number> };
    expect(mine.webhooks.map((w) => w.id)).toEqual([id]);
    expect(mine.limits).toMatchObject({ webhooks: 5, property_ids: 1000 });
    expect((await create({ url: receiverUrl, events: ['sale'], filter: { states: ['CT'] } }, KEYS.base)).status).toBe(403);
    expect((await api.get('/webhooks', KEYS.base)).status).toBe(403);
  });

  it('refuses private, link-local and metadata addresses, and filters outside the rules', async () => {
    for (const url of [
      'http://10.0.0.7/hook',
      'https://192.168.1.20/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/x',
    ]) {
      const res = await create({ url, events: ['sale'], filter: { zip_codes: ['06103'] } });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/^url: .* is a (private|linkLocal|uniqueLocal) address\.$/);
    }
    const both = await create({ url: receiverUrl, events: ['sale'], filter: { zip_codes: ['06103'], states: ['CT'] } });
    expect(both.status).toBe(400);
    expect(await both.text()).toContain('exactly one of property_ids, zip_codes, counties, msas or states');
    const many = await create({
      url: receiverUrl,
      events: ['sale'],
      filter: { property_ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    });
    expect(many.status).toBe(400);
    expect(((await many.json()) as { detail: string }).detail).toBe('filter.property_ids: at most 1000 on the premium plan.');
  });

  it("refuses a subscription over the plan's number, naming the limit", async () => {
    await sql`delete from webhooks where subscriber_id = 'sub_demo_premium'`;
    for (let i = 0; i < 5; i++)
      expect((await create({ url: receiverUrl, events: ['sale'], filter: { zip_codes: ['06103'] } })).status).toBe(201);
    const over = await create({ url: receiverUrl, events: ['sale'], filter: { zip_codes: ['06103'] } });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { detail: string }).detail).toBe('The premium plan allows 5 webhooks; delete one first.');
  });
});
