import { describe, expect, it } from 'vitest';
import { Throttle } from '../../../infra/local/throttle.ts';
import { createKey, revokeKey } from '../../../shared/platform/keys.ts';
import { PLAN_LIMITS } from '../../../shared/platform/plans.ts';
import { rateLimitPolicy } from '../../../shared/usage/headers.ts';
import { expectProblem, KEYS, startApi } from '../../support/api.ts';
import { withApi } from '../../support/fixture.ts';

const api = withApi({ maxBodyBytes: 1024 });

describe('local gateway', () => {
  it('answers 404 problem+json for an unknown path', async () => {
    const problem = await expectProblem(await api.get('/no/such/route'), 404);
    expect(problem.detail).toContain('/no/such/route');
  });

  it('answers 405 with Allow for a known path and a wrong method', async () => {
    const res = await api.post('/health-check', {});
    await expectProblem(res, 405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 413 for a body over the size limit', async () => {
    await expectProblem(await api.post('/health-check', 'x'.repeat(5000)), 413);
  });

  it('reads a body streamed chunked, without Content-Length', async () => {
    const text = new TextEncoder().encode(JSON.stringify({ query: 'Sacramento', types: ['city'], limit: 1 }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text.slice(0, 10));
        controller.enqueue(text.slice(10));
        controller.close();
      },
    });
    const res = await fetch(`${api.url}/locations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-TOKEN': KEYS.unlimited },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    const found = (await res.json()) as { data: { name: string; type: string }[] };
    expect(found.data).toMatchObject([{ name: 'Sacramento', type: 'city' }]);
  });

  it('serves openapi.json and the docs page with its assets from npm', async () => {
    const spec = (await (await api.get('/openapi.json', null)).json()) as { openapi: string };
    expect(spec.openapi).toBe('3.0.0');
    const page = await api.get('/docs', null);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/docs/init.js');
    expect(await (await api.get('/docs/init.js', null)).text()).toContain("url: '/openapi.json'");
    const asset = await api.get('/docs/swagger-ui-bundle.js', null);
    expect(asset.status).toBe(200);
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('answers CORS preflight with the explicit policy', async () => {
    const res = await fetch(`${api.url}/properties/search`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('X-API-TOKEN');
  });

  it('sends security headers and a request id on errors too', async () => {
    const res = await api.get('/health-check/authenticated', null);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect((await expectProblem(res, 401)).title).toBe('Unauthorized');
  });
});

describe('authorizer cache and revocation', () => {
  it('keeps a revoked key working until its cache entry expires, like API Gateway', async () => {
    const cached = await startApi({ authorizerCacheTtlMs: 60_000 });
    const uncached = await startApi({ authorizerCacheTtlMs: 0 });
    try {
      const { key, record } = await createKey('base', 'revocation test');
      expect((await cached.get('/health-check/authenticated', key)).status).toBe(200);
      expect((await uncached.get('/health-check/authenticated', key)).status).toBe(200);
      await revokeKey(record.keyHash);
      expect((await cached.get('/health-check/authenticated', key)).status).toBe(200);
      await expectProblem(await uncached.get('/health-check/authenticated', key), 401);
    } finally {
      await cached.close();
      await uncached.close();
    }
  });
});

describe('throttle', () => {
  it('meters each subscriber apart: one base key past its burst gets 429 with Retry-After, another base key is served', async () => {
    // a stopped clock: no token refills while the burst is in flight, however slow the machine
    const stopped = Date.now();
    const throttled = await startApi({ throttle: new Throttle(PLAN_LIMITS, () => stopped) });
    const { key: otherBase } = await createKey('base', 'second base subscriber');
    try {
      const { burstLimit } = PLAN_LIMITS.base;
      const first = await throttled.get('/health-check/authenticated', KEYS.base);
      expect(first.headers.get('ratelimit-policy')).toBe(rateLimitPolicy('base'));
      expect(first.headers.get('ratelimit')).toMatch(new RegExp(`^"burst";r=${burstLimit - 1};t=\\d+, "quota";r=\\d+;t=\\d+$`));
      const burst = await Promise.all(
        Array.from({ length: burstLimit + 10 }, () => throttled.get('/health-check/authenticated', KEYS.base)),
      );
      const refused = burst.filter((r) => r.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(10);
      await expectProblem(refused[0]!, 429);
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused[0]!.headers.get('ratelimit')).toMatch(/^"burst";r=0;/);

      // the same plan, another subscriber: a full bucket of its own
      const other = await throttled.get('/health-check/authenticated', otherBase);
      expect(other.status).toBe(200);
      expect(other.headers.get('ratelimit')).toMatch(new RegExp(`^"burst";r=${burstLimit - 1};`));
      expect((await throttled.get('/health-check/authenticated', KEYS.premium)).status).toBe(200);
      expect((await throttled.get('/health-check', null)).status).toBe(200);
    } finally {
      await throttled.close();
    }
  });
});
