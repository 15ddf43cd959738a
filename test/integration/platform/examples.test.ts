/**
 * The documentation works out of the box: every operation, called through the local gateway with
 * the example request openapi.json documents (shared/examples.ts), answers 200 on the demo market
 * `npm start` seeds (its Tampa homes, generated here by the same simulator with the same seed and
 * size), and every answer, 2xx and 4xx, matches openapi.json under a strict validator
 * (test/support/openapi.ts): body, status, and the headers it carries. The typed client
 * (clients/typescript) calls the API as a client developer would.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSfrClient } from '../../../clients/typescript/index.ts';
import { DEMO_KEYS } from '../../../infra/local/keystore.ts';
import { DEMO_SEED, DEMO_WARTS, EMBEDDED_DEMO_PROPERTIES } from '../../../infra/local/prepare-data.ts';
import { Throttle } from '../../../infra/local/throttle.ts';
import { simulate } from '../../../loader/demo-data/index.ts';
import { EXAMPLE_EXPORT, EXAMPLE_WEBHOOK, EXAMPLES, type ExampleRequest } from '../../../shared/examples.ts';
import type { RouteDef } from '../../../shared/platform/http/route.ts';
import { PLAN_LIMITS } from '../../../shared/platform/plans.ts';
import { routeList } from '../../../shared/routes.ts';
import { KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { contractViolations, OPENAPI } from '../../support/openapi.ts';

const TAMPA = [...simulate({ properties: EMBEDDED_DEMO_PROPERTIES, seed: DEMO_SEED, ...DEMO_WARTS })].filter(
  (r) => r.address.state === 'FL',
);
// throttled as `npm start` is, so /usage answers and the RateLimit headers are checked too
const { api, sql } = withState('FL', TAMPA, { rollups: true, gateway: { throttle: new Throttle(PLAN_LIMITS) } });

// the export job the examples of GET and DELETE /exports/{id} name, finished, of the key the calls use
const UNLIMITED = DEMO_KEYS.find((k) => k.key === KEYS.unlimited)!.subscriberId;
beforeAll(async () => {
  await sql`delete from export_jobs where id = ${EXAMPLE_EXPORT}`;
  await sql`insert into export_jobs (id, subscriber_id, plan, dataset, format, filter, status, rows, bytes, finished_at)
            values (${EXAMPLE_EXPORT}, ${UNLIMITED}, 'unlimited', 'properties', 'csv', ${sql.json({ state: 'FL' })}, 'succeeded', 0, 0, now())`;
});

// the webhook the examples of /webhooks/{id} name, of the same key, there again after DELETE; the key's
// other webhooks (POST /webhooks of earlier runs) gone, so the plan's limit is never reached
beforeAll(async () => {
  await sql`delete from webhooks where subscriber_id = ${UNLIMITED}`;
});
beforeEach(async () => {
  await sql`insert into webhooks (id, subscriber_id, plan, url, events, filter, position)
            values (${EXAMPLE_WEBHOOK}, ${UNLIMITED}, 'unlimited', 'https://hooks.example.com/sfr', ${['sale']}::text[],
                    ${sql.json({ zip_codes: ['33647'] })}, 0)
            on conflict (id) do nothing`;
});

function target(route: RouteDef, example: ExampleRequest): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(example.params?.[name] ?? ''));
  const query = new URLSearchParams(example.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

// the Unlimited key sees what the Premium key of the docs page sees, with room for every call of the file
async function call(route: RouteDef, url: string, body: unknown, key: string | null = KEYS.unlimited) {
  const res =
    route.method === 'GET'
      ? await api.get(url, key)
      : route.method === 'DELETE' || route.method === 'PATCH'
        ? await fetch(api.url + url, {
            method: route.method,
            headers: { 'Content-Type': 'application/json', ...(key === null ? {} : { 'X-API-TOKEN': key }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
        : await api.post(url, body, key);
  const text = await res.text();
  return { res, body: text ? (JSON.parse(text) as unknown) : undefined };
}

function expectDocumented(route: RouteDef, status: number, answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.res.status, JSON.stringify(answer.body)?.slice(0, 500)).toBe(status);
  expect(contractViolations(route.method, route.path, status, answer.res.headers, answer.body)).toEqual([]);
}

const routes = routeList.map((r) => [`${r.method} ${r.path}`, r] as const);

describe('every operation with its documented example', () => {
  it('has an example for each operation, and the docs page is authorised with a demo key', async () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(routes.map(([name]) => name).sort());
    const page = await (await api.get('/docs/init.js', null)).text();
    expect(page).toContain(`preauthorizeApiKey('ApiKeyAuth', "${DEMO_KEYS.find((k) => k.plan === 'premium')!.key}")`);
  });

  it.each(routes)('%s answers 200 as documented', async (name, route) => {
    const example = EXAMPLES[name]!;
    const operation = OPENAPI.paths[route.path][route.method.toLowerCase()];
    // the request is the one the document shows: its parameters' examples and its body example
    for (const parameter of operation.parameters ?? [])
      expect(parameter.example, parameter.name).toEqual((parameter.in === 'path' ? example.params : example.query)?.[parameter.name]);
    expect(operation.requestBody?.content['application/json'].example).toEqual(example.body);
    const answer = await call(route, target(route, example), example.body);
    expectDocumented(route, route.status ?? 200, answer);
    if (route.headers?.dataSource) expect(answer.res.headers.get('x-data-source')).toMatch(/^(synthetic-demo|mixed)$/);
    if (route.headers?.addressMatch) expect(answer.res.headers.get('x-address-match')).toBe('exact');
    if (route.headers?.pageLinks) expect(answer.res.headers.get('link')).toContain('rel="first"');
  });
});

describe('other answers as documented', () => {
  it.each(routes.filter(([, r]) => r.query || r.body))('%s: an unknown parameter is the documented 400', async (_name, route) => {
    const example = EXAMPLES[`${route.method} ${route.path}`]!;
    const body = route.body ? { ...(example.body as object), colour: 'red' } : undefined;
    const url = target(route, route.body ? example : { ...example, query: { ...example.query, colour: 'red' } });
    expectDocumented(route, 400, await call(route, url, body));
  });

  it.each(routes.filter(([, r]) => r.auth))('%s: no key is the documented 401', async (name, route) => {
    const example = EXAMPLES[name]!;
    expectDocumented(route, 401, await call(route, target(route, example), example.body, null));
  });

  it.each([
    // valid: false answers place: null, which a nullable reference must allow
    ['GET /locations/validate', { query: { zip: '33647', city: 'Miami', state: 'FL' } }, 200, KEYS.unlimited],
    ['GET /properties/search', { query: { state: 'FL', vacant: 'true' } }, 403, KEYS.base],
    ['GET /properties/by-address', { query: { address: '999 Nowhere Rd, Tampa, FL 33647' } }, 404, KEYS.unlimited],
    ['POST /properties/nearby-sales', { body: { address: '999 Nowhere Rd, Tampa, FL 33647' } }, 404, KEYS.unlimited],
    ['GET /buyer-profiles/{buyerName}', { params: { buyerName: 'NOBODY AT ALL LLC' } }, 404, KEYS.unlimited],
    ['GET /geo-analytics/flips', { query: { search_type: 'zip', zip: '00000' } }, 404, KEYS.unlimited],
    ['GET /properties/by-mailing-address', { query: { address: 'Tampa, FL' } }, 422, KEYS.unlimited],
  ] as const)('%s answers the documented %s', async (name, example: ExampleRequest, status, key) => {
    const route = routeList.find((r) => `${r.method} ${r.path}` === name)!;
    const answer = await call(route, target(route, example), example.body, key);
    expectDocumented(route, status, answer);
  });

  it("documents one problem per status, with that status and the API's own title", () => {
    const titles: Record<string, string> = {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Conflict',
      410: 'Gone',
      422: 'Unprocessable Content',
      429: 'Too Many Requests',
      500: 'Internal Server Error',
      503: 'Service Unavailable',
      504: 'Gateway Timeout',
    };
    for (const [path, operations] of Object.entries(OPENAPI.paths as Record<string, Record<string, { responses: object }>>))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, response] of Object.entries(
          operation.responses as Record<string, { content?: Record<string, { example?: unknown }> }>,
        )) {
          const example = response.content?.['application/problem+json']?.example;
          if (!response.content?.['application/problem+json']) continue;
          expect(example, `${method} ${path} ${status}`).toMatchObject({ status: Number(status), title: titles[status], instance: path });
        }
  });
});

describe('the typed client (clients/typescript)', () => {
  const client = () => createSfrClient({ baseUrl: api.url, apiKey: KEYS.unlimited });

  it('looks a property up, reads its headers, and pages a search by its Link', async () => {
    const address = EXAMPLES['GET /properties/by-address']!.query!.address!;
    const found = await client().GET('/properties/by-address', { params: { query: { address } } });
    expect(found.response.status).toBe(200);
    expect(found.data?.address.zip_code).toBe('33647');
    expect(found.response.headers.get('x-address-match')).toBe('exact');

    const first = await client().GET('/properties/search', {
      params: { query: { city: 'Tampa', state: 'FL', page_size: 10, sort: 'living_area', order: 'asc' } },
    });
    expect(first.data?.has_more).toBe(true);
    const next = /<([^>]*)>; rel="next"/.exec(first.response.headers.get('link') ?? '')?.[1];
    const second = await fetch(api.url + next, { headers: { 'X-API-TOKEN': KEYS.unlimited } });
    expect(((await second.json()) as { page: number }).page).toBe(2);
  });

  it('gets the problem of a refusal as its typed error', async () => {
    const missing = await client().GET('/buyer-profiles/{buyerName}', { params: { path: { buyerName: 'NOBODY AT ALL LLC' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ status: 404, title: 'Not Found' });
  });
});
