/**
 * Operating limits of the deployment, in one place: how many instances each function may run at
 * once, and the latency each route family is alarmed at (docs/deployment.md#operations).
 *
 * Reserved concurrency caps a function, so a flood on one route cannot take every database
 * connection: with DB_POOL_MAX connections per instance, a route function opens at most
 * reserved × DB_POOL_MAX connections through RDS Proxy. The sum stays well under the account's
 * default 1,000 (Lambda keeps 100 unreserved); an account with a lower limit must lower these.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Category } from '../shared/platform/http/route.ts';
import { PLAN_LIMITS } from '../shared/platform/plans.ts';

export const DB_POOL_MAX = 2;

/**
 * Capacity from the plans (docs/deployment.md#capacity), by Little's law: the instances a function
 * needs = the request rate it must absorb × how long one request holds an instance.
 * - A standard route must take one top-plan subscriber's whole rate (PLAN_LIMITS.unlimited.rateLimit)
 *   at its median duration on a warm instance (STANDARD_ROUTE_SECONDS).
 * - A heavy route must take one premium subscriber's whole rate at its median duration
 *   (HEAVY_ROUTE_SECONDS); the top plan is throttled by its reservation there and gets a 429/503.
 * HEADROOM covers the rate's burst and cold starts.
 */
export const STANDARD_ROUTE_SECONDS = 0.05;
export const HEAVY_ROUTE_SECONDS = 0.4;
export const HEADROOM = 1.2;
export const sizeConcurrency = (ratePerSecond: number, seconds: number): number => Math.ceil(ratePerSecond * seconds * HEADROOM);

/**
 * Objects of a sharded load written at once (infra/loads.ts): each holds two proxy connections, and
 * two loads' batches share only the buyers they both touch (docs/data.md#concurrent-loads).
 */
export const LOAD_SHARDS = 6;
/** The loader function's limit (infra/operations.ts), Lambda's most; a load step's task waits a minute longer. */
export const LOADER_TIMEOUT = Duration.minutes(15);

export const CONCURRENCY = {
  /** each route function that queries the database: ceil(500 req/s × 0.05 s × 1.2) = 30 */
  route: sizeConcurrency(PLAN_LIMITS.unlimited.rateLimit, STANDARD_ROUTE_SECONDS),
  /** routes declared `deployment: { concurrency: 'heavy' }`: ceil(50 req/s × 0.4 s × 1.2) = 24 */
  heavy: sizeConcurrency(PLAN_LIMITS.premium.rateLimit, HEAVY_ROUTE_SECONDS),
  /** routes without the database (GET /usage, the docs) */
  light: 5,
  /** the authorizer runs for every uncached token, on every route */
  authorizer: 50,
  /** one migration run at a time (the custom resource) */
  migrate: 1,
  /** the load state machine's shards at once, and two for an operator's own invocations */
  loader: LOAD_SHARDS + 2,
  /** one webhook dispatcher round at a time (its claims keep two apart anyway) */
  webhookDispatcher: 1,
  /** webhook deliveries sent at once, outside the VPC: no database connection */
  webhookDelivery: 10,
  /** the hourly count of API Gateway keys (infra/api-key-ceiling.ts) */
  apiKeyCount: 1,
  /** export jobs, each one long REPEATABLE READ transaction: the plans' concurrent jobs across subscribers */
  exportRunner: 10,
} as const;

/** How long an export's file is kept (EXPORT_TTL_HOURS, docs/exports.md); the bucket's lifecycle rule expires it by whole days. */
export const EXPORT_TTL_HOURS = 168;

/** Lambda keeps this much of the account's concurrency unreserved; a reservation that would leave less fails the deploy. */
export const UNRESERVED_CONCURRENCY = 100;
/** Connections Aurora PostgreSQL allows per ACU (max_connections = memory / 9,531,392 bytes, 2 GiB an ACU). */
export const CONNECTIONS_PER_ACU = Math.floor((2 * 2 ** 30) / 9_531_392);

export interface Capacity {
  /** reserved concurrency of every function of the stack */
  reserved: number;
  /** the account's concurrent-executions limit the deploy needs (reserved + UNRESERVED_CONCURRENCY): the runbook's first step */
  accountConcurrency: number;
  /** connections the database functions can open through the proxy at their reservations */
  databaseConnections: number;
  /** Aurora's maximum ACU: enough max_connections for databaseConnections, never below the environment's floor */
  auroraMaxAcu: number;
}

/** The capacity a set of reservations needs (docs/deployment.md#capacity). */
export function capacity(reservations: { reserved: number; database: boolean }[], minMaxAcu: number): Capacity {
  const reserved = reservations.reduce((sum, r) => sum + r.reserved, 0);
  const databaseConnections = reservations.filter((r) => r.database).reduce((sum, r) => sum + r.reserved * DB_POOL_MAX, 0);
  return {
    reserved,
    accountConcurrency: reserved + UNRESERVED_CONCURRENCY,
    databaseConnections,
    auroraMaxAcu: Math.max(minMaxAcu, Math.ceil(databaseConnections / CONNECTIONS_PER_ACU)),
  };
}

/** What differs between the deployments (cdk.json context `env`, docs/deployment.md#environments). */
export interface DeploymentEnvironment {
  name: 'dev' | 'prod';
  /** Aurora Serverless v2 capacity floor; the maximum comes from capacity() with this floor */
  auroraMinAcu: number;
  auroraMinMaxAcu: number;
  /** days Aurora keeps its automated backups */
  backupDays: number;
  logRetention: RetentionDays;
  /** deletion protection on the cluster and the key table, and what removing the stack does to them */
  deletionProtection: boolean;
  removalPolicy: RemovalPolicy;
  /** the WAF's per-IP limit, requests in any 5 minutes */
  wafRequestsPerIpPer5Minutes: number;
  /**
   * whether functions start with --enable-source-maps: readable stack traces, but every cold start
   * parses a 2-3 MiB map (docs/performance.md#cold-start); the maps ship in every bundle either way
   */
  sourceMapsAtRuntime: boolean;
}

export const ENVIRONMENTS: Record<DeploymentEnvironment['name'], DeploymentEnvironment> = {
  dev: {
    name: 'dev',
    auroraMinAcu: 0.5,
    auroraMinMaxAcu: 2,
    backupDays: 1,
    logRetention: RetentionDays.TWO_WEEKS,
    deletionProtection: false,
    removalPolicy: RemovalPolicy.DESTROY,
    wafRequestsPerIpPer5Minutes: 3_000,
    sourceMapsAtRuntime: true,
  },
  prod: {
    name: 'prod',
    auroraMinAcu: 0.5,
    auroraMinMaxAcu: 8,
    backupDays: 7,
    logRetention: RetentionDays.THREE_MONTHS,
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
    // a top-plan subscriber's burst for 5 minutes from one address: 1,000 req/s × 300 s
    wafRequestsPerIpPer5Minutes: PLAN_LIMITS.unlimited.burstLimit * 300,
    sourceMapsAtRuntime: false,
  },
};

/** The Node.js options every function of a deployment starts with. */
export const nodeOptions = (deployment: DeploymentEnvironment): Record<string, string> =>
  deployment.sourceMapsAtRuntime ? { NODE_OPTIONS: '--enable-source-maps' } : {};

export function deploymentEnvironment(name: unknown): DeploymentEnvironment {
  if (name === undefined) return ENVIRONMENTS.prod;
  if (name === 'dev' || name === 'prod') return ENVIRONMENTS[name];
  throw new Error(`context env must be dev or prod, not ${String(name)}`);
}

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
