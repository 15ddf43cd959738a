/**
 * The AWS deployment: API Gateway REST API → one Lambda per registry route (shared/routes.ts),
 * a REQUEST authorizer over the DynamoDB key table, a usage plan per subscription tier, and
 * Aurora PostgreSQL Serverless v2 behind an RDS Proxy in a VPC.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as rds from 'aws-cdk-lib/aws-rds';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { CORS } from '../shared/platform/http/cors.ts';
import type { RouteDef } from '../shared/platform/http/route.ts';
import { PLAN_LIMITS, PLANS, type Plan } from '../shared/platform/plans.ts';
import { routes as registry, routeList } from '../shared/routes.ts';
import { addProblemResponses } from './gateway-responses.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const SERVICE_NAME = 'sfr-analytics-api';
export const STAGE_NAME = 'prod';
export const API_KEY_HEADER = 'X-API-TOKEN';
const POSTGRES_PORT = 5432;
const DATABASE_NAME = 'sfr';

/**
 * Per-method ceiling across all callers, above any single plan's limit so a caller meets its plan's
 * throttle first; it exists to keep a burst of many keys from overrunning the database.
 */
export const STAGE_THROTTLE = { rateLimit: 1_000, burstLimit: 2_000 };
/** Unauthenticated routes have no usage plan; this keeps them from being a free load generator. */
export const PUBLIC_ROUTE_THROTTLE = { rateLimit: 10, burstLimit: 20 };

const BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  sourceMap: true,
  // Prefer packages' ESM builds: middy and Powertools are ESM-first.
  mainFields: ['module', 'main'],
  // The Node.js 22 runtime ships AWS SDK v3.
  externalModules: ['@aws-sdk/*'],
  // CommonJS dependencies bundled into an ESM file still call require() for Node built-ins.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
};

export interface ApiStackProps extends StackProps {
  /** The endpoints to deploy; the route registry unless a test substitutes its own. */
  routes?: readonly RouteDef[];
}

/** A construct id from method and path (GET /buyer-profiles/{buyerName} → GetBuyerProfilesBuyerName), so logical ids survive reordering the registry. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method.toLowerCase()} ${route.path}`
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('');
}

export class ApiStack extends Stack {
  readonly api: apigateway.RestApi;
  readonly keyTable: dynamodb.Table;
  readonly database: rds.DatabaseCluster;
  readonly proxy: rds.DatabaseProxy;

  constructor(scope: Construct, id: string, props: ApiStackProps = {}) {
    super(scope, id, props);
    const routes = props.routes ?? routeList;
    const isolated: ec2.SubnetSelection = { subnetType: ec2.SubnetType.PRIVATE_ISOLATED };

    // Isolated subnets only, no NAT gateway: the route Lambdas talk to nothing outside the VPC but
    // the RDS Proxy, Secrets Manager (interface endpoint) and DynamoDB (free gateway endpoint).
    // Two interface-endpoint ENIs cost a fraction of two NAT gateways, and nothing here can reach
    // the internet. A handler that later needs another AWS service needs its endpoint added here.
    const vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'isolated', subnetType: ec2.SubnetType.PRIVATE_ISOLATED, cidrMask: 22 }],
      gatewayEndpoints: { DynamoDb: { service: ec2.GatewayVpcEndpointAwsService.DYNAMODB, subnets: [isolated] } },
    });
    // Rejected connections only: they are what an intrusion or a misconfigured security group
    // shows up as, and accepted traffic (every query) would cost far more to log than it tells.
    vpc.addFlowLog('FlowLog', {
      destination: ec2.FlowLogDestination.toCloudWatchLogs(
        new logs.LogGroup(this, 'FlowLogs', { retention: logs.RetentionDays.THREE_MONTHS }),
      ),
      trafficType: ec2.FlowLogTrafficType.REJECT,
    });

    const routeFunctionSg = new ec2.SecurityGroup(this, 'RouteFunctionSg', {
      vpc,
      description: 'Route Lambdas: the only clients of the RDS Proxy',
    });
    // Closed by default (the construct would open it to the whole VPC CIDR): only the route Lambdas read the database secret.
    const secretsEndpoint = vpc.addInterfaceEndpoint('SecretsManagerEndpoint', {
      service: ec2.InterfaceVpcEndpointAwsService.SECRETS_MANAGER,
      subnets: isolated,
      open: false,
    });
    secretsEndpoint.connections.allowDefaultPortFrom(routeFunctionSg, 'Route Lambdas read the database secret');
    const proxySg = new ec2.SecurityGroup(this, 'ProxySg', { vpc, description: 'RDS Proxy: reachable from the route Lambdas only' });
    proxySg.addIngressRule(routeFunctionSg, ec2.Port.tcp(POSTGRES_PORT), 'Route Lambdas to the RDS Proxy');

    // shared/db/client.ts connects to the secret's dbname (else `postgres`): write it into the secret rather than rely on the attachment adding it.
    const databaseSecret = new rds.DatabaseSecret(this, 'DatabaseSecret', { username: 'sfr_admin', dbname: DATABASE_NAME });
    // PostGIS is available on every Aurora PostgreSQL 16 minor version; the migrations create the extension.
    this.database = new rds.DatabaseCluster(this, 'Database', {
      engine: rds.DatabaseClusterEngine.auroraPostgres({ version: rds.AuroraPostgresEngineVersion.VER_16_11 }),
      credentials: rds.Credentials.fromSecret(databaseSecret),
      defaultDatabaseName: DATABASE_NAME,
      writer: rds.ClusterInstance.serverlessV2('Writer'),
      // Same promotion tier as the writer so it is sized to take over on failover.
      readers: [rds.ClusterInstance.serverlessV2('Reader', { scaleWithWriter: true })],
      serverlessV2MinCapacity: 0.5,
      serverlessV2MaxCapacity: 8,
      storageEncrypted: true,
      // Lets operators connect with short-lived IAM tokens (migrations, support) instead of the admin password.
      iamAuthentication: true,
      backup: { retention: Duration.days(7) },
      // The snapshot on removal is the last resort; a stack update that would replace or drop the cluster must fail first.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.SNAPSHOT,
      vpc,
      vpcSubnets: isolated,
    });
    // The cluster's attached secret (host and port filled in); credentials from a secret always attach one.
    const dbSecret = this.database.secret!;
    // Lambdas scale out to many short-lived containers; the proxy pools their connections so the
    // database sees a bounded number. It opens the cluster's security group to itself on bind.
    this.proxy = this.database.addProxy('Proxy', {
      secrets: [dbSecret],
      vpc,
      vpcSubnets: isolated,
      securityGroups: [proxySg],
      requireTLS: true,
    });

    this.keyTable = new dynamodb.Table(this, 'KeyTable', {
      partitionKey: { name: 'key_hash', type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Customers' keys must outlive any stack replacement.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // AWSLambdaVPCAccessExecutionRole's network-interface half, without its logs:* on every log
    // group (nodeFunction grants each function its own log group).
    const vpcNetworkInterfaces = new iam.ManagedPolicy(this, 'LambdaVpcNetworkInterfaces', {
      description: 'Lets route Lambdas attach to the VPC',
      statements: [
        new iam.PolicyStatement({
          actions: [
            'ec2:CreateNetworkInterface',
            'ec2:DescribeNetworkInterfaces',
            'ec2:DescribeSubnets',
            'ec2:DeleteNetworkInterface',
            'ec2:AssignPrivateIpAddresses',
            'ec2:UnassignPrivateIpAddresses',
          ],
          resources: ['*'],
        }),
      ],
    });
    acknowledge(
      vpcNetworkInterfaces,
      'AwsSolutions-IAM5[Resource::*]',
      'Lambda checks these EC2 network-interface permissions on * when it creates a VPC function, and the Describe actions have no resource-level permissions (the same statement as AWSLambdaVPCAccessExecutionRole).',
    );

    const baseEnvironment = {
      KEYS_TABLE: this.keyTable.tableName,
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
    };

    // With apiKeySourceType AUTHORIZER, an API key value is not a credential: callers cannot present
    // it (API Gateway ignores x-api-key), the authorizer hands it over as usageIdentifierKey to select
    // the plan. The authorizer needs the value, which CloudFormation never returns for a generated key,
    // so each value is generated in Secrets Manager and reaches both the key and the authorizer's
    // environment as a deploy-time dynamic reference: it is in no template, repository or cdk.out.
    const usageKeyValues = Object.fromEntries(
      PLANS.map((plan) => [
        plan,
        new secretsmanager.Secret(this, `${pascal(plan)}UsageKeyValue`, {
          description: `Value of the ${plan} usage plan's API key (a plan selector, not a caller credential)`,
          generateSecretString: { passwordLength: 40, excludePunctuation: true },
        }),
      ]),
    ) as Record<Plan, secretsmanager.Secret>;

    // Outside the VPC: it only calls DynamoDB, and it runs on every uncached request, so it should not
    // pay for VPC networking.
    const authorizerFunction = this.nodeFunction('Authorizer', 'functions/authorizer.ts', {
      description: `Resolves ${API_KEY_HEADER} to a plan`,
      memorySize: 512,
      timeout: Duration.seconds(10),
      environment: {
        ...baseEnvironment,
        ...Object.fromEntries(PLANS.map((plan) => [`USAGE_KEY_${plan.toUpperCase()}`, usageKeyValues[plan].secretValue.unsafeUnwrap()])),
      },
    });
    // resolveKey is a single GetItem by hash.
    this.keyTable.grant(authorizerFunction, 'dynamodb:GetItem');

    const authorizer = new apigateway.RequestAuthorizer(this, 'ApiKeyAuthorizer', {
      handler: authorizerFunction,
      identitySources: [apigateway.IdentitySource.header(API_KEY_HEADER)],
      resultsCacheTtl: Duration.seconds(300),
    });

    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
    this.api = new apigateway.RestApi(this, 'Api', {
      restApiName: SERVICE_NAME,
      description: 'Property and investor analytics API for US single-family-rental investing',
      endpointConfiguration: { types: [apigateway.EndpointType.REGIONAL] },
      apiKeySourceType: apigateway.ApiKeySourceType.AUTHORIZER,
      // Access logging needs the account-level API Gateway role for CloudWatch Logs.
      cloudWatchRole: true,
      deployOptions: {
        stageName: STAGE_NAME,
        tracingEnabled: true,
        metricsEnabled: true,
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        accessLogDestination: new apigateway.LogGroupLogDestination(accessLogs),
        accessLogFormat: accessLogFormat(),
        throttlingRateLimit: STAGE_THROTTLE.rateLimit,
        throttlingBurstLimit: STAGE_THROTTLE.burstLimit,
        methodOptions: Object.fromEntries(
          routes
            .filter((route) => !route.auth)
            .map((route) => [
              `${route.path}/${route.method}`,
              { throttlingRateLimit: PUBLIC_ROUTE_THROTTLE.rateLimit, throttlingBurstLimit: PUBLIC_ROUTE_THROTTLE.burstLimit },
            ]),
        ),
      },
      defaultCorsPreflightOptions: {
        allowOrigins: CORS.allowOrigins,
        allowMethods: CORS.allowMethods,
        allowHeaders: CORS.allowHeaders,
        maxAge: Duration.seconds(CORS.maxAgeSeconds),
      },
    });
    addProblemResponses(this.api);

    const seen = new Map<string, RouteDef>();
    for (const route of routes) {
      const id = routeId(route);
      const clash = seen.get(id);
      if (clash) throw new Error(`${route.method} ${route.path} and ${clash.method} ${clash.path} map to the same construct id ${id}`);
      seen.set(id, route);

      const fn = this.nodeFunction(
        id,
        route.handler,
        {
          description: `${route.method} ${route.path}`,
          memorySize: 1024,
          // Below API Gateway's 29 s integration timeout, so a runaway invocation stops instead of working on for a caller that already got a 504.
          timeout: Duration.seconds(28),
          vpc,
          vpcSubnets: isolated,
          securityGroups: [routeFunctionSg],
          environment: {
            ...baseEnvironment,
            DATABASE_SECRET_ARN: dbSecret.secretArn,
            DATABASE_HOST: this.proxy.endpoint,
            DB_POOL_MAX: '2',
          },
        },
        [vpcNetworkInterfaces],
      );
      dbSecret.grantRead(fn);
      // The health check proves the key store answers with a DescribeTable; nothing else reads the table.
      if (route.handler === registry.healthCheck.handler) this.keyTable.grant(fn, 'dynamodb:DescribeTable');

      // allowTestInvoke: the console's test button would double the invoke permissions per route.
      const method = this.api.root
        .resourceForPath(route.path)
        .addMethod(route.method, new apigateway.LambdaIntegration(fn, { allowTestInvoke: false }), {
          authorizationType: route.auth ? apigateway.AuthorizationType.CUSTOM : apigateway.AuthorizationType.NONE,
          authorizer: route.auth ? authorizer : undefined,
          // Required so the usage plans' throttle and quota apply to the key the authorizer selects.
          apiKeyRequired: route.auth,
        });
      if (!route.auth)
        acknowledge(
          method,
          'AwsSolutions-APIG4',
          'Public by design (the registry marks it auth: false): a liveness check for monitors and load balancers, throttled by PUBLIC_ROUTE_THROTTLE and answering nothing about customers.',
        );
    }

    for (const plan of PLANS) {
      const limits = PLAN_LIMITS[plan];
      const usagePlan = this.api.addUsagePlan(`${pascal(plan)}UsagePlan`, {
        name: `${this.stackName}-${plan}`,
        description: `${plan} plan: ${limits.rateLimit} req/s, burst ${limits.burstLimit}, ${limits.quota.limit} per ${limits.quota.period.toLowerCase()}`,
        throttle: { rateLimit: limits.rateLimit, burstLimit: limits.burstLimit },
        quota: { limit: limits.quota.limit, period: apigateway.Period[limits.quota.period] },
        apiStages: [{ api: this.api, stage: this.api.deploymentStage }],
      });
      usagePlan.addApiKey(
        new apigateway.ApiKey(this, `${pascal(plan)}UsageKey`, {
          apiKeyName: `${this.stackName}-${plan}`,
          description: `Selects the ${plan} usage plan; handed over by the authorizer, never by callers`,
          value: usageKeyValues[plan].secretValue.unsafeUnwrap(),
        }),
      );
    }

    this.acknowledgeByDesign(databaseSecret, usageKeyValues);

    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of the API' });
    new CfnOutput(this, 'KeyTableName', { value: this.keyTable.tableName, description: 'KEYS_TABLE for the keys CLI' });
    new CfnOutput(this, 'DatabaseSecretArn', { value: dbSecret.secretArn, description: 'Aurora admin credentials' });
  }

  // Fn::GetAZs resolved at deploy time, for an environment-specific stack too: synthesis never
  // looks the account's zones up, so it needs no credentials and no cdk.context.json.
  override get availabilityZones(): string[] {
    return [Fn.select(0, Fn.getAzs()), Fn.select(1, Fn.getAzs())];
  }

  /**
   * The function, its log group and its role under one construct, so the route-derived id names
   * them all without clashing. The role replaces AWSLambdaBasicExecutionRole (logs:* on every log
   * group) with writing to the function's own log group.
   */
  private nodeFunction(
    id: string,
    handlerPath: string,
    props: NodejsFunctionProps,
    managedPolicies: iam.IManagedPolicy[] = [],
  ): NodejsFunction {
    const scope = new Construct(this, id);
    const logGroup = new logs.LogGroup(scope, 'Logs', { retention: logs.RetentionDays.ONE_MONTH });
    const role = new iam.Role(scope, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'), managedPolicies });
    logGroup.grantWrite(role);
    acknowledge(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      'Active X-Ray tracing adds xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions; every other grant names its table, secret or log group.',
    );
    const fn = new NodejsFunction(scope, 'Function', {
      entry: join(ROOT, handlerPath),
      projectRoot: ROOT,
      depsLockFilePath: join(ROOT, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      tracing: lambda.Tracing.ACTIVE,
      bundling: BUNDLING,
      logGroup,
      role,
      ...props,
    });
    acknowledge(
      fn,
      'AwsSolutions-L1',
      'The code is built and tested for Node.js 20 and 22 (local development runs 20), so Lambda runs nodejs22.x, a supported runtime; moving to 24 waits for the test suite to run on it.',
    );
    return fn;
  }

  /** cdk-nag (AwsSolutions) findings that are design decisions rather than gaps, each with its reason. */
  private acknowledgeByDesign(databaseSecret: secretsmanager.ISecret, usageKeyValues: Record<Plan, secretsmanager.Secret>): void {
    acknowledge(
      databaseSecret,
      'AwsSolutions-SMG4',
      'Not rotated yet: route Lambdas read the secret once per container (shared/db/client.ts) and RDS Proxy authenticates them against its current value, so a rotation would lock warm containers out until they recycle. Rotation (addRotationSingleUser) comes with the client re-reading the secret on an authentication failure.',
    );
    for (const secret of Object.values(usageKeyValues)) {
      acknowledge(
        secret,
        'AwsSolutions-SMG4',
        "Not a credential: it names which usage plan a verified caller's requests count against, is never shown to callers, and API Gateway ignores it when presented (apiKeySourceType AUTHORIZER). Its value is copied into the API key and the authorizer at deploy time, so rotating the secret alone would desynchronise them.",
      );
    }
    acknowledge(
      this.api,
      'AwsSolutions-APIG2',
      "Each handler validates the whole request with its route's zod schema (shared/routes/) and answers 400 problem+json naming every bad parameter; an API Gateway validator would need the same schema in a second format and would answer first with a vaguer message.",
    );
    acknowledge(
      this.api,
      'AwsSolutions-COG4',
      'Callers are API-key customers, not Cognito users: every authenticated method uses the REQUEST authorizer on X-API-TOKEN (hashed keys in DynamoDB), which also selects the usage plan.',
    );
    acknowledge(
      this.api.deploymentStage,
      'AwsSolutions-APIG3',
      "No WAF by default: usage plans throttle each key, the stage throttles all callers, public routes have their own low throttle, and unknown keys are refused by the authorizer (cached). AWS's common managed rule set would also refuse legitimate calls (its 2 KB query limit is below a 100-address /properties/batch). A web ACL can be associated with the stage without changing this stack.",
    );
    const cloudWatchRole = this.api.node.tryFindChild('CloudWatchRole');
    if (cloudWatchRole) {
      acknowledge(
        cloudWatchRole,
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        "API Gateway's account-wide logging role (one per account and region, shared by every API there): AWS's managed policy is the documented one, and scoping it to this API would break the other APIs' logs.",
      );
    }
  }
}

function acknowledge(scope: Construct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

function pascal(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

function accessLogFormat(): apigateway.AccessLogFormat {
  const f = apigateway.AccessLogField;
  return apigateway.AccessLogFormat.custom(
    JSON.stringify({
      requestId: f.contextRequestId(),
      time: f.contextRequestTime(),
      ip: f.contextIdentitySourceIp(),
      method: f.contextHttpMethod(),
      path: f.contextPath(),
      route: f.contextResourcePath(),
      status: f.contextStatus(),
      responseLength: f.contextResponseLength(),
      latencyMs: f.contextResponseLatency(),
      integrationLatencyMs: f.contextIntegrationLatency(),
      // Which plan's key served the request, and the key owner, for usage questions.
      usageKeyId: f.contextIdentityApiKeyId(),
      plan: f.contextAuthorizer('plan'),
      owner: f.contextAuthorizer('owner'),
      errorType: f.contextErrorResponseType(),
      error: f.contextErrorMessage(),
      authorizerError: f.contextAuthorizerError(),
    }),
  );
}
