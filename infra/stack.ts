/**
 * The AWS deployment: a root stack and nested stacks, so no template nears CloudFormation's 500
 * resources as routes are added (docs/deployment.md#templates):
 * - the root: the REST API with its methods, authorizer, usage plans and stage (infra/api.ts), and
 *   observability (infra/observability.ts);
 * - Data: the network, the database, the key store, the migrations and the loader (infra/data.ts);
 * - one Routes<Category> per area: its routes' functions (infra/route-stack.ts).
 * Values cross between them as nested-stack parameters and outputs, which CloudFormation updates
 * like any property (unlike exports, which an update cannot change while another stack imports them).
 * The outputs are what the keys CLI and the runbook read (docs/deployment.md).
 */
import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as rds from 'aws-cdk-lib/aws-rds';
import type { Construct } from 'constructs';
import type { RouteDef } from '../shared/platform/http/route.ts';
import { routeList } from '../shared/routes.ts';
import { Api, type CustomDomain } from './api.ts';
import { ApiKeyCeiling } from './api-key-ceiling.ts';
import { type Capacity, CONCURRENCY, capacity, type DeploymentEnvironment, ENVIRONMENTS, nodeOptions } from './config.ts';
import { DataStack } from './data.ts';
import { SERVICE_NAME } from './lambda.ts';
import { Observability } from './observability.ts';
import type { Operations } from './operations.ts';
import { concurrencyOf, pascal, RouteStack, routeStacks } from './route-stack.ts';

export { API_KEY_HEADER, DOCS_ROUTES, PUBLIC_ROUTE_THROTTLE, STAGE_NAME, STAGE_THROTTLE } from './api.ts';
export { pascal, routeId } from './route-stack.ts';
export { SERVICE_NAME };

export interface ApiStackProps extends StackProps {
  /** The endpoints to deploy; the route registry unless a test substitutes its own. */
  routes?: readonly RouteDef[];
  /** dev or prod (infra/config.ts, ENVIRONMENTS); prod unless given */
  deployment?: DeploymentEnvironment;
  /** a custom domain for the API: its name and an ACM certificate for it in the stack's region */
  customDomain?: CustomDomain;
}

export class ApiStack extends Stack {
  readonly api: apigateway.RestApi;
  readonly keyTable: dynamodb.Table;
  readonly database: rds.DatabaseCluster;
  readonly proxy: rds.DatabaseProxy;
  readonly data: DataStack;
  readonly operations: Operations;
  readonly observability: Observability;
  readonly apiConstruct: Api;
  readonly apiKeyCeiling: ApiKeyCeiling;
  readonly capacity: Capacity;
  /** The nested stacks of route functions, by id (Routes<Category>). */
  readonly routeStacks = new Map<string, RouteStack>();

  constructor(scope: Construct, id: string, props: ApiStackProps = {}) {
    super(scope, id, props);
    const routes = props.routes ?? routeList;
    const deployment = props.deployment ?? ENVIRONMENTS.prod;
    this.capacity = stackCapacity(routes, deployment);
    const observability = new Observability(this, 'Observability', { deployment });
    const data = new DataStack(this, 'Data', {
      deployment,
      auroraMaxAcu: this.capacity.auroraMaxAcu,
      description: 'SFR analytics API: network, Aurora, RDS Proxy, key table, migrations and loader',
      environment: { POWERTOOLS_SERVICE_NAME: SERVICE_NAME, POWERTOOLS_LOG_LEVEL: 'INFO', ...nodeOptions(deployment) },
      observability,
    });
    const { database, keyStore, operations } = data;
    const api = new Api(this, 'Api', { routes, keyTable: keyStore.table, observability, deployment, customDomain: props.customDomain });
    this.addRouteStacks(routes, data, api, observability);
    const apiKeyCeiling = new ApiKeyCeiling(this, 'ApiKeyCeiling', {
      observability,
      environment: { POWERTOOLS_SERVICE_NAME: SERVICE_NAME, POWERTOOLS_LOG_LEVEL: 'INFO', ...nodeOptions(deployment) },
    });
    observability.watch({
      api: api.api,
      routes: api.routes,
      authorizer: api.authorizerFunction,
      cluster: database.cluster,
      proxy: database.proxy,
      keyTable: keyStore.table,
      operations: { Migrate: operations.migrateFunction, Loader: operations.loaderFunction },
    });
    this.observability = observability;
    this.data = data;
    this.operations = operations;
    this.apiConstruct = api;
    this.apiKeyCeiling = apiKeyCeiling;

    this.api = api.api;
    this.keyTable = keyStore.table;
    this.database = database.cluster;
    this.proxy = database.proxy;

    this.addOutputs(api, database, operations, observability);
  }

  /** The nested stack of each category's route functions, their routes served by the API. */
  private addRouteStacks(routes: readonly RouteDef[], data: DataStack, api: Api, observability: Observability): void {
    const { network, database, keyStore, operations } = data;
    for (const [stackId, group] of routeStacks(routes)) {
      const routeStack = new RouteStack(this, stackId, {
        description: `SFR analytics API: the functions of the ${group[0]!.category} routes`,
        routes: group,
        network,
        database,
        keyTable: keyStore.table,
        webhookSigningKey: data.webhooks.signingKey,
        observability,
        environment: api.environment,
        after: operations.schema,
      });
      this.routeStacks.set(stackId, routeStack);
      for (const { route, fn } of routeStack.routes) api.addRoute(route, fn);
    }
  }

  /** What the runbook and the keys CLI read from the deployed stack. */
  private addOutputs(api: Api, database: DataStack['database'], operations: Operations, observability: Observability): void {
    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'Base URL of the API (the custom domain when there is one)' });
    new CfnOutput(this, 'AccountConcurrencyRequired', {
      value: String(this.capacity.accountConcurrency),
      description: "The account's Lambda concurrent-executions limit this stack needs in its region (docs/deployment.md#capacity)",
    });
    new CfnOutput(this, 'Region', { value: this.region, description: 'Where the stack runs: the keys CLI works here' });
    new CfnOutput(this, 'KeyTableName', { value: this.keyTable.tableName, description: 'KEYS_TABLE for the keys CLI' });
    for (const [plan, usagePlan] of api.usagePlans)
      new CfnOutput(this, `UsagePlanId${pascal(plan)}`, {
        value: usagePlan.usagePlanId,
        description: `The ${plan} usage plan: each ${plan} subscriber's API key joins it`,
      });
    new CfnOutput(this, 'DatabaseSecretArn', { value: database.adminSecret.secretArn, description: 'Aurora admin credentials' });
    new CfnOutput(this, 'LoaderFunctionName', {
      value: operations.loaderFunction.functionName,
      description: 'Invoke to load the geography or import files',
    });
    new CfnOutput(this, 'ImportBucketName', {
      value: operations.importBucket.bucketName,
      description: 'Upload import files here for the loader',
    });
    new CfnOutput(this, 'LoadStateMachineArn', {
      value: operations.loads.stateMachine.stateMachineArn,
      description: 'Start an execution to load every import file under a prefix as shards (docs/data.md#a-national-load-on-aws)',
    });
    new CfnOutput(this, 'DashboardName', {
      value: observability.dashboard!.dashboardName,
      description: 'The operations dashboard in CloudWatch',
    });
  }

  // Fn::GetAZs resolved at deploy time, for an environment-specific stack too: synthesis never
  // looks the account's zones up, so it needs no credentials and no cdk.context.json.
  override get availabilityZones(): string[] {
    return [Fn.select(0, Fn.getAzs()), Fn.select(1, Fn.getAzs())];
  }
}

/** The account's concurrency and Aurora's capacity the stack's functions need (infra/config.ts, docs/deployment.md#capacity). */
function stackCapacity(routes: readonly RouteDef[], deployment: DeploymentEnvironment) {
  return capacity(
    [
      ...routes.map((route) => ({ reserved: concurrencyOf(route), database: route.database !== false })),
      { reserved: CONCURRENCY.authorizer, database: false },
      { reserved: CONCURRENCY.light, database: false },
      { reserved: CONCURRENCY.migrate, database: true },
      { reserved: CONCURRENCY.loader, database: true },
      { reserved: CONCURRENCY.webhookDispatcher, database: true },
      { reserved: CONCURRENCY.webhookDelivery, database: false },
      { reserved: CONCURRENCY.apiKeyCount, database: false },
      // the export runner exists when a route starts export jobs (infra/exports.ts)
      ...(routes.some((r) => r.deployment?.aws?.includes('exports:Jobs')) ? [{ reserved: CONCURRENCY.exportRunner, database: true }] : []),
    ],
    deployment.auroraMinMaxAcu,
  );
}
