/**
 * The REST API: one Lambda per registry route (shared/routes.ts), a REQUEST authorizer over the key
 * store, a usage plan per subscription tier with one API key per subscriber (made by the keys CLI,
 * docs/deployment.md#keys), the API reference without a key, problem+json gateway responses.
 */
import { Aws, Duration, Size, Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { MIN_COMPRESSION_BYTES } from '../shared/platform/http/compression.ts';
import { CORS } from '../shared/platform/http/cors.ts';
import type { RouteDef } from '../shared/platform/http/route.ts';
import { PLAN_LIMITS, PLANS, type Plan } from '../shared/platform/plans.ts';
import { routes as registry } from '../shared/routes.ts';
import { ASSETS } from './bundling.ts';
import { CONCURRENCY, DB_POOL_MAX, HEAVY_ROUTES } from './config.ts';
import type { Database } from './database.ts';
import { addProblemResponses } from './gateway-responses.ts';
import { nodeFunction, SERVICE_NAME } from './lambda.ts';
import { acknowledge } from './nag.ts';
import type { Network } from './network.ts';
import { accessLogFormat, type Observability } from './observability.ts';

export const STAGE_NAME = 'prod';
export const API_KEY_HEADER = 'X-API-TOKEN';

/**
 * Per-method ceiling across all callers (API Gateway applies a stage's throttle to each method on
 * its own), above any single plan's limit so a caller meets its plan's throttle first. What keeps
 * the database from being overrun is each function's reserved concurrency (infra/config.ts).
 */
export const STAGE_THROTTLE = { rateLimit: 1_000, burstLimit: 2_000 };
/** Unauthenticated routes (the health check, the API reference) have no usage plan; this keeps them from being a free load generator. */
export const PUBLIC_ROUTE_THROTTLE = { rateLimit: 10, burstLimit: 20 };

export interface ApiProps {
  routes: readonly RouteDef[];
  network: Network;
  database: Database;
  keyTable: dynamodb.Table;
  observability: Observability;
}

/** A construct id from method and path (GET /buyer-profiles/{buyerName} → GetBuyerProfilesBuyerName), so logical ids survive reordering the registry. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method.toLowerCase()} ${route.path}`
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('');
}

export class Api extends Construct {
  readonly api: apigateway.RestApi;
  readonly authorizerFunction: NodejsFunction;
  /** Route functions by construct id (routeId). */
  readonly routeFunctions = new Map<string, NodejsFunction>();
  /** The routes' functions with their route, for alarms and the dashboard. */
  readonly routes: { route: RouteDef; fn: NodejsFunction }[] = [];
  /** Serves /openapi.json and /docs. */
  readonly docsFunction: NodejsFunction;
  readonly usagePlans = new Map<Plan, apigateway.UsagePlan>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { routes, keyTable } = props;
    const stackName = Stack.of(this).stackName;
    const baseEnvironment = {
      KEYS_TABLE: keyTable.tableName,
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
    };

    // Outside the VPC: it only calls DynamoDB, and it runs on every uncached request, so it should not
    // pay for VPC networking.
    this.authorizerFunction = nodeFunction(
      this,
      'Authorizer',
      'functions/authorizer.ts',
      {
        description: `Resolves ${API_KEY_HEADER} to its subscriber, plan and usage key`,
        memorySize: 512,
        timeout: Duration.seconds(10),
        environment: baseEnvironment,
      },
      { reservedConcurrency: CONCURRENCY.authorizer },
    );
    // resolveKey is a single GetItem by hash; touchKey stamps last_used_at at most hourly.
    keyTable.grant(this.authorizerFunction, 'dynamodb:GetItem', 'dynamodb:UpdateItem');

    const authorizer = new apigateway.RequestAuthorizer(this, 'ApiKeyAuthorizer', {
      handler: this.authorizerFunction,
      identitySources: [apigateway.IdentitySource.header(API_KEY_HEADER)],
      resultsCacheTtl: Duration.seconds(300),
    });

    this.api = new apigateway.RestApi(this, 'Api', {
      restApiName: SERVICE_NAME,
      description: 'Property and investor analytics API for US single-family-rental investing',
      endpointConfiguration: { types: [apigateway.EndpointType.REGIONAL] },
      apiKeySourceType: apigateway.ApiKeySourceType.AUTHORIZER,
      // gzip or deflate for callers that accept one, on bodies of 1 KB and more (docs/design.md#compression)
      minCompressionSize: Size.bytes(MIN_COMPRESSION_BYTES),
      // The docs' favicon: a base64 body from the function is sent as bytes to callers accepting an image.
      binaryMediaTypes: ['image/*'],
      // Access logging needs the account-level API Gateway role for CloudWatch Logs.
      cloudWatchRole: true,
      deployOptions: {
        stageName: STAGE_NAME,
        tracingEnabled: true,
        metricsEnabled: true,
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        accessLogDestination: props.observability.accessLogDestination,
        accessLogFormat: accessLogFormat(),
        throttlingRateLimit: STAGE_THROTTLE.rateLimit,
        throttlingBurstLimit: STAGE_THROTTLE.burstLimit,
        methodOptions: Object.fromEntries(
          [...routes.filter((route) => !route.auth || route.metered === false), ...DOCS_ROUTES]
            .flatMap((route) => methodsOf(route).map((method) => `${route.path}/${method}`))
            .map((key) => [
              key,
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
    this.acknowledgeByDesign();

    const seen = new Map<string, RouteDef>();
    for (const route of routes) {
      const fnId = routeId(route);
      const clash = seen.get(fnId);
      if (clash) throw new Error(`${route.method} ${route.path} and ${clash.method} ${clash.path} map to the same construct id ${fnId}`);

      const fn = this.routeFunction(fnId, route, props, baseEnvironment);
      seen.set(fnId, route);
      this.routeFunctions.set(fnId, fn);
      this.routes.push({ route, fn });
      // The health check proves the key store answers with a DescribeTable; nothing else reads the table.
      if (route.handler === registry.healthCheck.handler) keyTable.grant(fn, 'dynamodb:DescribeTable');
      if (route.handler === registry.usage.handler) {
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
      }

      // allowTestInvoke: the console's test button would double the invoke permissions per route.
      const integration = new apigateway.LambdaIntegration(fn, { allowTestInvoke: false });
      for (const httpMethod of methodsOf(route)) {
        const method = this.api.root.resourceForPath(route.path).addMethod(httpMethod, integration, {
          authorizationType: route.auth ? apigateway.AuthorizationType.CUSTOM : apigateway.AuthorizationType.NONE,
          authorizer: route.auth ? authorizer : undefined,
          // Required so the usage plans' throttle and quota apply to the key the authorizer selects; a route
          // that is not metered (GET /usage) still runs the authorizer, and has a method throttle instead.
          apiKeyRequired: route.auth && route.metered !== false,
        });
        if (!route.auth)
          acknowledge(
            method,
            'AwsSolutions-APIG4',
            'Public by design (the registry marks it auth: false): a liveness check for monitors and load balancers, throttled by PUBLIC_ROUTE_THROTTLE and answering nothing about customers.',
          );
      }
    }

    this.docsFunction = nodeFunction(
      this,
      'Docs',
      'functions/docs/docs.ts',
      {
        description: 'GET /openapi.json and /docs: the API reference',
        memorySize: 256,
        timeout: Duration.seconds(10),
        environment: baseEnvironment,
      },
      { reservedConcurrency: CONCURRENCY.light, assets: ASSETS.docs },
    );
    const docsIntegration = new apigateway.LambdaIntegration(this.docsFunction, { allowTestInvoke: false });
    for (const route of DOCS_ROUTES) {
      for (const httpMethod of methodsOf(route)) {
        const method = this.api.root.resourceForPath(route.path).addMethod(httpMethod, docsIntegration);
        acknowledge(
          method,
          'AwsSolutions-APIG4',
          'Public by design: the API reference (OpenAPI document and its Swagger UI page), the same for every caller, throttled by PUBLIC_ROUTE_THROTTLE.',
        );
        acknowledge(method, 'AwsSolutions-COG4', 'Public by design: the API reference is read before a caller has a key.');
      }
    }

    // No API key here: each subscriber's key is made by the keys CLI and added to its tier's plan.
    for (const plan of PLANS) {
      const limits = PLAN_LIMITS[plan];
      this.usagePlans.set(
        plan,
        this.api.addUsagePlan(`${pascal(plan)}UsagePlan`, {
          name: `${stackName}-${plan}`,
          description: `${plan} plan: ${limits.rateLimit} req/s, burst ${limits.burstLimit}, ${limits.quota.limit} per ${limits.quota.period.toLowerCase()}, per subscriber`,
          throttle: { rateLimit: limits.rateLimit, burstLimit: limits.burstLimit },
          quota: { limit: limits.quota.limit, period: apigateway.Period[limits.quota.period] },
          apiStages: [{ api: this.api, stage: this.api.deploymentStage }],
        }),
      );
    }
  }

  /**
   * A route's function: inside the VPC as the `api` database role through the proxy, or, for a
   * route that never queries the database, outside it with no database settings at all.
   */
  private routeFunction(fnId: string, route: RouteDef, props: ApiProps, baseEnvironment: Record<string, string>): NodejsFunction {
    const { network, database } = props;
    const common = {
      description: `${route.method} ${route.path}`,
      memorySize: 1024,
      // Below API Gateway's 29 s integration timeout, so a runaway invocation stops instead of working on for a caller that already got a 504.
      timeout: Duration.seconds(28),
    };
    if (route.database === false)
      return nodeFunction(
        this,
        fnId,
        route.handler,
        { ...common, environment: baseEnvironment },
        { reservedConcurrency: CONCURRENCY.light },
      );
    const fn = nodeFunction(
      this,
      fnId,
      route.handler,
      {
        ...common,
        vpc: network.vpc,
        vpcSubnets: network.isolated,
        securityGroups: [network.routeFunctionSg],
        environment: {
          ...baseEnvironment,
          DATABASE_SECRET_ARN: database.apiSecret.secretArn,
          DATABASE_HOST: database.proxy.endpoint,
          DB_POOL_MAX: String(DB_POOL_MAX),
        },
      },
      {
        reservedConcurrency: HEAVY_ROUTES.has(`${route.method} ${route.path}`) ? CONCURRENCY.heavy : CONCURRENCY.route,
        // the health check compares the database's schema with the newest migration file
        assets: route.handler === registry.healthCheck.handler ? ASSETS.migrations : undefined,
        managedPolicies: [network.vpcNetworkInterfaces],
      },
    );
    database.apiSecret.grantRead(fn);
    return fn;
  }

  /** cdk-nag (AwsSolutions) findings on the API that are design decisions rather than gaps, each with its reason. */
  private acknowledgeByDesign(): void {
    acknowledge(
      this.api,
      'AwsSolutions-APIG2',
      "Each handler validates the whole request with its route's zod schema (shared/<area>/schemas.ts) and answers 400 problem+json naming every bad parameter; an API Gateway validator would need the same schema in a second format and would answer first with a vaguer message.",
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

/**
 * The methods a route is served on: a GET route answers HEAD too, from the same function
 * (docs/design.md#head); API Gateway sends a HEAD answer's headers without its body.
 */
export function methodsOf(route: Pick<RouteDef, 'method'>): string[] {
  return route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
}

/** The API reference's methods, served by one function without the authorizer (functions/docs/docs.ts). */
export const DOCS_ROUTES = [
  { method: 'GET', path: '/openapi.json' },
  { method: 'GET', path: '/docs' },
  { method: 'GET', path: '/docs/{file}' },
] as const;

export function pascal(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}
