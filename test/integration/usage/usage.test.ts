/**
 * GET /usage through the local gateway: each subscriber reads its own meter, also when two share
 * a plan, with the RateLimit fields of that meter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Throttle } from '../../../infra/local/throttle.ts';
import { createKey } from '../../../shared/platform/keys.ts';
import { PLAN_LIMITS } from '../../../shared/platform/plans.ts';
import { rateLimitPolicy } from '../../../shared/usage/headers.ts';
import type { Usage } from '../../../shared/usage/schemas.ts';
import { expectProblem, startApi, type TestApi } from '../../support/api.ts';

// a stopped clock: the bucket does not refill between the requests, so the counts are exact
const now = Date.now();
let api: TestApi;
let first: { key: string; subscriberId: string };
let second: { key: string; subscriberId: string };

beforeAll(async () => {
  api = await startApi({ throttle: new Throttle(PLAN_LIMITS, () => now) });
  for (const which of ['first', 'second'] as const) {
    const { key, record } = await createKey('base', `usage test ${which}`);
    if (which === 'first') first = { key, subscriberId: record.subscriberId };
    else second = { key, subscriberId: record.subscriberId };
  }
});
afterAll(() => api?.close());

async function usage(key: string): Promise<{ body: Usage; res: Response }> {
  const res = await api.get('/usage', key);
  expect(res.status).toBe(200);
  return { body: (await res.json()) as Usage, res };
}

describe('GET /usage', () => {
  it('counts two base subscribers apart: each sees its own requests and its own bucket', async () => {
    for (let i = 0; i < 5; i++) expect((await api.get('/health-check/authenticated', first.key)).status).toBe(200);
    expect((await api.get('/health-check/authenticated', second.key)).status).toBe(200);

    // /usage reads the meter without counting itself (the issue: each call used up quota)
    await usage(first.key);
    const a = await usage(first.key);
    const b = await usage(second.key);
    const { rateLimit, burstLimit, quota } = PLAN_LIMITS.base;
    expect(a.body).toMatchObject({
      plan: 'base',
      key_owner: 'usage test first',
      subscriber_id: first.subscriberId,
      rate_limit: { requests_per_second: rateLimit, burst: burstLimit, burst_remaining: burstLimit - 5 },
      quota: { limit: quota.limit, period: quota.period, used: 5, remaining: quota.limit - 5 },
      source: 'local-gateway',
    });
    expect(b.body).toMatchObject({
      subscriber_id: second.subscriberId,
      rate_limit: { burst_remaining: burstLimit - 1 },
      quota: { used: 1, remaining: quota.limit - 1 },
    });
    expect(Date.parse(a.body.quota.resets_at)).toBeGreaterThan(now);
    expect(a.res.headers.get('cache-control')).toBe('no-store');
    expect(a.res.headers.get('ratelimit-policy')).toBe(rateLimitPolicy('base'));
    expect(a.res.headers.get('ratelimit')).toMatch(new RegExp(`^"burst";r=${burstLimit - 5};t=\\d+, "quota";r=${quota.limit - 5};t=\\d+$`));
  });

  it('needs a key', async () => {
    await expectProblem(await api.get('/usage', null), 401);
  });

  it('answers 503 where the gateway does not meter (throttling off)', async () => {
    const unmetered = await startApi();
    try {
      await expectProblem(await unmetered.get('/usage', first.key), 503);
    } finally {
      await unmetered.close();
    }
  });
});
