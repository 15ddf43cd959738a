/**
 * openapi.json, generated from the route registry and its zod schemas (npm run openapi), then
 * completed with what the schemas do not carry: the headers each response sends, one problem
 * example per status, the documented example request of each operation (shared/examples.ts), and
 * nullable references in a form strict OpenAPI 3.0 validators accept.
 */
import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { EXAMPLES, type ExampleRequest } from './examples.ts';
import {
  BadRequest,
  Conflict,
  Forbidden,
  GatewayTimeout,
  Gone,
  NotFound,
  ProblemError,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  Unprocessable,
} from './platform/errors.ts';
import { problemBody } from './platform/http/problem.ts';
import type { RouteDef } from './platform/http/route.ts';
import { CATEGORIES } from './platform/http/route.ts';
import { PLAN_LIMITS } from './platform/plans.ts';
import { z } from './platform/zod.ts';
import { routeList } from './routes.ts';
import { WebhookPayload } from './webhooks/schemas.ts';

const Problem = z
  .object({
    type: z.string().openapi({ example: 'about:blank' }),
    title: z.string().openapi({ example: 'Bad Request' }),
    status: z.number().int().openapi({ example: 400 }),
    detail: z.string().openapi({ example: 'Invalid query parameter: page_size: Too big: expected number to be <=100' }),
    instance: z.string().openapi({ example: '/properties/search' }),
    request_id: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    match: z.enum(['none', 'ambiguous']).optional().openapi({
      description:
        'Address lookups answering 404: `none` (no property can be claimed at the address) or `ambiguous` (several units or parcels fit and no unit was given; see unit_policy).',
    }),
    candidates: z
      .array(
        z.object({
          property_id: z.number().int(),
          address: z.string(),
          differs: z.array(z.enum(['house_number', 'street_name', 'suffix', 'directional', 'unit', 'city', 'state'])),
        }),
      )
      .optional()
      .openapi({
        description:
          'Address lookups answering 404: up to 5 properties the caller may have meant, with the parts of the address that differ.',
      }),
    candidates_total: z.number().int().optional().openapi({ description: 'With match `ambiguous`: how many properties fit.' }),
    alternatives: z
      .array(z.object({ name: z.string(), similarity: z.number(), purchases: z.number().int() }))
      .optional()
      .openapi({
        description:
          "A buyer name that is no buyer's answering 404: the buyers with similar names (trigram similarity >= 0.5, 4 decimals), most similar first, then most purchases.",
      }),
    suggestions: z
      .array(
        z.object({
          type: z.enum(['state', 'msa', 'county', 'city', 'zip']),
          name: z.string(),
          display_name: z.string(),
          code: z.string().nullable().openapi({ description: 'The CBSA code of a metro, the FIPS code of a county; null for a city.' }),
          states: z.array(z.string()),
        }),
      )
      .optional()
      .openapi({
        description:
          'A city, county or metro name that matches no place answering 404: up to 5 places of that kind /locations finds for the name, in any state.',
      }),
  })
  .openapi('Problem', { description: 'RFC 9457 problem details (Content-Type: application/problem+json).' });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid parameters or body; `errors` names each offending parameter.',
  401: 'Missing or invalid API key.',
  403: 'The plan of this key does not allow the request.',
  404: 'Not found.',
  409: 'The request conflicts with the state of what it names.',
  410: 'Gone for good: past the retention.',
  422: 'The input could not be processed.',
  429: 'Rate limit or quota of the plan exceeded; see Retry-After.',
  500: 'Unexpected error.',
  503: 'A component the request needs is unavailable.',
  504: 'The query exceeded the statement timeout.',
};

export function buildOpenApi(routes: RouteDef[] = routeList) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'ApiKeyAuth', { type: 'apiKey', in: 'header', name: 'X-API-TOKEN' });
  registry.register('Problem', Problem);
  // OpenAPI 3.0 has no `webhooks`: what a subscription receives is a schema of its own, with its example
  registry.register('WebhookPayload', WebhookPayload);
  for (const route of routes) {
    // every route answers 400 to an unknown query parameter or body key (docs/design.md#requests)
    const statuses = [...route.errors, 400, ...(route.auth ? [401, 429] : []), 500];
    const problemResponses = Object.fromEntries(
      [...new Set(statuses)]
        .sort()
        .map((status) => [
          status,
          { description: ERROR_TEXT[status] ?? 'Error', content: { 'application/problem+json': { schema: Problem } } },
        ]),
    );
    // The health check's 503 carries the health document, not a problem.
    if (route.path === '/health-check')
      problemResponses[503] = { description: 'A component is down.', content: { 'application/json': { schema: route.response } } } as never;
    registry.registerPath({
      method: route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete',
      path: route.path,
      summary: route.summary,
      description: [route.description, route.planNote, route.deprecated ? `Deprecated: use ${route.deprecated.successor}.` : undefined]
        .filter(Boolean)
        .join('\n\n'),
      tags: [route.category],
      deprecated: route.deprecated ? true : undefined,
      security: route.auth ? [{ ApiKeyAuth: [] }] : [],
      request: {
        query: route.query,
        params: route.params,
        body: route.body ? { required: true, content: { 'application/json': { schema: route.body } } } : undefined,
      },
      responses: {
        [route.status ?? 200]:
          route.status === 204
            ? { description: route.responseDescription }
            : { description: route.responseDescription, content: { 'application/json': { schema: route.response } } },
        ...problemResponses,
      },
    });
  }
  const generator = new OpenApiGeneratorV3(registry.definitions);
  const document = generator.generateDocument({
    openapi: '3.0.0',
    info: {
      title: 'SFR Property and Investor Analytics API',
      version: '0.1.0',
      description: [
        'Property lookups, comparable sales, investor activity, rental analytics and US places for single-family-rental investing.',
        'Every request except GET /health-check needs an API key in the X-API-TOKEN header.',
        `Plans: ${Object.entries(PLAN_LIMITS)
          .map(
            ([plan, l]) =>
              `${plan} ${l.rateLimit} req/s (burst ${l.burstLimit}), ${l.quota.limit.toLocaleString('en-US')} requests per ${l.quota.period.toLowerCase()}`,
          )
          .join('; ')}.`,
        'Errors are RFC 9457 problem+json.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: CATEGORIES.map((name) => ({ name })),
  });
  const doc = document as unknown as Document;
  doc.components.headers = HEADERS;
  for (const route of routes) complete(doc, route);
  return strictNullableRefs(document);
}

// biome-ignore lint/suspicious/noExplicitAny: the generated document is walked as plain JSON
type Json = any;
interface Document {
  paths: Record<string, Record<string, Json>>;
  components: Record<string, Json>;
}

const header = (description: string, schema: Json = { type: 'string' }) => ({ description, schema });

/** Every header a response can carry (docs/design.md#response-headers), referenced per response. */
const HEADERS: Record<string, Json> = {
  'X-Request-Id': header('The request id, in every response: quote it when reporting a problem.'),
  'RateLimit-Policy': header(
    "The plan's limits (draft-ietf-httpapi-ratelimit-headers): a `quota` policy (q requests per w seconds) and, where the gateway knows it, a `burst` policy.",
  ),
  RateLimit: header("What is left of the key's quota (r) and when it resets (t, seconds); locally also of its burst bucket."),
  'Retry-After': header('Seconds to wait before retrying.', { type: 'integer', minimum: 1 }),
  Deprecation: header('`true`: this form is deprecated (RFC 9745); `Link` names its successor.', { type: 'string', enum: ['true'] }),
  'Link-Successor': header('`<path>; rel="successor-version"`: the operation replacing this deprecated form (RFC 8288).'),
  'Link-Pages': header(
    'The other pages of this list (RFC 8288): `first`, `prev` from page 2 on, `next` while a later page has rows; each the request URL with only `page` changed.',
  ),
  'X-Address-Match': header('How the address matched the property answered (docs: addresses).', {
    type: 'string',
    enum: ['exact', 'unit_dropped', 'near', 'building'],
  }),
  'X-Address-Normalized': header('The address of the property answered, normalised (`100 W MAIN ST, BOISE, ID 83702`).'),
  'X-Address-Confidence': header('Confidence of the match, 0 to 1.'),
  'X-Address-Differs': header(
    'With a `near` match: the parts of the address that differ from the record, comma-separated (`city` and `state` when the last line contradicts the record matched in its zip).',
  ),
  'X-Address-Match-Reason': header('Why the match is not `exact`, in words.'),
  'X-Data-Source': header(
    'Where the data served came from: its source when all of it comes from one (`synthetic-demo` for the demo market), else `mixed`.',
  ),
};

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
const ADDRESS_HEADERS = ['X-Address-Match', 'X-Address-Normalized', 'X-Address-Confidence', 'X-Address-Differs', 'X-Address-Match-Reason'];

/** The headers of one response of a route. */
function responseHeaders(route: RouteDef, status: number): Record<string, Json> {
  const names: [string, string][] = [['X-Request-Id', 'X-Request-Id']];
  if (route.auth && status !== 401) names.push(['RateLimit-Policy', 'RateLimit-Policy'], ['RateLimit', 'RateLimit']);
  if (status === 429 || status === 503) names.push(['Retry-After', 'Retry-After']);
  if (route.deprecated) names.push(['Deprecation', 'Deprecation'], ['Link', 'Link-Successor']);
  if (status === (route.status ?? 200)) {
    if (route.headers?.pageLinks) names.push(['Link', 'Link-Pages']);
    if (route.headers?.addressMatch) names.push(...ADDRESS_HEADERS.map((h): [string, string] => [h, h]));
    if (route.headers?.dataSource) names.push(['X-Data-Source', 'X-Data-Source']);
  }
  return Object.fromEntries(names.map(([name, component]) => [name, ref(component)]));
}

function notFoundExample(route: RouteDef): string {
  if (route.params?.shape.buyerName) return 'No buyer named "NOBODY LLC".';
  if (route.path.startsWith('/exports')) return 'No export job 0b7e2d1c-9a4f-4e3b-8c6d-5f1a2b3c4d5e of this key.';
  if (route.path.startsWith('/webhooks')) return 'No webhook wh_3kTq9dVbX2mYw8Ln4Rz1 of this key.';
  if (route.path.startsWith('/changes') || route.query?.shape.search_type) return 'No zip 00000 in the US zip reference.';
  return 'No property found at 999 NOWHERE RD, TAMPA, FL 33647.';
}

/** One problem per status, as the API writes it for this route. */
function problemExample(route: RouteDef, status: number): Json {
  const where = route.body ? 'body' : 'query';
  const errors: Record<number, () => ProblemError> = {
    400: () =>
      new BadRequest(
        `Invalid ${where === 'body' ? 'request body' : 'query parameter'}: colour: unknown ${where === 'body' ? 'key' : 'parameter'}`,
        [{ path: `${where}.colour`, message: `unknown ${where === 'body' ? 'key' : 'parameter'}` }],
      ),
    401: () => new Unauthorized(),
    403: () => new Forbidden('The distress filters (vacant) need a Premium or Unlimited plan.'),
    404: () => new NotFound(notFoundExample(route)),
    409: () => new Conflict('The export job has ended (succeeded): only a queued or running job can be cancelled.'),
    410: () =>
      new Gone("The events after this cursor are past the feed's retention of 30 days; the oldest cursor is YzEwMjQ.", {
        oldest_cursor: 'YzEwMjQ',
      }),
    422: () => new Unprocessable('The address must include a street number, street name, city and zip code.'),
    429: () => new TooManyRequests("This key's base plan rate limit was exceeded.", 1),
    500: () => new ProblemError(500, 'Internal Server Error', 'An unexpected error occurred.'),
    503: () => new ServiceUnavailable('The database is unavailable. Retry shortly.'),
    504: () => new GatewayTimeout('The query took longer than the statement timeout. Narrow the request and retry.'),
  };
  const err = errors[status]?.();
  if (!err) return undefined;
  return problemBody(err.status, err.title, err.message, route.path, '7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44', err.errors);
}

function complete(doc: Document, route: RouteDef): void {
  const operation = doc.paths[route.path]![route.method.toLowerCase()]!;
  for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
    response.headers = responseHeaders(route, Number(status));
    const problem = response.content?.['application/problem+json'];
    if (problem) problem.example = problemExample(route, Number(status));
  }
  const example: ExampleRequest = EXAMPLES[`${route.method} ${route.path}`] ?? {};
  for (const parameter of (operation.parameters ?? []) as Json[]) {
    delete parameter.schema?.example;
    const value = (parameter.in === 'path' ? example.params : example.query)?.[parameter.name];
    if (value === undefined) delete parameter.example;
    else parameter.example = value;
  }
  const body = operation.requestBody?.content?.['application/json'];
  if (body) {
    withoutExamples(body.schema, doc);
    if (example.body !== undefined) body.example = example.body;
  }
}

/** A request body's schema without field examples: the operation's example request is the one to show. */
function withoutExamples(schema: Json, doc: Document, seen = new Set<string>()): void {
  if (!schema || typeof schema !== 'object') return;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop();
    if (seen.has(name)) return;
    seen.add(name);
    withoutExamples(doc.components.schemas[name], doc, seen);
    return;
  }
  delete schema.example;
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) for (const item of value) withoutExamples(item, doc, seen);
    else if (value && typeof value === 'object') withoutExamples(value, doc, seen);
  }
}

/**
 * zod-to-openapi writes a nullable reference as `allOf: [$ref, {nullable: true}]`, which OpenAPI
 * 3.0 does not define (`nullable` applies only beside `type`): strict validators refuse null for it.
 * It is rewritten as `anyOf: [$ref, {type: object, nullable: true, enum: [null]}]`, which they accept.
 */
export function strictNullableRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(strictNullableRefs) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, strictNullableRefs(v)]));
  const parts = out.allOf as Json[] | undefined;
  const nullable = parts?.find((p) => p.nullable === true && !p.type && !p.$ref);
  if (parts && nullable) {
    const { nullable: _, ...rest } = nullable;
    const { allOf: __, ...others } = out;
    return { ...others, ...rest, anyOf: [...parts.filter((p) => p !== nullable), { type: 'object', nullable: true, enum: [null] }] };
  }
  return out;
}
