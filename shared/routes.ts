/**
 * The route registry: every endpoint, declared once. The CDK stack (infra/stack.ts), the local
 * gateway (infra/local/gateway.ts) and openapi.json (shared/openapi.ts) are generated from it.
 * Adding an endpoint = one handler file in functions/<category>/ + one entry here.
 */
import { defineRoute, type RouteDef } from './http/route.ts';
import { AuthenticatedHealth, HealthResult } from './schemas/health.ts';
import { ByAddressQuery, ByAddressResponse, SearchQuery, SearchResponse } from './schemas/properties.ts';

export const routes = {
  healthCheck: defineRoute({
    method: 'GET',
    path: '/health-check',
    handler: 'functions/health/health-check.ts',
    category: 'Health check',
    summary: 'Service health',
    description: 'Checks the database (a real query) and the key store (a real DynamoDB call). No API key needed.',
    auth: false,
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
    description: 'Answers 200 when the X-API-TOKEN header carries a valid, active key; 401 otherwise.',
    auth: true,
    response: AuthenticatedHealth,
    responseDescription: 'The key is valid.',
    errors: [],
  }),
  propertySearch: defineRoute({
    method: 'GET',
    path: '/properties/search',
    handler: 'functions/properties/search.ts',
    category: 'Properties',
    summary: 'Search properties',
    description: 'A page of property records matching the filters. At least one location filter (state, city, county, zip_codes, msa) is required; all filters combine with AND. Range filters exclude properties whose value is unknown. `total` is exact; pages are stable (sort key descending, nulls last, then property_id).',
    auth: true,
    query: SearchQuery,
    response: SearchResponse,
    responseDescription: 'One page of matching properties and the exact total.',
    planNote: 'The distress filters (pre_foreclosure, pre_foreclosure_date_min/max, vacant, zombie_foreclosure) need a Premium or Unlimited key (403 otherwise). Premium-only fields are null for base-plan keys.',
    errors: [400, 403],
  }),
  propertyByAddress: defineRoute({
    method: 'GET',
    path: '/properties/by-address',
    handler: 'functions/properties/by-address.ts',
    category: 'Properties',
    summary: 'Look a property up by address',
    description: [
      'Parses the address, normalises it to USPS Publication 28 forms, and matches it: exactly (street line with unit, in the zip or city + state), with the unit dropped, or near (same house number, similar street, similarity >= 0.6).',
      'The `X-Address-Match` header says which (`exact`, `unit_dropped`, `near`) and `X-Address-Normalized` gives the normalised address that was matched.',
    ].join('\n\n'),
    auth: true,
    query: ByAddressQuery,
    response: ByAddressResponse,
    responseDescription: 'The property record.',
    planNote: 'Premium-only fields (owner, vacant, pre_foreclosure, owner_type) are null for base-plan keys.',
    errors: [400, 404],
  }),
} satisfies Record<string, RouteDef>;

export const routeList: RouteDef[] = Object.values(routes);
