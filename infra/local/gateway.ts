/**
 * The local API Gateway: serves every route of the registry over HTTP by turning each request
 * into an API Gateway REST (v1) proxy event, running the authorizer (with a result cache like
 * API Gateway's), the per-plan throttle, then the route's Lambda handler.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  APIGatewayAuthorizerResult,
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  APIGatewayRequestAuthorizerEvent,
  Context,
} from 'aws-lambda';
import { docsFile } from '../../shared/docs/docs.ts';
import {
  BadRequest,
  Forbidden,
  MethodNotAllowed,
  NotFound,
  PayloadTooLarge,
  ProblemError,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
} from '../../shared/platform/errors.ts';
import { CORS, RESPONSE_HEADERS } from '../../shared/platform/http/cors.ts';
import { problemResponse } from '../../shared/platform/http/problem.ts';
import type { RouteDef } from '../../shared/platform/http/route.ts';
import { logger } from '../../shared/platform/log.ts';
import { isPlan, type Plan } from '../../shared/platform/plans.ts';
import { rateLimitHeaders } from '../../shared/usage/headers.ts';
import { registerLocalMeter } from '../../shared/usage/meter.ts';
import { compressible, encode, negotiateCoding } from './compression.ts';
import { DOWNLOAD_PATH, serveDownload } from './export-downloads.ts';
import { DEMO_KEYS } from './keystore.ts';
import type { ThrottleGate } from './throttle.ts';

type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
type Authorizer = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

export interface GatewayOptions {
  routes: RouteDef[];
  authorizer: Authorizer;
  /** API Gateway caches authorizer results per token; 300 s is its default */
  authorizerCacheTtlMs?: number;
  /** null disables throttling and quotas (THROTTLE=off) */
  throttle: ThrottleGate | null;
  /** API Gateway's own payload limit is 10 MB; nothing here needs more than 1 MiB */
  maxBodyBytes?: number;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  paramNames: string[];
  handler: LambdaHandler;
}

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const API_ID = 'local';
let gateways = 0;
const STAGE = 'local';

/** What every request through one gateway shares. */
interface Gateway {
  compiled: CompiledRoute[];
  authorize: ReturnType<typeof cachedAuthorizer>;
  maxBodyBytes: number;
  apiId: string;
  throttle: ThrottleGate | null;
}

export async function createGateway(options: GatewayOptions): Promise<Server> {
  // Each gateway is an API of its own: GET /usage reads the meter of the gateway the request came through.
  const apiId = `${API_ID}-${++gateways}`;
  const gateway: Gateway = {
    compiled: await Promise.all(options.routes.map(compileRoute)),
    authorize: cachedAuthorizer(options.authorizer, options.authorizerCacheTtlMs ?? 300_000),
    maxBodyBytes: options.maxBodyBytes ?? 1_048_576,
    apiId,
    throttle: options.throttle,
  };
  const unregisterMeter = options.throttle ? registerLocalMeter(apiId, options.throttle) : () => {};
  const server = createServer((req, res) => serveRequest(gateway, req, res));
  server.on('close', unregisterMeter);
  return server;
}

async function serveRequest(gateway: Gateway, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const requestId = randomUUID();
  let url = new URL('http://localhost/');
  // docs/design.md#response-headers: every response carries X-Request-Id, the preflight, openapi.json and docs included
  const baseHeaders = { ...RESPONSE_HEADERS, 'X-Request-Id': requestId };
  // docs/design.md#head: HEAD is served by the GET route's function, and answered without the body
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const send = (status: number, headers: Record<string, string>, body: string | Buffer) =>
    respond(req, res, status, headers, body).catch((err: unknown) => {
      logger.error('gateway could not send a response', err as Error);
      res.destroy();
    });
  try {
    url = requestUrl(req.url ?? '/');
    if (req.method === 'OPTIONS') return await send(204, preflightHeaders(baseHeaders), '');
    if (method === 'GET' && (url.pathname === '/openapi.json' || url.pathname === '/docs' || url.pathname.startsWith('/docs/')))
      return await serveDocs(send, url.pathname, baseHeaders);
    const download = method === 'GET' ? DOWNLOAD_PATH.exec(url.pathname) : null;
    if (download) return await serveDownload(req, res, download[1]!, url, baseHeaders);

    // Like API Gateway, the payload limit applies before any routing.
    const body = await readBody(req, gateway.maxBodyBytes);
    const match = routeFor(gateway.compiled, url.pathname, method, req.method);
    const event = proxyEvent(req, url, match, body, requestId);
    event.requestContext.apiId = gateway.apiId;
    const rateHeaders = match.route.auth ? await admit(gateway, event, match.route) : {};
    const result = await match.handler(event, lambdaContext(match.route, requestId));
    await send(result.statusCode, { ...baseHeaders, ...rateHeaders, ...(result.headers as Record<string, string>) }, result.body);
  } catch (err) {
    const problem = err instanceof ProblemError ? err : new ProblemError(500, 'Internal Server Error', 'An unexpected error occurred.');
    if (!(err instanceof ProblemError)) logger.error('gateway error', err as Error);
    const out = problemResponse(problem, url.pathname, requestId);
    await send(
      out.statusCode,
      { ...baseHeaders, ...(err as { extraHeaders?: Record<string, string> }).extraHeaders, ...(out.headers as Record<string, string>) },
      out.body,
    );
  }
}

const preflightHeaders = (baseHeaders: Record<string, string>) => ({
  ...baseHeaders,
  'Access-Control-Allow-Methods': CORS.allowMethods.join(', '),
  'Access-Control-Allow-Headers': CORS.allowHeaders.join(', '),
  'Access-Control-Max-Age': String(CORS.maxAgeSeconds),
});

/** The route a path and method name: 404 when no route has the path, 405 naming the methods it has. */
function routeFor(compiled: CompiledRoute[], pathname: string, method: string | undefined, asked: string | undefined): CompiledRoute {
  const candidates = compiled.filter((c) => c.pattern.test(pathname));
  if (candidates.length === 0) throw new NotFound(`No route for ${pathname}. See /openapi.json for the routes.`);
  const match = candidates.find((c) => c.route.method === method);
  if (!match)
    throw new MethodNotAllowed(
      `${asked} is not allowed on ${pathname}.`,
      candidates.flatMap((c) => (c.route.method === 'GET' ? ['GET', 'HEAD'] : [c.route.method])),
    );
  return match;
}

/**
 * A keyed request authorised and metered as API Gateway does, its identity set on the event:
 * the rate-limit headers to answer with, or 429 past the plan's rate or quota.
 */
async function admit(gateway: Gateway, event: APIGatewayProxyEvent, route: RouteDef): Promise<Record<string, string>> {
  const identity = await gateway.authorize(event, route);
  event.requestContext.authorizer = identity.context;
  // As API Gateway does: the key the request is metered under is in $context.identity.
  event.requestContext.identity.apiKey = identity.usageId;
  event.requestContext.identity.apiKeyId = identity.usageId;
  const throttle = gateway.throttle;
  if (!throttle) return {};
  // read without counting, as API Gateway leaves a method with no API key required out of the usage plan
  if (route.metered === false) return rateLimitHeaders(identity.plan, await throttle.usage(identity.usageId, identity.plan));
  // Metered per usage identifier, that is per subscriber (functions/authorizer.ts).
  const decision = await throttle.take(identity.usageId, identity.plan);
  const rateHeaders = rateLimitHeaders(identity.plan, decision.reading);
  if (!decision.allowed)
    throw Object.assign(
      new TooManyRequests(
        decision.reason === 'quota'
          ? `This key's ${identity.plan} plan quota is used up for this period.`
          : `This key's ${identity.plan} plan rate limit was exceeded.`,
        decision.retryAfter,
      ),
      { extraHeaders: rateHeaders },
    );
  return rateHeaders;
}

/**
 * The request target as a URL. An origin-form target is a path even when it starts with `//`
 * (resolved against a base, `//[` would be read as a host and throw outside any handler); a
 * target that still does not parse is the caller's error.
 */
function requestUrl(target: string): URL {
  try {
    return target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
  } catch {
    throw new BadRequest('The request target is not a valid URL.');
  }
}

/**
 * Writes a response: compressed when the caller accepts a coding and the body is big enough
 * (docs/design.md#compression), and for HEAD the headers GET would get without the body.
 */
async function respond(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer) {
  if (res.headersSent) return;
  let payload = typeof body === 'string' ? Buffer.from(body) : body;
  const out: Record<string, string | number> = { ...headers };
  const coding = compressible(payload, headers) ? negotiateCoding(req.headers['accept-encoding']) : null;
  if (coding) {
    payload = await encode(payload, coding);
    out['Content-Encoding'] = coding;
  }
  out['Content-Length'] = payload.length;
  if (res.headersSent) return;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

async function compileRoute(route: RouteDef): Promise<CompiledRoute> {
  const paramNames: string[] = [];
  const pattern = new RegExp(
    `^${route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      paramNames.push(name);
      return '([^/]+)';
    })}/?$`,
  );
  const mod = (await import(pathToFileURL(join(ROOT, route.handler)).href)) as { handler?: LambdaHandler };
  if (typeof mod.handler !== 'function') throw new Error(`${route.handler} does not export a handler`);
  return { route, pattern, paramNames, handler: mod.handler };
}

async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new PayloadTooLarge(`The request body is larger than ${limit} bytes.`);
  // Neither header: no body (RFC 9112 6.3), and no stream to wait on (node:http discards it).
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  // A body without a declared length (chunked) is read to its end even past the limit: leaving the
  // loop early destroys the socket, and a client reusing the kept-alive connection would have its
  // next request reset.
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new PayloadTooLarge(`The request body is larger than ${limit} bytes.`);
  return size === 0 ? null : Buffer.concat(chunks).toString('utf8');
}

function proxyEvent(req: IncomingMessage, url: URL, match: CompiledRoute, body: string | null, requestId: string): APIGatewayProxyEvent {
  // Names come from the caller: on a plain object, `?__proto__=1` or `?hasOwnProperty=1` would
  // resolve to Object.prototype's members (a 500). Null-prototype maps hold any name as data.
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  const multiValueHeaders: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const value = req.rawHeaders[i + 1]!;
    headers[name] = value;
    multiValueHeaders[name] ??= [];
    multiValueHeaders[name].push(value);
  }
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  const multiQuery: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [k, v] of url.searchParams) {
    query[k] = v;
    multiQuery[k] ??= [];
    multiQuery[k].push(v);
  }
  const values = match.pattern.exec(url.pathname)!.slice(1);
  const pathParameters = match.paramNames.length ? Object.fromEntries(match.paramNames.map((n, i) => [n, values[i]!])) : null;
  return {
    resource: match.route.path,
    path: url.pathname,
    httpMethod: req.method ?? match.route.method,
    headers,
    multiValueHeaders,
    queryStringParameters: url.searchParams.size ? query : null,
    multiValueQueryStringParameters: url.searchParams.size ? multiQuery : null,
    pathParameters,
    stageVariables: null,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: API_ID,
      authorizer: undefined,
      protocol: 'HTTP/1.1',
      httpMethod: req.method ?? match.route.method,
      identity: {
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? null,
      } as APIGatewayProxyEvent['requestContext']['identity'],
      path: url.pathname,
      stage: STAGE,
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: match.route.path,
    },
  };
}

interface Identity {
  plan: Plan;
  usageId: string;
  context: Record<string, string>;
}

/**
 * Like API Gateway: results are cached per token for the TTL, so a revoked key works until its entry
 * expires. Simultaneous requests with a key not yet cached share one verification: one key-store
 * lookup each overwhelmed the key store from a cold cache at 100 requests/s (the soak run).
 */
function cachedAuthorizer(authorizer: Authorizer, ttlMs: number) {
  const cache = new Map<string, { identity: Identity; expires: number }>();
  const verifying = new Map<string, Promise<Identity>>();
  return async (event: APIGatewayProxyEvent, route: RouteDef): Promise<Identity> => {
    const token = Object.entries(event.headers).find(([k]) => k.toLowerCase() === 'x-api-token')?.[1];
    if (!token) throw new Unauthorized();
    const hit = cache.get(token);
    if (hit && hit.expires > Date.now()) return hit.identity;
    let pending = verifying.get(token);
    if (!pending) {
      pending = verify(authorizer, event, route)
        .then((identity) => {
          if (cache.size > 10_000) cache.clear();
          cache.set(token, { identity, expires: Date.now() + ttlMs });
          return identity;
        })
        .finally(() => verifying.delete(token));
      verifying.set(token, pending);
    }
    return pending;
  };
}

async function verify(authorizer: Authorizer, event: APIGatewayProxyEvent, route: RouteDef): Promise<Identity> {
  let result: APIGatewayAuthorizerResult;
  try {
    result = await authorizer({
      type: 'REQUEST',
      methodArn: `arn:aws:execute-api:local:000000000000:${API_ID}/${STAGE}/${event.httpMethod}${route.path}`,
      resource: route.path,
      path: event.path,
      httpMethod: event.httpMethod,
      headers: event.headers,
      multiValueHeaders: event.multiValueHeaders,
      pathParameters: event.pathParameters,
      queryStringParameters: event.queryStringParameters,
      multiValueQueryStringParameters: event.multiValueQueryStringParameters,
      stageVariables: null,
      requestContext: event.requestContext,
    } as APIGatewayRequestAuthorizerEvent);
  } catch (err) {
    if ((err as Error).message === 'Unauthorized') throw new Unauthorized();
    logger.error('authorizer failed', err as Error);
    // Fail closed: a key store we cannot read never lets a request in.
    throw new ServiceUnavailable('The API key could not be verified right now. Retry shortly.');
  }
  const plan = result.context?.plan;
  const allowed = result.policyDocument.Statement.some((s) => 'Effect' in s && s.Effect === 'Allow');
  if (!allowed || !isPlan(plan)) throw new Unauthorized();
  // API Gateway refuses a request with no usage key on a method that requires one.
  if (!result.usageIdentifierKey) throw new Forbidden('The API key has no usage plan on this API.');
  return {
    plan,
    usageId: result.usageIdentifierKey,
    context: {
      ...Object.fromEntries(Object.entries(result.context ?? {}).map(([k, v]) => [k, String(v)])),
      principalId: result.principalId,
    },
  };
}

function lambdaContext(route: RouteDef, requestId: string): Context {
  const started = Date.now();
  const name = `local-${route.method}-${route.path}`;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000 - (Date.now() - started),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

type Send = (status: number, headers: Record<string, string>, body: string | Buffer) => Promise<void>;

async function serveDocs(send: Send, pathname: string, headers: Record<string, string>): Promise<void> {
  const file = await docsFile(pathname, '', DEMO_KEYS);
  if (!file) throw new NotFound(`No documentation asset ${pathname.replace(/^\/docs\/?/, '')}.`);
  return send(
    200,
    { ...headers, 'Content-Type': file.contentType, ...(file.immutable ? { 'Cache-Control': 'public, max-age=86400' } : {}) },
    file.body,
  );
}
