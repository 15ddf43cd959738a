/**
 * The AWS deployment, composed of one construct per concern: the network (infra/network.ts), the
 * database (infra/database.ts), the key store (infra/key-store.ts), the API (infra/api.ts), the
 * migrations and the loader inside the VPC (infra/operations.ts) and observability
 * (infra/observability.ts). The outputs are what the keys CLI and the runbook read
 * (docs/deployment.md).
 */
import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as rds from 'aws-cdk-lib/aws-rds';
import type { Construct } from 'constructs';
import type { RouteDef } from '../shared/platform/http/route.ts';
import { routeList } from '../shared/routes.ts';
import { Api, pascal } from './api.ts';
import { Database } from './database.ts';
import { KeyStore } from './key-store.ts';
import { SERVICE_NAME } from './lambda.ts';
import { Network } from './network.ts';
import { Observability } from './observability.ts';
import { Operations } from './operations.ts';

export { API_KEY_HEADER, DOCS_ROUTES, PUBLIC_ROUTE_THROTTLE, pascal, routeId, STAGE_NAME, STAGE_THROTTLE } from './api.ts';
export { SERVICE_NAME };

export interface ApiStackProps extends StackProps {
  /** The endpoints to deploy; the route registry unless a test substitutes its own. */
  routes?: readonly RouteDef[];
}

export class ApiStack extends Stack {
  readonly api: apigateway.RestApi;
  readonly keyTable: dynamodb.Table;
  readonly database: rds.DatabaseCluster;
  readonly proxy: rds.DatabaseProxy;
  readonly operations: Operations;
  readonly observability: Observability;

  constructor(scope: Construct, id: string, props: ApiStackProps = {}) {
    super(scope, id, props);
    const network = new Network(this, 'Network');
    const database = new Database(this, 'Database', network);
    const keyStore = new KeyStore(this, 'KeyStore');
    const observability = new Observability(this, 'Observability');
    const api = new Api(this, 'Api', { routes: props.routes ?? routeList, network, database, keyTable: keyStore.table, observability });
    this.operations = new Operations(this, 'Operations', {
      network,
      database,
      environment: { POWERTOOLS_SERVICE_NAME: SERVICE_NAME, POWERTOOLS_LOG_LEVEL: 'INFO', NODE_OPTIONS: '--enable-source-maps' },
    });
    // a route's new code is deployed once the migrations it reads have committed (docs/deployment.md#migrations)
    for (const { fn } of api.routes) fn.node.addDependency(this.operations.schema);
    observability.watch({
      api: api.api,
      routes: api.routes,
      authorizer: api.authorizerFunction,
      cluster: database.cluster,
      proxy: database.proxy,
    });
    this.observability = observability;

    this.api = api.api;
    this.keyTable = keyStore.table;
    this.database = database.cluster;
    this.proxy = database.proxy;

    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of the API' });
    new CfnOutput(this, 'Region', { value: this.region, description: 'Where the stack runs: the keys CLI works here' });
    new CfnOutput(this, 'KeyTableName', { value: this.keyTable.tableName, description: 'KEYS_TABLE for the keys CLI' });
    for (const [plan, usagePlan] of api.usagePlans)
      new CfnOutput(this, `UsagePlanId${pascal(plan)}`, {
        value: usagePlan.usagePlanId,
        description: `The ${plan} usage plan: each ${plan} subscriber's API key joins it`,
      });
    new CfnOutput(this, 'DatabaseSecretArn', { value: database.adminSecret.secretArn, description: 'Aurora admin credentials' });
    new CfnOutput(this, 'LoaderFunctionName', {
      value: this.operations.loaderFunction.functionName,
      description: 'Invoke to load the geography or import files',
    });
    new CfnOutput(this, 'ImportBucketName', {
      value: this.operations.importBucket.bucketName,
      description: 'Upload import files here for the loader',
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
