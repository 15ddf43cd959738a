/** Health-check routes. */
import { defineRoute, type RouteDef } from '../platform/http/route.ts';
import { AuthenticatedHealth, HealthResult } from './schemas.ts';

export const healthRoutes = {
  healthCheck: defineRoute({
    method: 'GET',
    path: '/health-check',
    handler: 'functions/health/health-check.ts',
    category: 'Health check',
    summary: 'Service health',
    description:
      'Checks the database (a real query), that its schema is at the newest migration, that the geography reference is loaded, and the key store (a real DynamoDB call). 503 names each component that is down. No API key needed.',
    auth: false,
    // the key store's DescribeTable, and the newest migration file compared with the database's schema
    deployment: { aws: ['keyTable:DescribeTable'], files: ['migrations'] },
    response: HealthResult,
    responseDescription: 'Every component is up.',
    errors: [503],
  }),
  healthCheckAuthenticated: defineRoute({
    method: 'GET',
    path: '/health-check/authenticated',
    handler: 'functions/health/authenticated.ts',
    category: 'Health check',
    summary: 'Check an API key',
    description:
      'Answers 200 with the plan and the owner label (key_owner) of the key when the X-API-TOKEN header carries a valid, active key; 401 otherwise.',
    auth: true,
    response: AuthenticatedHealth,
    responseDescription: 'The key is valid.',
    errors: [],
  }),
} satisfies Record<string, RouteDef>;
