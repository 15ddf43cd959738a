/**
 * Operating limits of the deployment, in one place: how many instances each function may run at
 * once, and the latency each route family is alarmed at (docs/deployment.md#operations).
 *
 * Reserved concurrency caps a function, so a flood on one route cannot take every database
 * connection: with DB_POOL_MAX connections per instance, a route function opens at most
 * reserved × DB_POOL_MAX connections through RDS Proxy. The sum stays well under the account's
 * default 1,000 (Lambda keeps 100 unreserved); an account with a lower limit must lower these.
 */
import type { Category } from '../shared/platform/http/route.ts';

export const DB_POOL_MAX = 2;

export const CONCURRENCY = {
  /** each route function that queries the database */
  route: 10,
  /** routes declared `deployment: { concurrency: 'heavy' }`, whose queries hold a connection longest */
  heavy: 5,
  /** routes without the database (GET /usage, the docs) */
  light: 5,
  /** the authorizer runs for every uncached token, on every route */
  authorizer: 50,
  /** one migration run at a time (the custom resource) */
  migrate: 1,
  /** loads hold long transactions: two at most */
  loader: 2,
  /** export jobs, each one long REPEATABLE READ transaction: the plans' concurrent jobs across subscribers */
  exportRunner: 10,
} as const;

/** How long an export's file is kept (EXPORT_TTL_HOURS, docs/exports.md); the bucket's lifecycle rule expires it by whole days. */
export const EXPORT_TTL_HOURS = 168;

/** A route function's memory (MB) unless its route declares its own (RouteDef.deployment.memoryMb). */
export const ROUTE_MEMORY_MB = 1024;

/**
 * The template budget (docs/deployment.md#templates): CloudFormation refuses a template of more
 * than 500 resources; every template of the deployment stays under TEMPLATE_RESOURCE_BUDGET with
 * ROUTE_HEADROOM more routes than the registry has, and stack.test.ts synthesises both to prove it.
 */
export const TEMPLATE_RESOURCE_BUDGET = 400;
export const ROUTE_HEADROOM = 20;

/** p99 latency (ms) above which a route family's alarm fires, from the performance targets (docs/performance.md). */
export const LATENCY_P99_MS: Record<Category, number> = {
  'Health check': 1_000,
  Properties: 1_500,
  Buyers: 3_000,
  'Buyer profiles': 2_000,
  'Geo analytics': 3_000,
  'Rental analytics': 3_000,
  Locations: 500,
  Usage: 1_000,
  Changes: 1_500,
  Webhooks: 1_000,
  Exports: 1_000,
};
