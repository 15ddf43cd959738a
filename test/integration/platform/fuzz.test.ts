/**
 * Property-based fuzzing from the contract (docs/reliability.md#fuzzing): requests generated from openapi.json
 * (every path, method, query and path parameter and request body) with valid, boundary and hostile
 * values, sent over HTTP through the local gateway under every kind of key, and the invariants of
 * test/support/fuzz/invariants.ts checked on every response. West Virginia is this file's state:
 * its fixture (test/support/fuzz/fixture.ts) is what valid requests find.
 *
 * FUZZ_RUNS (default 20) is the number of requests per operation and per transport property;
 * FUZZ_SEED (default 20261121) fixes the generated requests, so a run is repeatable and a failure
 * prints its seed and shrunk counterexample. A soak raises FUZZ_RUNS.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Throttle } from '../../../infra/local/throttle.ts';
import { createKey } from '../../../shared/platform/keys.ts';
import { routeList } from '../../../shared/routes.ts';
import { KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { OPERATIONS, type Operation, operation } from '../../support/fuzz/contract.ts';
import { ADDRESSES, RECORDS, STATE } from '../../support/fuzz/fixture.ts';
import { type FuzzRequest, type FuzzResponse, type KeyChoice, RawClient, target } from '../../support/fuzz/http.ts';
import { checkResponse, newObserved, premiumValues, type Sent } from '../../support/fuzz/invariants.ts';
import { keyChoice, printable, requestFor } from '../../support/fuzz/requests.ts';
import { hostileValue, type Value } from '../../support/fuzz/values.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
/** a budget for the shrinking of a failure and for soaks, not an assertion on speed */
const TIMEOUT = 60_000 + RUNS * 2_000;

// metered like every gateway (GET /usage reads the meter), with limits the fuzzer never reaches
const UNREACHED = { rateLimit: 1e6, burstLimit: 1e6, quota: { limit: 1e9, period: 'DAY' as const } };
const { api } = withState(STATE, RECORDS, {
  rollups: true,
  gateway: { throttle: new Throttle({ base: UNREACHED, premium: UNREACHED, unlimited: UNREACHED }) },
});
let client: RawClient;
let createdKey = '';
const observed = newObserved();
let requests = 0;

beforeAll(async () => {
  // a key made the way a customer's is, besides the demo keys
  createdKey = (await createKey('base', 'fuzz test', 'fuzz-test-base-key-6540000')).key;
  client = new RawClient(api.url);
});

afterAll(() => {
  client?.close();
  console.log(
    `fuzz: ${requests} requests (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}); statuses ${JSON.stringify(Object.fromEntries([...observed.statuses].sort(([a], [b]) => a - b)))}; ${observed.withData} answers with records`,
  );
});

const keyValue = (key: KeyChoice): string | null =>
  ({
    base: KEYS.base,
    premium: KEYS.premium,
    unlimited: KEYS.unlimited,
    created: createdKey,
    none: null,
    bogus: 'bogus-key-0000',
    empty: '',
  })[key];
const planOf = (key: KeyChoice) => (key === 'created' ? 'base' : key === 'base' || key === 'premium' || key === 'unlimited' ? key : null);

const text = (v: Value | null) => (v === null ? '' : typeof v === 'string' ? v : v.raw);
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The path the gateway sees in a request target (null when it does not parse). */
function pathnameOf(target: string): string | null {
  try {
    return target.startsWith('/') ? new URL(`http://localhost${target}`).pathname : new URL(target).pathname;
  } catch {
    return null;
  }
}

/** Whether the gateway routes this target to op: an empty path parameter or a dot segment leaves the route. */
function routes(op: Operation, path: string): boolean {
  const pattern = new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}/?$`);
  return pattern.test(pathnameOf(path) ?? '');
}

/** Sends a request and checks the invariants; returns the response for further checks. */
async function exchange(req: FuzzRequest, options: { target?: string; routed?: boolean } = {}): Promise<FuzzResponse> {
  const op: Operation | null = OPERATIONS.find((o) => o.id === req.op) ?? null;
  const path = options.target ?? target(req, op?.path ?? req.op.replace(/^\S+ /, ''));
  const key = keyValue(req.key);
  const headers: [string, string][] = [...(key === null ? [] : ([['X-API-TOKEN', key]] as [string, string][])), ...(req.headers ?? [])];
  requests++;
  const res = await client.send(req.method, path, headers, req.body);
  const sent: Sent = {
    op,
    routed: options.routed ?? (op !== null && req.method === op.method && routes(op, path)),
    plan: planOf(req.key),
    head: req.method === 'HEAD',
    pathname: pathnameOf(path),
    headerBytes: Buffer.byteLength(`${req.method} ${path} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}`),
    text: [
      path,
      safeDecode(path),
      ...req.query.flatMap(([k, v]) => [k, text(v)]),
      ...Object.values(req.path).map(text),
      req.body?.text ?? '',
      ...headers.flat(),
    ].join('\n'),
  };
  checkResponse(sent, res, observed);
  if (sent.routed && op?.secured && res.status !== 413 && res.status !== 431) {
    // authentication comes before anything but the size limits
    if (sent.plan === null && res.status !== 401) throw new Error(`${req.op} without a valid key answered ${res.status}, not 401`);
    if (sent.plan !== null && res.status === 401) throw new Error(`${req.op} with a valid ${sent.plan} key answered 401: ${res.body}`);
  }
  return res;
}

describe('fuzz: every operation of openapi.json', () => {
  it('covers every route of the registry', () => {
    expect(OPERATIONS.map((o) => o.id).sort()).toEqual(routeList.map((r) => `${r.method} ${r.path}`).sort());
    expect(new Set(OPERATIONS.map((o) => o.id)).size).toBe(OPERATIONS.length);
  });

  for (const op of OPERATIONS) {
    it(
      op.id,
      async () => {
        await fc.assert(
          fc.asyncProperty(requestFor(op), async (req) => {
            await exchange(req);
          }),
          // seeded by the operation's name, so that adding a route changes no other route's requests
          { seed: SEED + hash(op.id), numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  }
});

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 1_000_003;
  return h;
}

// ---------------------------------------------------------------------------------------------
// Transport: methods, paths, request targets, key headers, body sizes and framing.

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
const TARGETS: readonly string[] = [
  '//[',
  '//',
  '//x:99999/properties/search',
  '/%',
  'http://[',
  '*',
  '/',
  `/${'a'.repeat(8_000)}`,
  '/properties/search/',
  '/properties//search',
  '/PROPERTIES/SEARCH',
  '/properties/search;jsessionid=1?state=WV',
  '/properties/search%00?state=WV',
  '/properties/%2e%2e/properties/search?state=WV',
  '/./properties/search?state=WV',
  '/properties/search??state=WV',
  '/properties/search?state=WV#fragment',
  '/properties/search?&&&state=WV&&',
  '/properties/search?=&=WV&state',
  '/buyer-profiles/',
  '/buyer-profiles/%2F',
  '/buyer-profiles/..',
  '/buyer-profiles/%2e%2e',
  '/buyer-profiles/a%2Fb',
  '/buyer-profiles/KANAWHA%20RENTALS%20LLC/extra',
  '/buyer-profiles/%ZZ',
  '/buyer-profiles/%00',
  '/buyer-profiles/%ED%A0%80',
  `/buyer-profiles/${'%F0%9F%8F%A0'.repeat(60)}`,
  '/health-check/authenticated/../authenticated',
  '/openapi.json/',
  '/docs/../openapi.json',
  '/docs/%2e%2e/%2e%2e/package.json',
  '/docs/swagger-ui.css%00',
  `/properties/search?${'a=1&'.repeat(5_000)}state=WV`,
  `/properties/search?${'state=WV&'.repeat(2_000)}`,
  '/properties/search?state=WV&state=CA&state=',
];
const KEY_HEADERS: readonly [string, string][][] = [
  [['x-api-token', KEYS.premium]],
  [['X-Api-Token', KEYS.base]],
  [
    ['X-API-TOKEN', 'bogus'],
    ['X-API-TOKEN', KEYS.premium],
  ],
  [
    ['X-API-TOKEN', KEYS.base],
    ['x-api-token', KEYS.premium],
  ],
  [
    ['X-API-TOKEN', ''],
    ['x-api-token', KEYS.premium],
  ],
  [['X-API-TOKEN', ` ${KEYS.base} `]],
  [['X-API-TOKEN', `Bearer ${KEYS.base}`]],
  [['Authorization', `Bearer ${KEYS.premium}`]],
  [['X-API-TOKEN', 'k'.repeat(8_000)]],
  [['X-API-TOKEN', '\xff\xfe']],
  [['X-API-TOKEN', "' OR 1=1 --"]],
  [
    ['__proto__', 'x'],
    ['hasOwnProperty', 'x'],
    ['X-API-TOKEN', KEYS.base],
  ],
  [
    ['Content-Type', 'application/json'],
    ['Content-Type', 'text/plain'],
    ['X-API-TOKEN', KEYS.base],
  ],
  [
    ['Host', 'evil.example'],
    ['X-API-TOKEN', KEYS.base],
  ],
  [
    ['X-Forwarded-For', '1.2.3.4'],
    ['X-HTTP-Method-Override', 'DELETE'],
    ['X-API-TOKEN', KEYS.base],
  ],
];

describe('fuzz: transport', () => {
  it(
    'answers any method, path, request target and key header with a status the contract knows, as problem+json',
    async () => {
      const op = fc.constantFrom(...OPERATIONS.map((o) => o.id)).map(operation);
      const request = fc.oneof(
        // another method on a known path: 405 unless the path has a route for it
        fc.tuple(op, fc.constantFrom(...METHODS)).map(([o, method]) => ({
          kind: 'method' as const,
          op: o.id,
          method,
          target: o.path.replace('{buyerName}', 'KANAWHA%20RENTALS%20LLC'),
        })),
        fc
          .tuple(fc.constantFrom(...TARGETS), fc.constantFrom(...METHODS))
          .map(([t, method]) => ({ kind: 'target' as const, op: 'target', method, target: t })),
        fc.tuple(op, fc.constantFrom(...KEY_HEADERS)).map(([o, headers]) => ({
          kind: 'key' as const,
          op: o.id,
          method: o.method,
          target: o.path.replace('{buyerName}', 'KANAWHA%20RENTALS%20LLC'),
          headers,
        })),
        fc.tuple(op, hostileValue).map(([o, v]) => ({
          kind: 'key' as const,
          op: o.id,
          method: o.method,
          target: o.path.replace('{buyerName}', 'KANAWHA%20RENTALS%20LLC'),
          headers: [['X-API-TOKEN', headerSafe(v)]] as [string, string][],
        })),
      );
      await fc.assert(
        fc.asyncProperty(request.map(printable), async (r) => {
          const routedOp = OPERATIONS.find((o) => o.id === `${r.method} ${o.path}` && o.id === r.op) ?? null;
          const req: FuzzRequest = {
            op: routedOp?.id ?? `${r.method} ${r.target}`,
            method: r.method,
            path: {},
            query: [],
            body: r.method === 'GET' ? null : { text: '{}', contentType: 'application/json' },
            key: 'none',
            headers: 'headers' in r ? r.headers : [['X-API-TOKEN', KEYS.unlimited]],
          };
          const res = await exchange(req, { target: r.target, routed: false });
          if (r.kind === 'method') {
            // the gateway answers HEAD on every GET route
            const allowed = OPERATIONS.filter((o) => o.path === OPERATIONS.find((x) => x.id === r.op)!.path).flatMap((o) =>
              o.method === 'GET' ? ['GET', 'HEAD'] : [o.method],
            );
            if (!allowed.includes(r.method) && r.method !== 'OPTIONS') {
              expect(res.status, res.body).toBe(405);
              expect(String(res.headers.allow).split(', ').sort()).toEqual([...allowed].sort());
            }
          }
        }),
        { seed: SEED - 1, numRuns: RUNS * 4 },
      );
    },
    TIMEOUT,
  );

  it(
    'answers 413 for a body over 1 MiB however it is framed, and reads one of exactly 1 MiB',
    async () => {
      const LIMIT = 1_048_576;
      const body = fc.record({
        op: fc.constantFrom(...OPERATIONS.map((o) => o.id)),
        size: fc.constantFrom(LIMIT, LIMIT + 1, LIMIT + 65_536, 3 * LIMIT),
        chunked: fc.boolean(),
        json: fc.boolean(),
        key: keyChoice,
      });
      await fc.assert(
        fc.asyncProperty(body.map(printable), async ({ op: id, size, chunked, json, key }) => {
          const op = operation(id);
          const text = json ? `{"address":"${'x'.repeat(size - 14)}"}` : 'x'.repeat(size);
          const res = await exchange({
            op: op.id,
            method: op.method,
            path: { buyerName: 'KANAWHA RENTALS LLC' },
            query: [],
            body: { text, contentType: 'application/json', chunked },
            key,
          });
          if (size > LIMIT) expect(res.status, res.body).toBe(413);
          else expect(res.status).not.toBe(413);
        }),
        { seed: SEED - 2, numRuns: Math.max(8, Math.ceil(RUNS / 2)) },
      );
    },
    TIMEOUT,
  );
});

/** A header value node:http will send: latin1, no line breaks or NUL. */
function headerSafe(v: Value): string {
  return (typeof v === 'string' ? v : v.raw).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 8_000);
}

// ---------------------------------------------------------------------------------------------
// Regressions: what the fuzzer found, each as its shrunk counterexample.

describe('fuzz regressions', () => {
  it('names a query parameter called after an Object.prototype member as unknown, and takes such a header as data (was a 500)', async () => {
    for (const name of ['hasOwnProperty', '__proto__', 'toString', 'valueOf', 'constructor']) {
      const res = await exchange(
        printable({
          op: 'GET /properties/by-address',
          method: 'GET',
          path: {},
          query: [
            ['address', ADDRESSES[0]!],
            [name, '1'],
          ],
          body: null,
          key: 'base',
        }),
      );
      expect(res.status, `${name}: ${res.body}`).toBe(400);
      expect(JSON.parse(res.body).errors).toEqual([{ path: `query.${name}`, message: 'unknown parameter' }]);
    }
    const res = await exchange({
      op: 'GET /health-check/authenticated',
      method: 'GET',
      path: {},
      query: [],
      body: null,
      key: 'base',
      headers: [
        ['hasOwnProperty', 'x'],
        ['__proto__', 'x'],
      ],
    });
    expect(res.status, res.body).toBe(200);
  });

  it('answers 400 naming the parameter for a NUL character, which PostgreSQL text cannot hold (was a 500)', async () => {
    const res = await exchange({
      op: 'GET /properties/search',
      method: 'GET',
      path: {},
      query: [['city', { raw: '%00' }]],
      body: null,
      key: 'unlimited',
    });
    expect(res.status, res.body).toBe(400);
    expect((JSON.parse(res.body) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['query.city']);
    const body = await exchange({
      op: 'POST /properties/by-address',
      method: 'POST',
      path: {},
      query: [],
      body: { text: '{"address":"101 Capitol St\\u0000, Charleston, WV 25301"}', contentType: 'application/json' },
      key: 'base',
    });
    expect(body.status, body.body).toBe(400);
  });

  it('caps the batch at 8,000 characters, which fits a 10 KiB gateway request line; the longest valid batch is answered (was a bare 431)', async () => {
    const longest = Array.from({ length: 100 }, () => `${ADDRESSES[0]!}${'x'.repeat(79 - ADDRESSES[0]!.length)}`).join('|');
    expect(longest.length).toBe(8_000 - 1);
    const ok = await exchange(
      printable({ op: 'GET /properties/batch', method: 'GET', path: {}, query: [['addresses', longest]], body: null, key: 'base' }),
    );
    expect(ok.status, ok.body).toBe(200);
    const over = await exchange(
      printable({
        op: 'GET /properties/batch',
        method: 'GET',
        path: {},
        query: [['addresses', 'a'.repeat(8_001)]],
        body: null,
        key: 'base',
      }),
    );
    expect(over.status, over.body).toBe(400);
    expect((JSON.parse(over.body) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['query.addresses']);
  });

  it.each([
    [
      'GET',
      '/geo-analytics/flips',
      [
        ['search_type', 'state'],
        ['state', 'WV'],
        ['date_to', '0001-01-01'],
      ],
      'query.date_to',
    ],
    [
      'GET',
      '/geo-analytics/flips/hold-time',
      [
        ['search_type', 'state'],
        ['state', 'WV'],
        ['date_to', '9999-12-31'],
      ],
      'query.date_to',
    ],
    [
      'GET',
      '/rental-analytics/transactions',
      [
        ['search_type', 'state'],
        ['state', 'WV'],
        ['date_from', '1799-12-31'],
      ],
      'query.date_from',
    ],
  ] as const)(
    'answers 400 for a date outside 1800-2199 on %s %s (a year-0 window or 9999-12 month end was a 500)',
    async (method, path, query, field) => {
      const res = await exchange(
        printable({ op: `${method} ${path}`, method, path: {}, query: query.map(([k, v]) => [k, v]), body: null, key: 'base' }),
      );
      expect(res.status, res.body).toBe(400);
      expect((JSON.parse(res.body) as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain(field);
    },
  );

  it('answers 413 to a chunked body over the limit and keeps the connection usable (was reset on the next request)', async () => {
    const over = await exchange({
      op: 'POST /locations',
      method: 'POST',
      path: {},
      query: [],
      body: { text: 'x'.repeat(1_048_577), contentType: 'application/json', chunked: true },
      key: 'base',
    });
    expect(over.status).toBe(413);
    const next = await exchange({
      op: 'GET /geo-analytics/institutional-ownership',
      method: 'GET',
      path: {},
      query: [
        ['search_type', 'state'],
        ['state', STATE],
      ],
      body: { text: 'x'.repeat(1_048_576), contentType: 'application/json', chunked: true },
      key: 'base',
    });
    expect(next.status, next.body).toBe(200);
  });

  it('sends X-Request-Id with the CORS preflight and the API description too (was missing)', async () => {
    for (const [method, path] of [
      ['OPTIONS', '/properties/search'],
      ['GET', '/openapi.json'],
      ['GET', '/docs'],
    ] as const) {
      const res = await client.send(method, path, [], null);
      expect(res.status).toBeLessThan(300);
      expect(res.headers['x-request-id'], `${method} ${path}`).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers a request target that does not parse as a URL with problem+json, not an unhandled rejection', async () => {
    expect(
      (await exchange({ op: 'GET //[', method: 'GET', path: {}, query: [], body: null, key: 'base' }, { target: '//[', routed: false }))
        .status,
    ).toBe(404);
    expect(
      (
        await exchange(
          { op: 'GET http://[', method: 'GET', path: {}, query: [], body: null, key: 'base' },
          { target: 'http://[', routed: false },
        )
      ).status,
    ).toBe(400);
  });
});

describe('fuzz: the invariants catch what they are for', () => {
  it('flags a 5xx, an error not in problem+json, a wrong status, leaked internals, a schema-invalid 200 and a Premium field shown to a base key', async () => {
    const sent: Sent = {
      op: operation('GET /properties/by-address'),
      routed: true,
      plan: 'base',
      text: '/properties/by-address?address=x',
      pathname: '/properties/by-address',
    };
    const headers = { 'x-request-id': 'r', 'x-content-type-options': 'nosniff' };
    const problem = (status: number, detail: string, type = 'application/problem+json'): FuzzResponse => ({
      status,
      headers: { ...headers, 'content-type': type },
      body: JSON.stringify({ type: 'about:blank', title: 't', status, detail, instance: '/properties/by-address' }),
    });
    expect(() => checkResponse(sent, problem(404, 'No property at 1 Main St'))).not.toThrow();
    expect(() => checkResponse(sent, problem(500, 'An unexpected error occurred.'))).toThrow('5xx');
    expect(() => checkResponse(sent, problem(400, 'x', 'application/json'))).toThrow('problem+json');
    expect(() => checkResponse(sent, { ...problem(404, 'x'), status: 400 })).toThrow('differs');
    expect(() => checkResponse(sent, problem(403, 'x'))).toThrow('not listed');
    expect(() => checkResponse({ ...sent, pathname: '/elsewhere' }, problem(404, 'x'))).toThrow('instance');
    for (const leak of [
      'syntax error at or near "x"',
      'relation "foo" does not exist',
      'at handler (/work/main/shared/x.ts:1:2)',
      'postgres://u:p@h/db',
      'select * from properties',
    ]) {
      expect(() => checkResponse(sent, problem(400, leak)), leak).toThrow('leaks');
    }
    // an echo of the caller's own input is no leak
    expect(() =>
      checkResponse({ ...sent, text: '1 UNION SELECT null --' }, problem(400, 'Cannot parse "1 UNION SELECT null --"')),
    ).not.toThrow();

    const premium = await exchange({
      op: 'GET /properties/by-address',
      method: 'GET',
      path: {},
      query: [['address', ADDRESSES[0]!]],
      body: null,
      key: 'premium',
    });
    const ok: FuzzResponse = { status: 200, headers: { ...headers, 'content-type': 'application/json' }, body: premium.body };
    expect(() => checkResponse({ ...sent, plan: 'premium' }, ok)).not.toThrow();
    expect(() => checkResponse(sent, ok)).toThrow('Premium-only');
    expect(() =>
      checkResponse(
        { ...sent, plan: 'premium' },
        { ...ok, body: JSON.stringify({ ...(JSON.parse(premium.body) as object), property_id: -1 }) },
      ),
    ).toThrow('response schema');
  });
});

describe('fuzz: the fixture makes the invariants bite', () => {
  const premiumRoutes: [string, [string, string][], Record<string, string>, string | null][] = [
    ['GET /properties/by-address', [['address', ADDRESSES[0]!]], {}, null],
    ['GET /properties/search', [['state', STATE]], {}, null],
    ['GET /properties/by-mailing-address', [['address', ADDRESSES[0]!]], {}, null],
    ['GET /properties/batch', [['addresses', ADDRESSES.join('|')]], {}, null],
    [
      'GET /properties/nearby-sales',
      [
        ['address', ADDRESSES[0]!],
        ['include', 'enrichment'],
        ['radius', '5'],
      ],
      {},
      null,
    ],
    [
      'GET /properties/nearby-sold-properties',
      [
        ['address', ADDRESSES[0]!],
        ['radius', '5'],
      ],
      {},
      null,
    ],
    ['POST /properties/by-address', [], {}, JSON.stringify({ address: ADDRESSES[0] })],
    ['POST /properties/nearby-sold-properties', [], {}, JSON.stringify({ address: ADDRESSES[0] })],
    ['GET /buyer-profiles/{buyerName}', [], { buyerName: 'KANAWHA RENTALS LLC' }, null],
  ];

  it.each(premiumRoutes)('%s: Premium-only fields set for a Premium key, null for a base key', async (id, query, path, body) => {
    const op = operation(id);
    const send = (key: KeyChoice) =>
      exchange({
        op: id,
        method: op.method,
        path,
        query,
        body: body === null ? null : { text: body, contentType: 'application/json' },
        key,
      });
    const premium = await send('premium');
    expect(premium.status, premium.body).toBe(200);
    expect(premiumValues(JSON.parse(premium.body)).length).toBeGreaterThan(0);
    const base = await send('created');
    expect(base.status, base.body).toBe(200);
    expect(premiumValues(JSON.parse(base.body))).toEqual([]);
  });

  it('got answers with data from the random requests', () => {
    expect(observed.withData).toBeGreaterThan(0);
    expect(observed.baseMasked).toBeGreaterThan(0);
    expect(observed.premiumValues).toBeGreaterThan(0);
  });
});
