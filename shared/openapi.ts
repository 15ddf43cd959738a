/**
 * openapi.json, generated from the route registry and its zod schemas (npm run openapi).
 */
import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import type { RouteDef } from './platform/http/route.ts';
import { CATEGORIES } from './platform/http/route.ts';
import { PLAN_LIMITS } from './platform/plans.ts';
import { z } from './platform/zod.ts';
import { routeList } from './routes.ts';

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
          differs: z.array(z.enum(['house_number', 'street_name', 'suffix', 'directional', 'unit'])),
        }),
      )
      .optional()
      .openapi({
        description:
          'Address lookups answering 404: up to 5 properties the caller may have meant, with the parts of the address that differ.',
      }),
    candidates_total: z.number().int().optional().openapi({ description: 'With match `ambiguous`: how many properties fit.' }),
  })
  .openapi('Problem', { description: 'RFC 9457 problem details (Content-Type: application/problem+json).' });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid parameters or body; `errors` names each offending parameter.',
  401: 'Missing or invalid API key.',
  403: 'The plan of this key does not allow the request.',
  404: 'Not found.',
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
      method: route.method.toLowerCase() as 'get' | 'post',
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
        200: { description: route.responseDescription, content: { 'application/json': { schema: route.response } } },
        ...problemResponses,
      },
    });
  }
  const generator = new OpenApiGeneratorV3(registry.definitions);
  return generator.generateDocument({
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
}
