/**
 * The REST API: a method per registry route (shared/routes.ts) calling the route's function
 * (infra/route-stack.ts), a REQUEST authorizer over the key
 * store, a usage plan per subscription tier with one API key per subscriber (made by the keys CLI,
 * docs/deployment.md#keys), the API reference without a key, problem+json gateway responses.
 */
import { Duration, Size, Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { MIN_COMPRESSION_BYTES } from '../shared/platform/http/compression.ts';
import { CORS } from '../shared/platform/http/cors.ts';
import type { RouteDef } from '../shared/platform/http/route.ts';
import { PLAN_LIMITS, PLANS, type Plan } from '../shared/platform/plans.ts';
import { ASSETS } from './bundling.ts';
import { CONCURRENCY, type DeploymentEnvironment, nodeOptions } from './config.ts';
import { addProblemResponses } from './gateway-responses.ts';
import { nodeFunction, SERVICE_NAME } from './lambda.ts';
import { acknowledge } from './nag.ts';
import { accessLogFormat, type Observability } from './observability.ts';
import { pascal, routeId } from './route-stack.ts';

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
  /** the routes the stage throttles as public: the registry's routes without auth */
  routes: readonly RouteDef[];
  keyTable: dynamodb.ITable;
  observability: Observability;
  deployment: DeploymentEnvironment;
  customDomain?: CustomDomain;
}

/** A custom domain (cdk.json context domainName and certificateArn): its ACM certificate must be in the stack's region. */
export interface CustomDomain {
  domainName: string;
  certificateArn: string;
}

/**
 * The web ACL's AWS managed rule groups. The common rule set is not among them: its 8 KB body and
 * 2 KB query-string limits refuse legitimate batch requests (100 addresses).
 */
export const WAF_MANAGED_RULE_GROUPS = ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;

export class Api extends Construct {
  readonly api: apigateway.RestApi;
  readonly authorizerFunction: LambdaFunction;
  /** Route functions by construct id (routeId). */
  readonly routeFunctions = new Map<string, LambdaFunction>();
  /** The routes' functions with their route, for alarms and the dashboard. */
  readonly routes: { route: RouteDef; fn: LambdaFunction }[] = [];
  /** The variables every function of the API gets. */
  readonly environment: Record<string, string>;
  private readonly authorizer: apigateway.RequestAuthorizer;
  /** Serves /openapi.json and /docs. */
  readonly docsFunction: LambdaFunction;
  readonly usagePlans = new Map<Plan, apigateway.UsagePlan>();
  readonly webAcl: wafv2.CfnWebACL;
  readonly executionLogs: logs.LogGroup;
  /** The API's base URL: the custom domain's when there is one, else the stage's. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { routes, keyTable } = props;
    const baseEnvironment = {
      KEYS_TABLE: keyTable.tableName,
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      ...nodeOptions(props.deployment),
    };
    this.environment = baseEnvironment;
    this.authorizerFunction = this.authorizerFunctionFor(keyTable, baseEnvironment);
    this.authorizer = new apigateway.RequestAuthorizer(this, 'ApiKeyAuthorizer', {
      handler: this.authorizerFunction,
      identitySources: [apigateway.IdentitySource.header(API_KEY_HEADER)],
      resultsCacheTtl: Duration.seconds(300),
    });
    this.api = this.restApi(routes, props);
    addProblemResponses(this.api);
    this.acknowledgeByDesign();
    this.executionLogs = this.executionLogGroup(props);
    this.webAcl = this.firewall(props.deployment);
    this.url = props.customDomain ? this.addCustomDomain(props.customDomain) : this.api.url;
    this.docsFunction = this.docs(baseEnvironment);
    this.addUsagePlans(Stack.of(this).stackName);
  }

  /**
   * Outside the VPC: it only calls DynamoDB, and it runs on every uncached request, so it should not
   * pay for VPC networking.
   */
  private authorizerFunctionFor(keyTable: dynamodb.ITable, environment: Record<string, string>): LambdaFunction {
    const fn = nodeFunction(
      this,
      'Authorizer',
      'functions/authorizer.ts',
      {
        description: `Resolves ${API_KEY_HEADER} to its subscriber, plan and usage key`,
        memorySize: 512,
        timeout: Duration.seconds(10),
        environment,
      },
      { reservedConcurrency: CONCURRENCY.authorizer },
    );
    // resolveKey is a single GetItem by hash; touchKey stamps last_used_at at most hourly.
    keyTable.grant(fn, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
    return fn;
  }

  private restApi(routes: readonly RouteDef[], props: ApiProps): apigateway.RestApi {
    return new apigateway.RestApi(this, 'Api', {
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
  }

  /** The execution log group API Gateway would create on first use (and keep forever), created first with a retention. */
  private executionLogGroup(props: ApiProps): logs.LogGroup {
    const group = new logs.LogGroup(this, 'ExecutionLogs', {
      logGroupName: `API-Gateway-Execution-Logs_${this.api.restApiId}/${STAGE_NAME}`,
      retention: props.deployment.logRetention,
      removalPolicy: props.deployment.removalPolicy,
    });
    this.api.deploymentStage.node.addDependency(group);
    return group;
  }

  /** The domain, mapped at its root: https://<domain>/<path>, and OpenAPI's servers follow it (functions/docs/docs.ts). Returns its URL. */
  private addCustomDomain(domain: CustomDomain): string {
    this.api.addDomainName('Domain', {
      domainName: domain.domainName,
      certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
      securityPolicy: apigateway.SecurityPolicy.TLS_1_2,
      endpointType: apigateway.EndpointType.REGIONAL,
    });
    return `https://${domain.domainName}/`;
  }

  /** The function serving /openapi.json and /docs, public on its paths. */
  private docs(environment: Record<string, string>): LambdaFunction {
    const fn = nodeFunction(
      this,
      'Docs',
      'functions/docs/docs.ts',
      {
        description: 'GET /openapi.json and /docs: the API reference',
        memorySize: 256,
        timeout: Duration.seconds(10),
        environment,
      },
      { reservedConcurrency: CONCURRENCY.light, assets: ASSETS.docs },
    );
    const docsIntegration = new apigateway.LambdaIntegration(fn, { allowTestInvoke: false });
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
    return fn;
  }

  /** One usage plan per tier. No API key here: each subscriber's key is made by the keys CLI and added to its tier's plan. */
  private addUsagePlans(stackName: string): void {
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
   * Serves a route on its path from its function (which lives in the route's nested stack,
   * infra/route-stack.ts): the methods stay here, with the API and its deployment.
   */
  addRoute(route: RouteDef, fn: LambdaFunction): void {
    this.routeFunctions.set(routeId(route), fn);
    this.routes.push({ route, fn });
    // One invoke permission for all of the route's methods, made beside the function (in its nested
    // stack) rather than one per method here: LambdaIntegration would put two resources a route into
    // this template (docs/deployment.md#templates).
    fn.addPermission('ApiInvoke', {
      principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: this.api.arnForExecuteApi('*', route.path.replace(/\{[^}]*\}/g, '*'), STAGE_NAME),
    });
    const integration = new apigateway.AwsIntegration({
      proxy: true,
      service: 'lambda',
      path: `2015-03-31/functions/${fn.functionArn}/invocations`,
    });
    for (const httpMethod of methodsOf(route)) {
      const method = this.api.root.resourceForPath(route.path).addMethod(httpMethod, integration, {
        authorizationType: route.auth ? apigateway.AuthorizationType.CUSTOM : apigateway.AuthorizationType.NONE,
        authorizer: route.auth ? this.authorizer : undefined,
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

  /**
   * A regional web ACL on the stage: AWS's IP reputation and known-bad-input rule groups, and a
   * per-IP rate rule, so floods of random tokens are refused before they cost an authorizer call
   * and a DynamoDB read (docs/deployment.md#waf).
   */
  private firewall(deployment: DeploymentEnvironment): wafv2.CfnWebACL {
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });
    const acl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('sfr-api'),
      rules: [
        ...WAF_MANAGED_RULE_GROUPS.map((name, priority) => ({
          name,
          priority,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
          visibilityConfig: visibility(name),
        })),
        {
          name: 'PerIpRate',
          priority: WAF_MANAGED_RULE_GROUPS.length,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: { rateBasedStatement: { limit: deployment.wafRequestsPerIpPer5Minutes, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('per-ip-rate'),
        },
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'WebAclAssociation', {
      resourceArn: this.api.deploymentStage.stageArn,
      webAclArn: acl.attrArn,
    });
    return acl;
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
