/**
 * Security properties through the local gateway over HTTP, beside what gateway.test.ts already
 * covers (404, 405 with Allow, 413 under a small limit, the preflight's origin and headers,
 * nosniff on a 401, a revoked key kept by a 60 s cache and refused without one, 429):
 * keys at rest, revocation within the cache TTL, error bodies without internals, size limits,
 * the CORS policy in full, and the security headers on every kind of response.
 */
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from '../../../infra/local/keystore.ts';
import type { Throttle } from '../../../infra/local/throttle.ts';
import { CORS, SECURITY_HEADERS } from '../../../shared/platform/http/cors.ts';
import { createKey, hashKey, KEYS_TABLE, revokeKey } from '../../../shared/platform/keys.ts';
import { expectProblem, KEYS, startApi } from '../../support/api.ts';
import { withApi } from '../../support/fixture.ts';

const MiB = 1_048_576;
const PROBLEM_FIELDS = ['type', 'title', 'status', 'detail', 'instance', 'request_id', 'errors'];

const api = withApi();

/** What a stack trace, a database error or a source path would look like in a body. */
const INTERNALS = [
  /\bat \S+ \(/,
  /\.(ts|js|cjs|mjs)\b/,
  /node_modules/,
  /\/work\/|\/srv\/|\/home\//,
  /\bselect\b|\binsert\b|\bfrom properties\b/i,
  /Postgres|SQLSTATE|relation "|syntax error/i,
  /\bstack\b/i,
  /Error:/,
];

async function expectCleanProblem(res: Response, status: number): Promise<Record<string, unknown>> {
  const copy = res.clone();
  const problem = (await expectProblem(res, status)) as unknown as Record<string, unknown>;
  const text = await copy.text();
  for (const pattern of INTERNALS) expect(text, `${status} body matches ${pattern}`).not.toMatch(pattern);
  expect(
    Object.keys(problem).every((k) => PROBLEM_FIELDS.includes(k)),
    Object.keys(problem).join(),
  ).toBe(true);
  expectSecurityHeaders(res);
  return problem;
}

function expectSecurityHeaders(res: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${name} on ${res.status}`).toBe(value);
  expect(res.headers.get('access-control-allow-origin'), `CORS origin on ${res.status}`).toBe('*');
}

describe('API keys at rest', () => {
  it('stores a created key only as its SHA-256 hash: no item holds the plaintext or a piece of it', async () => {
    const { key, record } = await createKey('premium', 'security test owner');
    expect(record.keyHash).toBe(hashKey(key));
    const dynamo = new DynamoDBClient({
      endpoint: process.env.DYNAMODB_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      const items = (await dynamo.send(new ScanCommand({ TableName: KEYS_TABLE }))).Items ?? [];
      const item = items.find((i) => i.key_hash?.S === hashKey(key));
      expect(item).toBeDefined();
      // the subscriber id is the meter's name, not a secret; a local key has no API Gateway key
      expect(Object.keys(item!).sort()).toEqual(['created_at', 'key_hash', 'owner', 'plan', 'status', 'subscriber_id']);
      const table = JSON.stringify(items);
      const secret = key.replace(/^sfr_/, '');
      // any 12-character window of the random part would be a leak, not only the whole key
      for (let i = 0; i + 12 <= secret.length; i += 4) expect(table).not.toContain(secret.slice(i, i + 12));
      for (const demo of DEMO_KEYS) {
        expect(table).not.toContain(demo.key);
        expect(items.some((i) => i.key_hash?.S === hashKey(demo.key))).toBe(true);
      }
    } finally {
      dynamo.destroy();
    }
  });
});

describe('revocation', () => {
  it('stops a revoked key within the authorizer cache TTL, not before its entry expires', async () => {
    const ttlMs = 1_500;
    const cached = await startApi({ authorizerCacheTtlMs: ttlMs });
    try {
      const { key, record } = await createKey('base', 'security revocation test');
      const cachedAt = Date.now();
      expect((await cached.get('/health-check/authenticated', key)).status).toBe(200);
      await revokeKey(record.keyHash);
      expect((await cached.get('/health-check/authenticated', key)).status).toBe(200);
      let refusedAt = 0;
      while (!refusedAt && Date.now() - cachedAt < ttlMs + 2_000) {
        const res = await cached.get('/health-check/authenticated', key);
        if (res.status === 401) refusedAt = Date.now();
        else expect(res.status).toBe(200);
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(refusedAt, 'refused at all').toBeGreaterThan(0);
      expect(refusedAt - cachedAt).toBeGreaterThanOrEqual(ttlMs);
      // the poll interval and one request's time of slack
      expect(refusedAt - cachedAt).toBeLessThan(ttlMs + 1_500);
      await expectCleanProblem(await cached.get('/health-check/authenticated', key), 401);
    } finally {
      await cached.close();
    }
  });
});

describe('error bodies carry no internals', () => {
  it('answers 400, 401, 404, 405 and 413 with bare problem+json', async () => {
    const bad = await expectCleanProblem(await api.get('/properties/search?state=VT&page_size=-1'), 400);
    expect(bad.errors).toEqual([expect.objectContaining({ path: 'query.page_size' })]);
    await expectCleanProblem(await api.get('/properties/search?state=VT', null), 401);
    await expectCleanProblem(await api.get('/properties/search?state=VT', 'sfr_not-a-key'), 401);
    await expectCleanProblem(await api.get('/no/such/route'), 404);
    await expectCleanProblem(await api.get('/../../etc/passwd'), 404);
    await expectCleanProblem(await api.post('/health-check', {}), 405);
    await expectCleanProblem(await api.post('/locations', '{"query": '), 400);
    await expectCleanProblem(await api.post('/locations', 'x'.repeat(MiB + 1)), 413);
  });

  it('answers an unexpected error inside the gateway with a generic 500', async () => {
    const leaky = new Error('boom in /work/main/infra/local/throttle.ts: select key_hash from api_keys');
    const broken = await startApi({
      throttle: {
        take: () => {
          throw leaky;
        },
      } as unknown as Throttle,
    });
    try {
      const problem = await expectCleanProblem(await broken.get('/health-check/authenticated', KEYS.base), 500);
      expect(problem).toMatchObject({ title: 'Internal Server Error', detail: 'An unexpected error occurred.' });
    } finally {
      await broken.close();
    }
  });

  it('verifies a key not yet cached once for simultaneous requests, not once per request', async () => {
    let lookups = 0;
    const counting = await startApi({
      authorizer: async () => {
        lookups++;
        await new Promise((r) => setTimeout(r, 100));
        return {
          principalId: 'stampede',
          policyDocument: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 'execute-api:Invoke', Resource: '*' }] },
          context: { plan: 'base' },
          usageIdentifierKey: 'sub_stampede',
        };
      },
    });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => counting.get('/health-check/authenticated', 'stampede-key')));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(lookups).toBe(1);
    } finally {
      await counting.close();
    }
  });

  it('fails closed with a bare 503 when the authorizer throws', async () => {
    const broken = await startApi({
      authorizer: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:8000 at /var/task/index.mjs');
      },
    });
    try {
      await expectCleanProblem(await broken.get('/health-check/authenticated', KEYS.base), 503);
    } finally {
      await broken.close();
    }
  });

  it('refuses a NUL byte, which PostgreSQL text cannot hold, with a 400 that says nothing about the database', async () => {
    const res = await api.get('/properties/search?state=VT&city=A%00B');
    await expectCleanProblem(res, 400);
  });
});

describe('request size limits', () => {
  it('refuses a body over 1 MiB with 413, whether declared by Content-Length or streamed chunked', async () => {
    const declared = await fetch(`${api.url}/locations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-TOKEN': KEYS.unlimited },
      body: `"${'x'.repeat(MiB)}"`,
    });
    await expectCleanProblem(declared, 413);
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MiB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const chunked = await fetch(`${api.url}/locations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-TOKEN': KEYS.unlimited },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectCleanProblem(chunked, 413);
  });

  it('accepts a body of exactly 1 MiB as far as the size goes', async () => {
    const body = JSON.stringify({ query: 'x'.repeat(MiB - '{"query":""}'.length) });
    expect(Buffer.byteLength(body)).toBe(MiB);
    const res = await api.post('/locations', body);
    expect(res.status).not.toBe(413);
    await res.arrayBuffer();
  });

  it('answers an over-long parameter with 400 naming it, in the query or the path', async () => {
    const query = await expectCleanProblem(await api.get(`/properties/search?state=VT&city=${'A'.repeat(12_000)}`), 400);
    expect(query.errors).toEqual([expect.objectContaining({ path: 'query.city' })]);
    const path = await expectCleanProblem(await api.get(`/buyer-profiles/${'A'.repeat(5_000)}`), 400);
    expect(path.errors).toEqual([expect.objectContaining({ path: 'path.buyerName' })]);
  });

  it('refuses a request line and headers over the HTTP server limit with 431 before any route runs', async () => {
    const res = await api.get(`/properties/search?state=VT&city=${'A'.repeat(300_000)}`);
    expect(res.status).toBe(431);
    const text = await res.text();
    for (const pattern of INTERNALS) expect(text).not.toMatch(pattern);
  });
});

describe('CORS policy', () => {
  const preflight = (path: string, method: string, headers = 'X-API-TOKEN') =>
    fetch(`${api.url}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
    });

  it('answers a preflight with exactly the shared policy, without a key and without credentials', async () => {
    const res = await preflight('/properties/search', 'GET');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(CORS.allowOrigins.join(','));
    expect(res.headers.get('access-control-allow-methods')!.split(/,\s*/)).toEqual(CORS.allowMethods);
    expect(res.headers.get('access-control-allow-headers')!.split(/,\s*/)).toEqual(CORS.allowHeaders);
    expect(res.headers.get('access-control-max-age')).toBe(String(CORS.maxAgeSeconds));
    // keys travel in a header, never in cookies: a wildcard origin must not come with credentials
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expectSecurityHeaders(res);
  });

  it('does not grant a method or header outside the policy, and the method itself answers 405', async () => {
    const res = await preflight('/properties/search', 'PUT', 'X-Evil');
    const methods = res.headers.get('access-control-allow-methods')!.split(/,\s*/);
    expect(methods).not.toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')!.split(/,\s*/)).not.toContain('X-Evil');
    const put = await fetch(`${api.url}/properties/search`, { method: 'PUT', headers: { 'X-API-TOKEN': KEYS.unlimited } });
    expect(put.headers.get('allow')).toBe('GET, HEAD');
    await expectCleanProblem(put, 405);
  });

  it('exposes the headers clients need to read, on successes and problems alike', async () => {
    for (const res of [await api.get('/health-check/authenticated'), await api.get('/health-check/authenticated', null)]) {
      expect(res.headers.get('access-control-expose-headers')!.split(/,\s*/)).toEqual(CORS.exposeHeaders);
      await res.arrayBuffer();
    }
  });
});

describe('security headers', () => {
  it('are on 200 responses of the API, the OpenAPI document and the docs', async () => {
    for (const path of [
      '/health-check',
      '/health-check/authenticated',
      '/properties/search?state=VT&page_size=1',
      '/openapi.json',
      '/docs',
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(200);
      expectSecurityHeaders(res);
      await res.arrayBuffer();
    }
  });
});
