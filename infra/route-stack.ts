/**
 * The functions of one area's routes (a registry category), as one nested stack: each route's
 * function, its role, log group, invoke permissions and latency alarm. The methods that call them
 * stay on the REST API in the root stack (infra/api.ts). What a function needs is read from its
 * route's declaration (RouteDef: `database`, `deployment`), never from which handler it is.
 */
import { Aws, Duration, NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct, IDependable } from 'constructs';
import type { RouteDef } from '../shared/platform/http/route.ts';
import { ASSETS, assets } from './bundling.ts';
import { CONCURRENCY, DB_POOL_MAX, LATENCY_P99_MS, ROUTE_MEMORY_MB } from './config.ts';
import type { Database } from './database.ts';
import { Exports } from './exports.ts';
import { nodeFunction } from './lambda.ts';
import { acknowledge } from './nag.ts';
import type { Network } from './network.ts';
import type { Observability } from './observability.ts';

export interface RouteStackProps extends NestedStackProps {
  routes: readonly RouteDef[];
  network: Network;
  database: Database;
  keyTable: dynamodb.ITable;
  /** the key webhook signing secrets derive from (infra/webhooks.ts) */
  webhookSigningKey: secretsmanager.ISecret;
  observability: Observability;
  /** the variables every function gets (key table, service name, log level) */
  environment: Record<string, string>;
  /** what must be in place before any route function is updated: the migrations */
  after: IDependable;
}

/** A construct id from method and path (GET /buyer-profiles/{buyerName} → GetBuyerProfilesBuyerName), so logical ids survive reordering the registry. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  return pascalWords(`${route.method.toLowerCase()} ${route.path}`);
}

/** The nested stack a route's function lives in: one per category (Rental analytics → RoutesRentalAnalytics). */
export function routeStackId(route: Pick<RouteDef, 'category'>): string {
  return `Routes${pascalWords(route.category)}`;
}

export function pascal(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

function pascalWords(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('');
}

/** The routes grouped by the nested stack they deploy in, in registry order; two routes may not share a construct id. */
export function routeStacks(routes: readonly RouteDef[]): Map<string, RouteDef[]> {
  const groups = new Map<string, RouteDef[]>();
  const seen = new Map<string, RouteDef>();
  for (const route of routes) {
    const fnId = routeId(route);
    const clash = seen.get(fnId);
    if (clash) throw new Error(`${route.method} ${route.path} and ${clash.method} ${clash.path} map to the same construct id ${fnId}`);
    seen.set(fnId, route);
    const id = routeStackId(route);
    groups.set(id, [...(groups.get(id) ?? []), route]);
  }
  return groups;
}

/** The reserved concurrency a route's declaration asks for (infra/config.ts). */
export function concurrencyOf(route: Pick<RouteDef, 'database' | 'deployment'>): number {
  if (route.database === false) return CONCURRENCY.light;
  return route.deployment?.concurrency === 'heavy' ? CONCURRENCY.heavy : CONCURRENCY.route;
}

export class RouteStack extends NestedStack {
  /** The routes' functions with their route, in registry order. */
  readonly routes: { route: RouteDef; fn: LambdaFunction }[] = [];
  /** the export bucket and runner, made for the first route that declares `exports:Jobs` */
  exports?: Exports;

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, props);
    for (const route of props.routes) {
      const fn = this.routeFunction(route, props);
      // a route's new code is deployed once the migrations it reads have committed (docs/deployment.md#migrations)
      fn.node.addDependency(props.after);
      const threshold = LATENCY_P99_MS[route.category];
      props.observability.alarm(
        fn.node.scope as Construct,
        'LatencyAlarm',
        fn.metricDuration({ period: Duration.minutes(5), statistic: 'p99' }),
        threshold,
        `${route.method} ${route.path}: p99 duration above the ${route.category} family's ${threshold} ms for 15 minutes.`,
        3,
      );
      this.routes.push({ route, fn });
    }
  }

  /**
   * A route's function: inside the VPC as the `api` database role through the proxy, or, for a
   * route that never queries the database, outside it with no database settings at all.
   */
  private routeFunction(route: RouteDef, props: RouteStackProps): LambdaFunction {
    const { network, database, keyTable, webhookSigningKey, environment } = props;
    const deployment = route.deployment ?? {};
    const files = deployment.files?.map((kind) => ASSETS[kind]) ?? [];
    const common = {
      description: `${route.method} ${route.path}`,
      memorySize: deployment.memoryMb ?? ROUTE_MEMORY_MB,
      // Below API Gateway's 29 s integration timeout, so a runaway invocation stops instead of working on for a caller that already got a 504.
      timeout: Duration.seconds(28),
    };
    const options = { reservedConcurrency: concurrencyOf(route), assets: files.length ? assets(...files) : undefined };
    const fn =
      route.database === false
        ? nodeFunction(this, routeId(route), route.handler, { ...common, environment }, options)
        : nodeFunction(
            this,
            routeId(route),
            route.handler,
            {
              ...common,
              vpc: network.vpc,
              vpcSubnets: network.isolated,
              securityGroups: [network.routeFunctionSg],
              environment: {
                ...environment,
                DATABASE_SECRET_ARN: database.apiSecret.secretArn,
                // GET (and HEAD) only read: the proxy's read-only endpoint sends them to the reader; writes go to the writer.
                DATABASE_HOST: route.method === 'GET' ? database.readOnlyEndpoint.attrEndpoint : database.proxy.endpoint,
                DB_POOL_MAX: String(DB_POOL_MAX),
              },
            },
            { ...options, managedPolicies: [network.vpcNetworkInterfaces] },
          );
    if (route.database !== false) database.apiSecret.grantRead(fn);
    for (const call of deployment.aws ?? []) {
      if (call === 'exports:Jobs') {
        this.exports ??= new Exports(this, 'Exports', { network, database, environment });
        this.exports.grantJobs(fn);
      } else grantCall(fn, call, keyTable, webhookSigningKey);
    }
    return fn;
  }
}

/** One AWS call a route declares (RouteDeployment.aws), granted on the one resource it reads. */
function grantCall(
  fn: LambdaFunction,
  call: Exclude<NonNullable<NonNullable<RouteDef['deployment']>['aws']>[number], 'exports:Jobs'>,
  keyTable: dynamodb.ITable,
  webhookSigningKey: secretsmanager.ISecret,
) {
  switch (call) {
    case 'webhookSigningKey:GetSecretValue':
      // POST /webhooks answers the new subscription's signing secret, derived from this key
      fn.addEnvironment('WEBHOOK_SIGNING_KEY_SECRET_ARN', webhookSigningKey.secretArn);
      webhookSigningKey.grantRead(fn);
      return;
    case 'keyTable:DescribeTable':
      // the health check proves the key store answers with a DescribeTable
      keyTable.grant(fn, 'dynamodb:DescribeTable');
      return;
    case 'usagePlans:GetUsage':
      // GET /usage asks API Gateway which usage plan meters the caller's key and what it counted.
      fn.addEnvironment('USAGE_METER', 'api-gateway');
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['apigateway:GET'],
          resources: [
            // Written with the partition and region tokens (not formatArn, which writes a concrete region when the
            // stack has one) so the acknowledgement below matches in every region.
            `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::/usageplans`,
            `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::/usageplans/*/usage`,
          ],
        }),
      );
      acknowledge(
        fn.role!,
        'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/usageplans/*/usage]',
        "GetUsage is addressed by usage plan, and the function learns the caller's plan at run time (GetUsagePlans by the caller's key id): read-only access to usage counts, nothing else in API Gateway.",
      );
      return;
  }
}
