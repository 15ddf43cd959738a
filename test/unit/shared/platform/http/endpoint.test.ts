/**
 * The handler pipeline on a route made for the test: parsing, typed errors → problem+json,
 * and nothing internal leaking from unexpected errors.
 */
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { BadRequest, Forbidden, NotFound, Unprocessable } from '../../../../../shared/platform/errors.ts';
import { endpoint, Reply } from '../../../../../shared/platform/http/endpoint.ts';
import { defineRoute } from '../../../../../shared/platform/http/route.ts';
import { JsonText } from '../../../../../shared/platform/json-text.ts';
import { queryBoolean, queryInt, queryList, queryNumber, z } from '../../../../../shared/platform/zod.ts';

const route = defineRoute({
  method: 'POST',
  path: '/things/{name}',
  handler: 'test-only',
  category: 'Properties',
  summary: 'test',
  auth: true,
  query: z.object({
    page: queryInt(z.number().int().min(1)).default(1),
    radius: queryNumber(z.number().gt(0).max(50)).optional(),
    flag: queryBoolean().optional(),
    zips: queryList(z.string().regex(/^\d{5}$/)).optional(),
    fail: z.enum(['bad', 'forbidden', 'missing', 'unprocessable', 'crash', 'sql']).optional(),
  }),
  params: z.object({ name: z.string().min(1) }),
  body: z.object({ address: z.string().min(1) }),
  response: z.object({ ok: z.boolean() }),
  responseDescription: 'ok',
  errors: [400],
});

const handler = endpoint(route, async ({ query, params, body, plan }) => {
  switch (query.fail) {
    case 'bad':
      throw new BadRequest('bad thing');
    case 'forbidden':
      throw new Forbidden('not on your plan');
    case 'missing':
      throw new NotFound('no such thing');
    case 'unprocessable':
      throw new Unprocessable('cannot parse');
    case 'crash':
      throw new Error('secret internal detail at /srv/app.ts:12');
    case 'sql':
      throw Object.assign(new Error('select * from secret_table'), { code: '42P01' });
  }
  return { ok: true, query, params, body, plan } as never;
});

function event(init: {
  query?: Record<string, string>;
  body?: string | null;
  plan?: string | null;
  contentType?: string;
  name?: string;
}): APIGatewayProxyEvent {
  return {
    resource: route.path,
    path: `/things/${init.name ?? 'a%20b'}`,
    httpMethod: 'POST',
    headers: { 'Content-Type': init.contentType ?? 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: init.query ?? null,
    multiValueQueryStringParameters: null,
    pathParameters: { name: init.name ?? 'a%20b' },
    stageVariables: null,
    body: init.body === undefined ? '{"address":"1 Main St"}' : init.body,
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', authorizer: init.plan === null ? undefined : { plan: init.plan ?? 'base' } } as never,
  };
}

const context = { awsRequestId: 'aws-1', functionName: 'test', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const call = async (e: APIGatewayProxyEvent) => {
  const res = await handler(e, context);
  return { ...res, json: JSON.parse(res.body) };
};

describe('endpoint pipeline', () => {
  it('parses query, decoded path parameters and body, and passes the plan', async () => {
    const res = await call(event({ query: { page: '2', radius: '0.5', flag: 'true', zips: '95814, 95816' } }));
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['X-Request-Id']).toBe('req-1');
    // API Gateway adds nothing to proxy responses: the Lambda itself sends CORS and security headers
    expect(res.headers?.['Access-Control-Allow-Origin']).toBe('*');
    expect(res.headers?.['X-Content-Type-Options']).toBe('nosniff');
    expect(res.json).toEqual({
      ok: true,
      query: { page: 2, radius: 0.5, flag: true, zips: ['95814', '95816'] },
      params: { name: 'a b' },
      body: { address: '1 Main St' },
      plan: 'base',
    });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '' }, 'page'],
    [{ radius: '0' }, 'radius'],
    [{ radius: '51' }, 'radius'],
    [{ radius: '1e309' }, 'radius'],
    [{ radius: 'NaN' }, 'radius'],
    [{ flag: 'yes' }, 'flag'],
    [{ zips: '958' }, 'zips'],
  ])('answers 400 naming the parameter for %o', async (query, name) => {
    const res = await call(event({ query }));
    expect(res.statusCode).toBe(400);
    expect(res.headers?.['Content-Type']).toBe('application/problem+json');
    expect(res.json.detail).toContain(name);
    expect(res.json.errors[0].path).toMatch(new RegExp(`^query\\.${name}`));
  });

  it.each([
    ['malformed JSON', '{"address":', 'application/json'],
    ['a wrong content type', '{"address":"x"}', 'text/plain'],
    ['a missing field', '{}', 'application/json'],
    ['an empty address', '{"address":""}', 'application/json'],
  ])('answers 400 for %s in the body', async (_what, body, contentType) => {
    const res = await call(event({ body, contentType }));
    expect(res.statusCode).toBe(400);
    expect(res.headers?.['Content-Type']).toBe('application/problem+json');
  });

  it.each([
    ['bad', 400, 'bad thing'],
    ['forbidden', 403, 'not on your plan'],
    ['missing', 404, 'no such thing'],
    ['unprocessable', 422, 'cannot parse'],
  ])('turns a thrown %s error into status %i problem+json', async (fail, status, detail) => {
    const res = await call(event({ query: { fail } }));
    expect(res.statusCode).toBe(status);
    expect(res.json).toMatchObject({ type: 'about:blank', status, detail, instance: '/things/a%20b', request_id: 'req-1' });
  });

  it.each(['crash', 'sql'])('answers 500 without internals for an unexpected %s error', async (fail) => {
    const res = await call(event({ query: { fail } }));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|srv|select/);
  });

  it('answers 401 when an authenticated route is reached without a plan from the authorizer', async () => {
    const res = await call(event({ plan: null }));
    expect(res.statusCode).toBe(401);
  });

  it('serves a body serialised ahead (JsonText) as it is, alone or in a Reply', async () => {
    const cached = JsonText.serialize({ ok: true, note: 'caf\u00e9 "quoted"' } as { ok: boolean });
    const plain = await endpoint(route, async () => cached)(event({}), context);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers?.['Content-Type']).toBe('application/json');
    expect(plain.body).toBe(cached.text);
    expect(JSON.parse(plain.body)).toEqual({ ok: true, note: 'caf\u00e9 "quoted"' });
    const replied = await endpoint(route, async () => new Reply(cached, { status: 202, headers: { 'X-Extra': '1' } }))(event({}), context);
    expect(replied).toMatchObject({ statusCode: 202, body: cached.text, headers: { 'X-Extra': '1', 'Content-Type': 'application/json' } });
  });
});
