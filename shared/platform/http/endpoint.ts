/**
 * The handler pipeline every endpoint runs through (middy):
 *   log context → JSON body parsing (POST) → zod parsing of path/query/body → handler → JSON response,
 * with every thrown error turned into problem+json in one place.
 * A handler file only says which route it serves and what to call in shared/.
 */

import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { BadRequest, type FieldError, ProblemError, Unauthorized } from '../errors.ts';
import { serialize, type WithJsonText } from '../json-text.ts';
import { logger } from '../log.ts';
import { isPlan, type Plan } from '../plans.ts';
import { RESPONSE_HEADERS } from './cors.ts';
import { deprecationHeaders } from './deprecation.ts';
import { type Paging, pageLinks } from './paging.ts';
import { problemResponse, toProblemError } from './problem.ts';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteDef } from './route.ts';
import { repeatedParameters, unknownKeys } from './unknown-keys.ts';

export interface Request<D extends RouteDef> {
  query: QueryOf<D>;
  params: ParamsOf<D>;
  body: BodyOf<D>;
  /** the caller's plan; undefined only on unauthenticated routes */
  plan: D['auth'] extends true ? Plan : Plan | undefined;
  /** who the authorizer says is calling (empty strings on unauthenticated routes) */
  caller: Caller;
  requestId: string;
}

/** The authorizer's context (functions/authorizer.ts) and the API key API Gateway metered the request under. */
export interface Caller {
  owner: string;
  subscriberId: string;
  apiKeyId: string;
  apiId: string;
}

function callerOf(event: APIGatewayProxyEvent): Caller {
  const context = (event.requestContext?.authorizer ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    owner: text(context.owner),
    subscriberId: text(context.subscriberId),
    // a route that requires no API key (GET /usage, not metered) has none in $context.identity: the authorizer names it
    apiKeyId: text(event.requestContext?.identity?.apiKeyId) || text(context.apiKeyId),
    apiId: text(event.requestContext?.apiId),
  };
}

/** A response with a status or headers other than the defaults. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly init: {
      status?: number;
      headers?: Record<string, string>;
      /** a page of a list: the pipeline adds the `Link` header to the other pages (GET routes) */
      paging?: Paging;
    } = {},
  ) {}
}

/** A body is a value to serialise; any part of it may be JSON text already (JsonText: cached answers, stored records). */
type Body<D extends RouteDef> = WithJsonText<ResponseOf<D>>;

export type HandlerFn<D extends RouteDef> = (req: Request<D>) => Promise<Body<D> | Reply<Body<D>>>;

export function endpoint<D extends RouteDef>(route: D, fn: HandlerFn<D>) {
  const deprecation = route.deprecated ? deprecationHeaders(route.deprecated.successor) : {};
  const pipeline = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>().use(
    injectLambdaContext(logger, { resetKeys: true }),
  );
  if (route.body) pipeline.use(httpJsonBodyParser({ disableContentTypeError: false }));
  return pipeline
    .handler(async (event) => {
      const requestId = event.requestContext?.requestId ?? 'unknown';
      logger.appendKeys({ requestId, route: `${route.method} ${route.path}` });
      const plan = event.requestContext?.authorizer?.plan as unknown;
      if (route.auth && !isPlan(plan)) throw new Unauthorized();
      const req = {
        query: parsePart(
          route.query,
          event.queryStringParameters ?? {},
          'query',
          repeatedParameters(event.multiValueQueryStringParameters),
        ),
        params: parsePart(route.params, decodeParams(event.pathParameters ?? {}), 'path'),
        body: route.body ? parsePart(route.body, (event.body as unknown) ?? undefined, 'body') : undefined,
        plan: isPlan(plan) ? plan : undefined,
        caller: callerOf(event),
        requestId,
      } as Request<D>;
      const result = await fn(req);
      const reply = result instanceof Reply ? result : new Reply(result);
      const links: Record<string, string> =
        reply.init.paging && route.method === 'GET'
          ? { Link: pageLinks(requestPath(event), event.multiValueQueryStringParameters, reply.init.paging) }
          : {};
      return {
        statusCode: reply.init.status ?? 200,
        headers: {
          ...RESPONSE_HEADERS,
          ...(reply.init.status === 204 ? {} : { 'Content-Type': 'application/json' }),
          'X-Request-Id': requestId,
          ...links,
          ...deprecation,
          ...reply.init.headers,
        },
        // 204 has no body (RFC 9110), so no content type either
        body: reply.init.status === 204 ? '' : serialize(reply.body),
      };
    })
    .onError(async (request) => {
      const event = request.event;
      const requestId = event.requestContext?.requestId ?? 'unknown';
      const response = problemResponse(locateParameters(toProblemError(request.error), route), event.path ?? route.path, requestId);
      request.response = { ...response, headers: { ...response.headers, ...deprecation } };
    });
}

/**
 * The path as the caller sent it: API Gateway's $context.path carries the stage (or a custom
 * domain's base path) that `event.path` leaves out, so links built on it resolve on every endpoint
 * the API is served from.
 */
function requestPath(event: APIGatewayProxyEvent): string {
  return event.requestContext?.path ?? event.path;
}

// `body` alone is the whole body (an empty POST), already located
const LOCATED = /^(query|path|body)\.|^body$/;

/**
 * The domain names the parameter a problem is about (`address`, `dateFrom`); the response names
 * where it sits in the request (`body.filters.dateFrom`), from the route's declaration.
 */
function locateParameters(err: ProblemError, route: RouteDef): ProblemError {
  if (!err.errors?.some((e) => !LOCATED.test(e.path))) return err;
  const errors = err.errors.map((e) => (LOCATED.test(e.path) ? e : { ...e, path: locate(e.path, route) }));
  return new ProblemError(err.status, err.title, err.message, errors, err.headers, { cause: err });
}

function locate(path: string, route: RouteDef): string {
  const [name = path, ...rest] = path.split('.');
  const declared = route.parameterPaths?.[name];
  const base = declared ?? (route.params?.shape[name] ? `path.${name}` : route.body ? `body.${name}` : `query.${name}`);
  return [base, ...rest].join('.');
}

function decodeParams(params: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === undefined ? v : safeDecode(v)]));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parsePart(
  schema: z.ZodType | undefined,
  input: unknown,
  where: 'query' | 'path' | 'body',
  repeated: { path: PropertyKey[]; message: string }[] = [],
): unknown {
  // unknown query parameters and body keys are named, never dropped (unknown-keys.ts); path parameters are the route's own
  const unknown = [...repeated, ...(where === 'path' ? [] : undeclared(schema, input, where))];
  if (!schema && unknown.length === 0) return {};
  const parsed = schema ? schema.safeParse(input) : { success: true as const, data: {} };
  const missingBody = where === 'body' && input === undefined && !parsed.success;
  const issues = missingBody
    ? [{ path: [], message: 'a JSON body is required' }]
    : [...unknown, ...(parsed.success ? nulBytes(parsed.data) : parsed.error.issues)];
  if (issues.length === 0) return parsed.data;
  const errors: FieldError[] = issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const named = errors.map((e) => `${e.path.replace(/^(query|path|body)\./, '')}: ${e.message}`).join('; ');
  throw new BadRequest(
    `Invalid ${where === 'path' ? 'path parameter' : where === 'body' ? 'request body' : 'query parameter'}: ${named}`,
    errors,
  );
}

function undeclared(schema: z.ZodType | undefined, input: unknown, where: 'query' | 'body'): { path: PropertyKey[]; message: string }[] {
  const found = schema
    ? unknownKeys(schema, input)
    : Object.keys(input && typeof input === 'object' ? input : {}).map((key) => ({ path: [key], suggestion: undefined }));
  const what = where === 'query' ? 'unknown parameter' : 'unknown key';
  return found.map((u) => ({ path: u.path, message: u.suggestion ? `${what}; did you mean ${u.suggestion}?` : what }));
}

/**
 * PostgreSQL text cannot hold U+0000 (it fails the query: a 500), and no name, address or code
 * contains one: a NUL in any value a handler receives is the caller's error.
 */
function nulBytes(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; message: string }[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [{ path, message: 'must not contain a NUL character' }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulBytes(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => nulBytes(v, [...path, k]));
  return [];
}
