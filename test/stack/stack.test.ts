import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAF_MANAGED_RULE_GROUPS } from '../../infra/api.ts';
import {
  CONCURRENCY,
  CONNECTIONS_PER_ACU,
  DB_POOL_MAX,
  deploymentEnvironment,
  ENVIRONMENTS,
  EXPORT_TTL_HOURS,
  HEADROOM,
  HEAVY_ROUTE_SECONDS,
  LATENCY_P99_MS,
  LOAD_SHARDS,
  LOADER_TIMEOUT,
  ROUTE_HEADROOM,
  STANDARD_ROUTE_SECONDS,
  TEMPLATE_RESOURCE_BUDGET,
  UNRESERVED_CONCURRENCY,
} from '../../infra/config.ts';
import { CHUNKED_JOB_TIMEOUT, RUNNER_TIMEOUT, STEP_RETRIES } from '../../infra/exports.ts';
import { GATEWAY_PROBLEMS } from '../../infra/gateway-responses.ts';
import { LOAD_STEP_RETRIES, LOAD_TIMEOUT } from '../../infra/loads.ts';
import { routeStackId, routeStacks } from '../../infra/route-stack.ts';
import {
  API_KEY_HEADER,
  ApiStack,
  DOCS_ROUTES,
  PUBLIC_ROUTE_THROTTLE,
  routeId,
  SERVICE_NAME,
  STAGE_NAME,
  STAGE_THROTTLE,
} from '../../infra/stack.ts';
import { DELIVERY_MAX_RECEIVES, WEBHOOK_ALARMS } from '../../infra/webhooks.ts';
import { planOutput } from '../../scripts/keys.ts';
import { API_KEY_ALARM_SHARE, API_KEY_METRIC } from '../../shared/platform/api-key-metric.ts';
import type { RouteDef } from '../../shared/platform/http/route.ts';
import { PLAN_LIMITS, PLANS } from '../../shared/platform/plans.ts';
import { API_KEY_LIMIT } from '../../shared/platform/subscribers.ts';
import { routeList, routes } from '../../shared/routes.ts';
import { QUEUE_CLAIM_SECONDS } from '../../shared/webhooks/queue.ts';

// biome-ignore lint/suspicious/noExplicitAny: a synthesized template is untyped JSON, read by path in assertions
type CfnJson = Record<string, any>;

interface CfnResource {
  Type: string;
  Properties: CfnJson;
  DeletionPolicy?: string;
}

const cdkContext = (JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> })
  .context;

/**
 * The real stack under the same feature flags as `cdk synth`. An empty bundling-stacks list is
 * CDK's own switch for skipping asset bundling (what `cdk deploy --exclusively` uses): the
 * functions are built exactly as in production, only their bundles are not.
 */
// every App writes a cloud assembly; without an outdir each would leave a cdk.out* in the temp folder
const assemblies = mkdtempSync(join(tmpdir(), 'stack-test-'));
afterAll(() => rmSync(assemblies, { recursive: true, force: true }));

function build(routeDefs?: readonly RouteDef[]): ApiStack {
  const app = new App({ outdir: mkdtempSync(join(assemblies, 'cdk.out-')), context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
  return new ApiStack(app, 'Test', { routes: routeDefs });
}

/** The stack of the route registry, synthesised once for every describe that reads it (a synth takes ~25 s). */
let registryStack: ApiStack | undefined;
const registryBuild = (): ApiStack => (registryStack ??= build());

/** Each template of the deployment: the root stack's and each nested stack's, with where the nested one sits in its parent. */
interface Part {
  stack: Stack;
  json: CfnJson;
  parent?: { part: Part; resourceId: string };
}

function partsOf(stack: ApiStack): Part[] {
  const root: Part = { stack, json: Template.fromStack(stack).toJSON() };
  const parts = new Map<Stack, Part>([[stack, root]]);
  const partOf = (s: Stack): Part => {
    const known = parts.get(s);
    if (known) return known;
    const nested = s as NestedStack;
    const parentStack = nested.nestedStackParent!;
    const resource = nested.nestedStackResource as CfnElement;
    const part: Part = {
      stack: s,
      json: Template.fromStack(s).toJSON(),
      parent: { part: partOf(parentStack), resourceId: parentStack.getLogicalId(resource) },
    };
    parts.set(s, part);
    return part;
  };
  for (const c of stack.node.findAll()) if (NestedStack.isNestedStack(c)) partOf(c);
  return [...parts.values()];
}

/**
 * The deployment as one template: every template's resources, with each value that crosses between
 * templates (a nested stack's parameter, a nested stack's output) followed to what it names, so
 * assertions read references as they would in a single stack.
 */
function flatten(stack: ApiStack): Template {
  const parts = partsOf(stack);
  const childAt = (part: Part, resourceId: string) => parts.find((p) => p.parent?.part === part && p.parent.resourceId === resourceId)!;
  const follow = (value: unknown, part: Part): unknown => {
    if (Array.isArray(value)) return value.map((v) => follow(v, part));
    if (value === null || typeof value !== 'object') return value;
    const object = value as CfnJson;
    if (typeof object.Ref === 'string' && part.parent && part.json.Parameters?.[object.Ref]) {
      const { part: parent, resourceId } = part.parent;
      return follow(parent.json.Resources[resourceId].Properties.Parameters[object.Ref], parent);
    }
    const getAtt = object['Fn::GetAtt'] as [string, string] | undefined;
    if (getAtt?.[1].startsWith('Outputs.') && part.json.Resources[getAtt[0]]?.Type === 'AWS::CloudFormation::Stack') {
      const child = childAt(part, getAtt[0]);
      return follow(child.json.Outputs[getAtt[1].slice('Outputs.'.length)].Value, child);
    }
    return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, follow(v, part)]));
  };
  const resources: CfnJson = {};
  for (const part of parts)
    for (const [id, resource] of Object.entries(part.json.Resources as CfnJson)) {
      expect(resources[id], `logical id ${id} in two templates`).toBeUndefined();
      resources[id] = follow(resource, part);
    }
  const root = parts[0]!.json;
  return Template.fromJSON({ ...root, Resources: resources });
}

function synth(routeDefs?: readonly RouteDef[]): Template {
  return flatten(build(routeDefs));
}

/** A construct's logical id in its own template (which the flattened template keeps). */
const idOf = (construct: IConstruct) => Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);

function resourcesOf(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.toJSON().Resources as Record<string, CfnResource>).filter(([, r]) => r.Type === type);
}

/** "GET /buyer-profiles/{buyerName}" → the method's properties, rebuilt from the Resource parent chain. */
function methodsByRoute(template: Template): Map<string, CfnJson> {
  const resources = template.toJSON().Resources as Record<string, CfnResource>;
  const pathOf = (ref: { Ref?: string }): string => {
    if (!ref.Ref) return ''; // Fn::GetAtt RootResourceId
    const resource = resources[ref.Ref]!;
    return `${pathOf(resource.Properties.ParentId)}/${resource.Properties.PathPart}`;
  };
  return new Map(
    resourcesOf(template, 'AWS::ApiGateway::Method').map(([, m]) => [
      `${m.Properties.HttpMethod} ${pathOf(m.Properties.ResourceId) || '/'}`,
      m.Properties,
    ]),
  );
}

/** The function a Lambda-proxy method invokes. */
function integratedFunction(method: CfnJson): string {
  const match = /"Fn::GetAtt":\["([A-Za-z0-9]+)","Arn"\]/.exec(JSON.stringify(method.Integration.Uri));
  expect(match, 'integration URI names a function').not.toBeNull();
  return match![1]!;
}

/** Our functions, told from CDK's custom-resource helpers by the service name we set. */
function ownFunctions(template: Template): [string, CfnResource][] {
  return resourcesOf(template, 'AWS::Lambda::Function').filter(
    ([, f]) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === SERVICE_NAME,
  );
}

function actionsOf(template: Template, functionId: string): string[] {
  const fn = template.toJSON().Resources[functionId] as CfnResource;
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
    .flatMap((s) => [s.Action].flat());
}

function logicalIdOf(template: Template, type: string, description: string): string {
  const ids = resourcesOf(template, type)
    .filter(([, r]) => String(r.Properties.GroupDescription ?? r.Properties.Description).includes(description))
    .map(([id]) => id);
  expect(ids, `${type} ${description}`).toHaveLength(1);
  return ids[0]!;
}

/** The secret of a database role, by its username. */
function secretIdOf(template: Template, username: string): string {
  const ids = resourcesOf(template, 'AWS::SecretsManager::Secret')
    .filter(([, r]) => r.Properties.GenerateSecretString?.SecretStringTemplate === JSON.stringify({ username, dbname: 'sfr' }))
    .map(([id]) => id);
  expect(ids, `the ${username} secret`).toHaveLength(1);
  return ids[0]!;
}

/** Every printable ASCII character but letters and digits. */
const ASCII_PUNCTUATION = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
  .filter((c) => !/[A-Za-z0-9]/.test(c))
  .join('');

/** The cluster's attachment of the admin secret (the api and loader secrets have attachments too, for their rotation). */
function adminAttachmentOf(template: Template): string {
  const roleSecrets = [secretIdOf(template, 'api'), secretIdOf(template, 'loader')];
  const ids = resourcesOf(template, 'AWS::SecretsManager::SecretTargetAttachment')
    .filter(([, a]) => !roleSecrets.includes(a.Properties.SecretId.Ref))
    .map(([id]) => id);
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

function logicalId(template: Template, type: string): string {
  const ids = resourcesOf(template, type).map(([id]) => id);
  expect(ids, type).toHaveLength(1);
  return ids[0]!;
}

describe('edge, capacity and environments (docs/deployment.md)', () => {
  let stack: ApiStack;
  let template: Template;
  beforeAll(() => {
    stack = registryBuild();
    template = flatten(stack);
  });

  it('puts a web ACL with AWS managed rule groups and a per-IP rate rule on the stage', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        ...WAF_MANAGED_RULE_GROUPS.map((name) =>
          Match.objectLike({ Name: name, Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } } }),
        ),
        Match.objectLike({
          Name: 'PerIpRate',
          Action: { Block: Match.anyValue() },
          Statement: { RateBasedStatement: { Limit: ENVIRONMENTS.prod.wafRequestsPerIpPer5Minutes, AggregateKeyType: 'IP' } },
        }),
      ]),
    });
    const [aclId] = resourcesOf(template, 'AWS::WAFv2::WebACL')[0]!;
    const association = resourcesOf(template, 'AWS::WAFv2::WebACLAssociation')[0]![1];
    expect(association.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(JSON.stringify(association.Properties.ResourceArn)).toContain('"/stages/",{"Ref":"ApiDeploymentStage');
  });

  it('creates the execution log group before the stage, with a retention', () => {
    const [groupId, group] = resourcesOf(template, 'AWS::Logs::LogGroup').find(([, g]) =>
      JSON.stringify(g.Properties.LogGroupName ?? '').includes('API-Gateway-Execution-Logs_'),
    )!;
    expect(group.Properties.RetentionInDays).toBe(90);
    const [, stage] = resourcesOf(template, 'AWS::ApiGateway::Stage')[0]!;
    expect((stage as CfnResource & { DependsOn?: string[] }).DependsOn).toContain(groupId);
  });

  it('exports PostgreSQL logs, turns Performance Insights on, and sizes Aurora from the reservations', () => {
    expect(stack.capacity.databaseConnections).toBeGreaterThan(0);
    expect(stack.capacity.auroraMaxAcu).toBe(
      Math.max(ENVIRONMENTS.prod.auroraMinMaxAcu, Math.ceil(stack.capacity.databaseConnections / CONNECTIONS_PER_ACU)),
    );
    template.hasResourceProperties('AWS::RDS::DBCluster', {
      EnableCloudwatchLogsExports: ['postgresql'],
      ServerlessV2ScalingConfiguration: { MinCapacity: ENVIRONMENTS.prod.auroraMinAcu, MaxCapacity: stack.capacity.auroraMaxAcu },
      DeletionProtection: true,
    });
    template.hasResourceProperties('AWS::RDS::DBInstance', { EnablePerformanceInsights: true });
  });

  it('gives the proxy a read-only endpoint and rotates the admin, api and loader secrets through the VPC', () => {
    template.hasResourceProperties('AWS::RDS::DBProxyEndpoint', { TargetRole: 'READ_ONLY' });
    const schedules = resourcesOf(template, 'AWS::SecretsManager::RotationSchedule').map(([, r]) => r.Properties);
    expect(schedules).toHaveLength(3);
    for (const schedule of schedules)
      expect(schedule).toMatchObject({
        HostedRotationLambda: {
          RotationType: 'PostgreSQLSingleUser',
          VpcSubnetIds: expect.anything(),
          VpcSecurityGroupIds: expect.anything(),
          // letters and digits, as the migrations' ALTER ROLE literal expects
          ExcludeCharacters: ASCII_PUNCTUATION,
        },
        RotationRules: { ScheduleExpression: 'rate(30 days)' },
      });
    // the api and loader secrets are attached to the cluster (the host the rotation logs in to), and rotated there
    const attachments = resourcesOf(template, 'AWS::SecretsManager::SecretTargetAttachment');
    const clusterId = logicalId(template, 'AWS::RDS::DBCluster');
    for (const role of ['api', 'loader']) {
      const attached = attachments.filter(([, a]) => a.Properties.SecretId.Ref === secretIdOf(template, role));
      expect(attached, role).toHaveLength(1);
      expect(attached[0]![1].Properties).toMatchObject({ TargetType: 'AWS::RDS::DBCluster', TargetId: { Ref: clusterId } });
      expect(
        schedules.filter((schedule) => schedule.SecretId.Ref === attached[0]![0]),
        role,
      ).toHaveLength(1);
    }
  });

  it('protects the key table from deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      DeletionPolicy: 'Retain',
    });
  });

  it('alarms on the migration and loader functions, key-table throttles and the 4xx rate', () => {
    const descriptions = resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, a]) => String(a.Properties.AlarmDescription));
    for (const phrase of ['migrate function failed', 'loader function failed', 'DynamoDB throttled the key table', 'answered 4xx'])
      expect(
        descriptions.some((d) => d.includes(phrase)),
        phrase,
      ).toBe(true);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ThrottledRequests', Namespace: 'AWS/DynamoDB' });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: '4XXError', Statistic: 'Average' });
  });

  it('sizes reserved concurrency from the plan rates and states the account limit it needs', () => {
    expect(CONCURRENCY.route).toBe(Math.ceil(PLAN_LIMITS.unlimited.rateLimit * STANDARD_ROUTE_SECONDS * HEADROOM));
    expect(CONCURRENCY.heavy).toBe(Math.ceil(PLAN_LIMITS.premium.rateLimit * HEAVY_ROUTE_SECONDS * HEADROOM));
    const reserved = ownFunctions(template).reduce((sum, [, fn]) => sum + (fn.Properties.ReservedConcurrentExecutions as number), 0);
    expect(stack.capacity.reserved).toBe(reserved);
    template.hasOutput('AccountConcurrencyRequired', { Value: String(reserved + UNRESERVED_CONCURRENCY) });
  });

  it('builds dev with its own sizes, retention and removal policies, and a custom domain with TLS 1.2 when given one', () => {
    const app = new App({ outdir: mkdtempSync(join(assemblies, 'cdk.out-')), context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
    const dev = new ApiStack(app, 'Dev', {
      routes: routeList.filter((route) => route.category === 'Health check'),
      deployment: ENVIRONMENTS.dev,
      customDomain: { domainName: 'api.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
    });
    const devTemplate = flatten(dev);
    devTemplate.hasResourceProperties('AWS::RDS::DBCluster', {
      DeletionProtection: false,
      BackupRetentionPeriod: ENVIRONMENTS.dev.backupDays,
      ServerlessV2ScalingConfiguration: { MinCapacity: ENVIRONMENTS.dev.auroraMinAcu, MaxCapacity: dev.capacity.auroraMaxAcu },
    });
    devTemplate.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
      DeletionPolicy: 'Delete',
    });
    devTemplate.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: Match.anyValue(), RetentionInDays: 14 });
    devTemplate.hasResourceProperties('AWS::ApiGateway::DomainName', {
      DomainName: 'api.example.com',
      SecurityPolicy: 'TLS_1_2',
      RegionalCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    devTemplate.hasResourceProperties('AWS::ApiGateway::BasePathMapping', { DomainName: Match.anyValue() });
    // source maps at start-up in dev only: prod does not parse a 2-3 MiB map on every cold start
    const nodeOptionsOf = (t: Template) => ownFunctions(t).map(([, fn]) => fn.Properties.Environment?.Variables?.NODE_OPTIONS);
    expect(new Set(nodeOptionsOf(devTemplate))).toEqual(new Set(['--enable-source-maps']));
    expect(new Set(nodeOptionsOf(template))).toEqual(new Set([undefined]));
    devTemplate.hasOutput('ApiUrl', { Value: 'https://api.example.com/' });
    expect(() => deploymentEnvironment('staging')).toThrow(/dev or prod/);
    expect(deploymentEnvironment(undefined)).toBe(ENVIRONMENTS.prod);
  });
});

describe('ApiStack from the route registry', () => {
  let template: Template;
  let methods: Map<string, CfnJson>;
  let authorizerFunctionId: string;

  beforeAll(() => {
    template = flatten(registryBuild());
    methods = methodsByRoute(template);
    const authorizer = resourcesOf(template, 'AWS::ApiGateway::Authorizer')[0]![1];
    authorizerFunctionId = /"Fn::GetAtt":\["([A-Za-z0-9]+)","Arn"\]/.exec(JSON.stringify(authorizer.Properties.AuthorizerUri))![1]!;
  });

  it('deploys one Node.js 22 arm64 function per registry route, plus the authorizer, the docs, the migrations, the loader, the two webhook functions, the export runner and the API-key count', () => {
    const functions = ownFunctions(template);
    expect(functions).toHaveLength(routeList.length + 8);
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it("serves each route as a method on its path, integrated with the route's own function", () => {
    const integrated = new Set<string>();
    for (const route of routeList) {
      const method = methods.get(`${route.method} ${route.path}`);
      expect(method, `${route.method} ${route.path}`).toBeDefined();
      expect(method!.Integration.Type).toBe('AWS_PROXY');
      const fnId = integratedFunction(method!);
      expect(fnId.startsWith(`${routeId(route)}Function`), `${fnId} is named after ${route.method} ${route.path}`).toBe(true);
      expect(fnId).not.toBe(authorizerFunctionId);
      integrated.add(fnId);
    }
    expect(integrated.size).toBe(routeList.length);
  });

  it('answers HEAD on every GET route from the same function and with the same authorization, and on no other', () => {
    for (const route of routeList) {
      const head = methods.get(`HEAD ${route.path}`);
      if (!routeList.some((r) => r.path === route.path && r.method === 'GET')) expect(head, `HEAD ${route.path}`).toBeUndefined();
      if (route.method !== 'GET') continue;
      const get = methods.get(`GET ${route.path}`)!;
      expect(head, `HEAD ${route.path}`).toBeDefined();
      expect(integratedFunction(head!)).toBe(integratedFunction(get));
      expect({ ...head, HttpMethod: 'GET' }).toEqual(get);
    }
  });

  it('compresses answers of 1 KB and more', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { MinimumCompressionSize: 1024 });
  });

  it('uses the authorizer and requires a usage key on authenticated, metered routes only', () => {
    const authorizerId = logicalId(template, 'AWS::ApiGateway::Authorizer');
    for (const route of routeList) {
      const method = methods.get(`${route.method} ${route.path}`)!;
      if (route.auth) {
        // GET /usage (metered: false) runs the authorizer but requires no usage key: reading the meter does not count
        const required = route.metered !== false;
        expect(method).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId }, ApiKeyRequired: required });
      } else {
        expect(method).toMatchObject({ AuthorizationType: 'NONE', ApiKeyRequired: false });
        expect(method.AuthorizerId).toBeUndefined();
      }
    }
    expect(methods.get('GET /health-check')).toMatchObject({ AuthorizationType: 'NONE' });
    expect(methods.get('GET /health-check/authenticated')).toMatchObject({ AuthorizationType: 'CUSTOM' });
  });

  it('answers CORS preflights on every path without a key', () => {
    const paths = new Set(routeList.map((r) => r.path));
    for (const path of paths) {
      expect(methods.get(`OPTIONS ${path}`), `OPTIONS ${path}`).toMatchObject({ AuthorizationType: 'NONE', Integration: { Type: 'MOCK' } });
      expect(methods.get(`OPTIONS ${path}`)!.ApiKeyRequired).not.toBe(true);
    }
  });

  it('gives route functions the database as the api role (through the proxy) and key-table settings, inside the VPC', () => {
    const apiSecretId = secretIdOf(template, 'api');
    const proxyId = logicalId(template, 'AWS::RDS::DBProxy');
    const tableId = logicalId(template, 'AWS::DynamoDB::Table');
    for (const route of routeList) {
      const fn = template.toJSON().Resources[integratedFunction(methods.get(`${route.method} ${route.path}`)!)] as CfnResource;
      expect(fn.Properties.Environment.Variables).toMatchObject({ KEYS_TABLE: { Ref: tableId }, POWERTOOLS_SERVICE_NAME: SERVICE_NAME });
      expect(fn.Properties.MemorySize).toBe(1024);
      expect(fn.Properties.Timeout).toBeLessThan(29);
      if (route.database === false) {
        expect(fn.Properties.VpcConfig, `${route.path} runs outside the VPC`).toBeUndefined();
        // every bundle carries the RDS CA file, but nothing here names a database to verify with it
        expect(Object.keys(fn.Properties.Environment.Variables).filter((v) => v.startsWith('DATABASE_'))).toEqual(['DATABASE_CA_FILE']);
        continue;
      }
      expect(fn.Properties.Environment.Variables).toMatchObject({
        DATABASE_SECRET_ARN: { Ref: apiSecretId },
        DATABASE_CA_FILE: '/var/task/rds-ca.pem',
        // reads go to the proxy's read-only endpoint (the reader), writes to the proxy (the writer)
        DATABASE_HOST:
          route.method === 'GET'
            ? { 'Fn::GetAtt': [logicalId(template, 'AWS::RDS::DBProxyEndpoint'), 'Endpoint'] }
            : { 'Fn::GetAtt': [proxyId, 'Endpoint'] },
        DB_POOL_MAX: String(DB_POOL_MAX),
        POWERTOOLS_LOG_LEVEL: 'INFO',
      });
      expect(fn.Properties.VpcConfig.SubnetIds).toHaveLength(2);
    }
  });

  it('grants each function only what its code calls', () => {
    for (const route of routeList) {
      const actions = actionsOf(template, integratedFunction(methods.get(`${route.method} ${route.path}`)!));
      expect(actions.includes('secretsmanager:GetSecretValue')).toBe(route.database !== false);
      expect(actions.some((a) => a.startsWith('dynamodb:') && a !== 'dynamodb:DescribeTable')).toBe(false);
      expect(actions.includes('dynamodb:DescribeTable')).toBe(route === routes.healthCheck);
      expect(actions.includes('apigateway:GET')).toBe(route === routes.usage);
    }
    const authorizerActions = actionsOf(template, authorizerFunctionId);
    expect(authorizerActions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(authorizerActions).not.toContain('secretsmanager:GetSecretValue');
  });

  it('runs the authorizer outside the VPC, with no usage key of its own: each key comes from the subscriber’s item', () => {
    const authorizerFn = template.toJSON().Resources[authorizerFunctionId] as CfnResource;
    expect(authorizerFn.Properties.VpcConfig).toBeUndefined();
    const variables = authorizerFn.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables).filter((v) => v.startsWith('USAGE_KEY'))).toEqual([]);
    expect(JSON.stringify(variables)).not.toContain('{{resolve:secretsmanager:');
  });

  it('has a REQUEST authorizer on the X-API-TOKEN header, cached for 300 s', () => {
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      IdentitySource: `method.request.header.${API_KEY_HEADER}`,
      AuthorizerResultTtlInSeconds: 300,
    });
  });

  it('has one usage plan per plan with the throttle and quota of PLAN_LIMITS, and no API key: each subscriber brings its own', () => {
    const plans = resourcesOf(template, 'AWS::ApiGateway::UsagePlan');
    expect(plans).toHaveLength(PLANS.length);
    for (const plan of PLANS) {
      const { rateLimit, burstLimit, quota } = PLAN_LIMITS[plan];
      const matching = plans.filter(([, p]) => String(JSON.stringify(p.Properties.UsagePlanName)).includes(`-${plan}`));
      expect(matching, plan).toHaveLength(1);
      const [planId, usagePlan] = matching[0]!;
      expect(usagePlan.Properties).toMatchObject({
        Throttle: { RateLimit: rateLimit, BurstLimit: burstLimit },
        Quota: { Limit: quota.limit, Period: quota.period },
      });
      expect(usagePlan.Properties.ApiStages).toHaveLength(1);
      // the keys CLI finds the plan by this output (scripts/keys.ts planOutput)
      expect((template.toJSON().Outputs as CfnJson)[planOutput(plan)]).toMatchObject({ Value: { Ref: planId } });
    }
    template.resourceCountIs('AWS::ApiGateway::ApiKey', 0);
    template.resourceCountIs('AWS::ApiGateway::UsagePlanKey', 0);
  });

  it('takes usage keys from the authorizer and deploys a traced, logged, throttled stage', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { ApiKeySourceType: 'AUTHORIZER' });
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: STAGE_NAME,
      TracingEnabled: true,
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          MetricsEnabled: true,
          ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
          ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
        }),
        Match.objectLike({ HttpMethod: 'GET', ResourcePath: '/~1health-check', ThrottlingRateLimit: PUBLIC_ROUTE_THROTTLE.rateLimit }),
        Match.objectLike({ HttpMethod: 'HEAD', ResourcePath: '/~1health-check', ThrottlingRateLimit: PUBLIC_ROUTE_THROTTLE.rateLimit }),
        Match.objectLike({ HttpMethod: 'GET', ResourcePath: '/~1usage', ThrottlingRateLimit: PUBLIC_ROUTE_THROTTLE.rateLimit }),
      ]),
    });
  });

  it('answers API Gateway errors with problem+json, CORS headers and Retry-After on 429', () => {
    const responses = new Map(
      resourcesOf(template, 'AWS::ApiGateway::GatewayResponse').map(([, r]) => [r.Properties.ResponseType as string, r.Properties]),
    );
    for (const [type, problem] of GATEWAY_PROBLEMS) {
      const response = responses.get(type.responseType);
      expect(response, type.responseType).toBeDefined();
      expect(response!.StatusCode).toBe(String(problem.status));
      expect(response!.ResponseParameters).toMatchObject({
        'gatewayresponse.header.Content-Type': "'application/problem+json'",
        'gatewayresponse.header.Access-Control-Allow-Origin': "'*'",
      });
      expect(JSON.parse(response!.ResponseTemplates['application/json'])).toEqual({
        type: 'about:blank',
        title: problem.title,
        status: problem.status,
        detail: problem.message,
        instance: '$context.path',
        request_id: '$context.requestId',
      });
    }
    expect(responses.get('UNAUTHORIZED')).toMatchObject({ StatusCode: '401' });
    expect(JSON.parse(responses.get('UNAUTHORIZED')!.ResponseTemplates['application/json'])).toMatchObject({
      title: 'Unauthorized',
      status: 401,
    });
    for (const type of ['THROTTLED', 'QUOTA_EXCEEDED']) {
      expect(responses.get(type)).toMatchObject({
        StatusCode: '429',
        ResponseParameters: { 'gatewayresponse.header.Retry-After': expect.stringMatching(/^'\d+'$/) },
      });
    }
    expect(responses.get('AUTHORIZER_CONFIGURATION_ERROR')).toMatchObject({ StatusCode: '503' });
  });

  it('keeps API keys in a DynamoDB table keyed by key_hash, on demand, with PITR, retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        KeySchema: [{ AttributeName: 'key_hash', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'key_hash', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      },
    });
  });

  it('runs Aurora PostgreSQL 16 Serverless v2, encrypted, with a writer and a reader, and a secret naming the database', () => {
    template.hasResourceProperties('AWS::RDS::DBCluster', {
      Engine: 'aurora-postgresql',
      EngineVersion: Match.stringLikeRegexp('^16\\.'),
      StorageEncrypted: true,
      ServerlessV2ScalingConfiguration: { MinCapacity: Match.anyValue(), MaxCapacity: Match.anyValue() },
      MasterUserPassword: Match.anyValue(),
    });
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { SecretStringTemplate: Match.serializedJson({ username: 'sfr_admin', dbname: 'sfr' }) },
    });
    const instances = resourcesOf(template, 'AWS::RDS::DBInstance');
    expect(instances).toHaveLength(2);
    for (const [, instance] of instances) expect(instance.Properties.DBInstanceClass).toBe('db.serverless');
  });

  it('puts an RDS Proxy requiring TLS in front, reachable only from the route, migration and loader functions', () => {
    const proxy = resourcesOf(template, 'AWS::RDS::DBProxy')[0]![1];
    expect(proxy.Properties).toMatchObject({ EngineFamily: 'POSTGRESQL', RequireTLS: true });
    // the admin (migrations), api (routes) and loader roles, each with its own secret
    expect(proxy.Properties.Auth.map((a: CfnJson) => a.SecretArn.Ref).sort()).toEqual(
      [adminAttachmentOf(template), secretIdOf(template, 'api'), secretIdOf(template, 'loader')].sort(),
    );
    const proxySgId = proxy.Properties.VpcSecurityGroupIds[0]['Fn::GetAtt'][0] as string;
    const routeFunction = template.toJSON().Resources[integratedFunction(methods.get('GET /health-check')!)] as CfnResource;
    const routeSgId = routeFunction.Properties.VpcConfig.SecurityGroupIds[0]['Fn::GetAtt'][0] as string;
    const ingress = [
      ...resourcesOf(template, 'AWS::EC2::SecurityGroupIngress')
        .map(([, r]) => r.Properties)
        .filter((r) => r.GroupId['Fn::GetAtt']?.[0] === proxySgId),
      ...((template.toJSON().Resources[proxySgId] as CfnResource).Properties.SecurityGroupIngress ?? []),
    ];
    const opsSgId = logicalIdOf(template, 'AWS::EC2::SecurityGroup', 'Migration and loader Lambdas');
    expect(ingress).toEqual(
      [routeSgId, opsSgId].map((sg) =>
        expect.objectContaining({
          IpProtocol: 'tcp',
          FromPort: 5432,
          ToPort: 5432,
          SourceSecurityGroupId: { 'Fn::GetAtt': [sg, 'GroupId'] },
        }),
      ),
    );
  });

  it('has isolated subnets, no NAT gateway, and endpoints for DynamoDB and Secrets Manager', () => {
    template.resourceCountIs('AWS::EC2::NatGateway', 0);
    template.resourceCountIs('AWS::EC2::InternetGateway', 0);
    template.resourceCountIs('AWS::EC2::Subnet', 2);
    const endpoints = resourcesOf(template, 'AWS::EC2::VPCEndpoint').map(([, e]) => ({
      type: e.Properties.VpcEndpointType,
      service: JSON.stringify(e.Properties.ServiceName),
      privateDns: e.Properties.PrivateDnsEnabled,
    }));
    expect(endpoints).toEqual(
      expect.arrayContaining([
        { type: 'Gateway', service: expect.stringContaining('.dynamodb'), privateDns: undefined },
        { type: 'Interface', service: expect.stringContaining('.secretsmanager'), privateDns: true },
        { type: 'Interface', service: expect.stringContaining('.lambda'), privateDns: true },
      ]),
    );
  });

  it('outputs what the keys CLI and the runbook read: the URL, region, key table, usage plans, loader and bucket', () => {
    const outputs = template.toJSON().Outputs as Record<string, unknown>;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining([
        'ApiUrl',
        'Region',
        'KeyTableName',
        ...PLANS.map(planOutput),
        'DatabaseSecretArn',
        'LoaderFunctionName',
        'ImportBucketName',
        'LoadStateMachineArn',
        'DashboardName',
      ]),
    );
  });
});

/**
 * cdk-nag 3 is a policy-validation plugin (infra/app.ts registers it, so `cdk synth` fails on a
 * finding): its findings are a report, not annotations, and acknowledgments are construct metadata.
 */
describe('cdk-nag AwsSolutions checks', () => {
  let stack: ApiStack;
  let template: Template;
  beforeAll(() => {
    stack = registryBuild();
    template = flatten(stack);
  });

  it('leaves no unacknowledged error or warning', () => {
    const report = new AwsSolutionsChecks(stack.node.root, { verbose: true }).validateScope(stack);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('acknowledges only the design decisions, each with its reason', () => {
    const acknowledged = new Map<string, string>();
    for (const construct of stack.node.findAll()) {
      for (const entry of construct.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
          const rule = id.replace(/^Annotation::/i, '');
          if (!rule.startsWith('AwsSolutions-')) continue;
          expect(String(reason).length, `${rule} on ${construct.node.path}`).toBeGreaterThan(60);
          // a finding on a resource names its logical id, which says nothing about the decision
          acknowledged.set(rule.replace(/<[A-Za-z0-9]+\.Arn>/, '<Arn>').replace(/\{"Ref":"[A-Za-z0-9]+"\}/, '<Ref>'), reason);
        }
      }
    }
    expect([...acknowledged.keys()].sort()).toEqual([
      'AwsSolutions-APIG2',
      'AwsSolutions-APIG4',
      'AwsSolutions-COG4',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'AwsSolutions-IAM5[Resource::*]',
      'AwsSolutions-IAM5[Resource::<Arn>/*]',
      'AwsSolutions-IAM5[Resource::<Arn>/exports/*]',
      'AwsSolutions-IAM5[Resource::<Arn>:*]',
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/usageplans/*/usage]',
      // the load state machine's distributed map, on its own child executions
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:{"Fn::Select":[6,{"Fn::Split":[":",<Ref>]}]}/*:*]',
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:{"Fn::Select":[6,{"Fn::Split":[":",<Ref>]}]}:*]',
      'AwsSolutions-L1',
      'AwsSolutions-S1',
      'AwsSolutions-SMG4',
      'AwsSolutions-SQS3',
    ]);
  });

  it('logs rejected VPC traffic, keeps the database from deletion and lets it take IAM tokens', () => {
    template.hasResourceProperties('AWS::EC2::FlowLog', {
      ResourceType: 'VPC',
      TrafficType: 'REJECT',
      LogDestinationType: 'cloud-watch-logs',
    });
    template.hasResourceProperties('AWS::RDS::DBCluster', { DeletionProtection: true, EnableIAMDatabaseAuthentication: true });
  });

  it('opens the Secrets Manager endpoint to the route, migration and loader functions only', () => {
    const endpoint = resourcesOf(template, 'AWS::EC2::VPCEndpoint').find(([, e]) =>
      JSON.stringify(e.Properties.ServiceName).includes('secretsmanager'),
    )![1];
    const endpointSgId = endpoint.Properties.SecurityGroupIds[0]['Fn::GetAtt'][0] as string;
    const inline = (template.toJSON().Resources[endpointSgId] as CfnResource).Properties.SecurityGroupIngress ?? [];
    const separate = resourcesOf(template, 'AWS::EC2::SecurityGroupIngress')
      .map(([, r]) => r.Properties)
      .filter((r) => r.GroupId['Fn::GetAtt']?.[0] === endpointSgId);
    const routeSgId = logicalIdOf(template, 'AWS::EC2::SecurityGroup', 'Route Lambdas');
    const opsSgId = logicalIdOf(template, 'AWS::EC2::SecurityGroup', 'Migration and loader Lambdas');
    expect([...inline, ...separate]).toEqual(
      [routeSgId, opsSgId].map((sg) =>
        expect.objectContaining({ FromPort: 443, ToPort: 443, SourceSecurityGroupId: { 'Fn::GetAtt': [sg, 'GroupId'] } }),
      ),
    );
  });

  it('gives each function a role that writes to its own log group only, with no AWS managed policy', () => {
    for (const [, fn] of ownFunctions(template)) {
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      const role = template.toJSON().Resources[roleId] as CfnResource;
      const managed = JSON.stringify(role.Properties.ManagedPolicyArns ?? []);
      expect(managed).not.toContain(':iam::aws:policy');
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      const logStatements = resourcesOf(template, 'AWS::IAM::Policy')
        .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('logs:')));
      expect(logStatements).toEqual([
        { Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Effect: 'Allow', Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] } },
      ]);
    }
  });
});

describe('ApiStack from any registry', () => {
  const base = routes.healthCheckAuthenticated;
  const registry: RouteDef[] = [
    routes.healthCheck,
    { ...base, method: 'GET', path: '/properties/by-address' },
    { ...base, method: 'POST', path: '/properties/by-address', deprecated: { successor: 'GET /properties/by-address' } },
    { ...base, method: 'GET', path: '/buyer-profiles/{buyerName}' },
  ];

  it('builds the resource tree from the paths: shared parents, two methods on one path, path parameters', () => {
    const template = synth(registry);
    const methods = methodsByRoute(template);
    for (const route of registry) expect(methods.has(`${route.method} ${route.path}`), `${route.method} ${route.path}`).toBe(true);
    expect(integratedFunction(methods.get('GET /properties/by-address')!)).not.toBe(
      integratedFunction(methods.get('POST /properties/by-address')!),
    );
    const pathParts = resourcesOf(template, 'AWS::ApiGateway::Resource').map(([, r]) => r.Properties.PathPart as string);
    expect(pathParts.sort()).toEqual(
      ['buyer-profiles', 'by-address', 'docs', 'health-check', 'openapi.json', 'properties', '{buyerName}', '{file}'].sort(),
    );
    expect(ownFunctions(template)).toHaveLength(registry.length + 7);
  });

  it('names functions after method and path, so ids survive reordering the registry', () => {
    expect(routeId({ method: 'GET', path: '/buyer-profiles/{buyerName}' })).toBe('GetBuyerProfilesBuyerName');
    expect(routeId({ method: 'POST', path: '/properties/by-address' })).toBe('PostPropertiesByAddress');
    const ids = (t: Template) =>
      ownFunctions(t)
        .map(([id]) => id)
        .sort();
    expect(ids(synth([...registry].reverse()))).toEqual(ids(synth(registry)));
  });

  it('refuses two routes that would share a construct id', () => {
    expect(() =>
      synth([
        { ...base, path: '/a-b' },
        { ...base, path: '/a/b' },
      ]),
    ).toThrow(/same construct id/);
  });
});

describe('ApiStack operations: docs, migrations, loader, database roles, alarms, limits', () => {
  let stack: ApiStack;
  let template: Template;
  let resources: Record<string, CfnResource>;
  beforeAll(() => {
    stack = registryBuild();
    template = flatten(stack);
    resources = template.toJSON().Resources as Record<string, CfnResource>;
  });
  const apiConstruct = () => stack.apiConstruct;
  const routeFunction = (route: RouteDef) => apiConstruct().routeFunctions.get(routeId(route))!;

  it('serves /openapi.json and /docs without the authorizer, from a function carrying the files', () => {
    const methods = methodsByRoute(template);
    const docsId = idOf(apiConstruct().node.findChild('Docs').node.findChild('Function'));
    for (const { method, path } of DOCS_ROUTES) {
      const m = methods.get(`${method} ${path}`);
      expect(m, `${method} ${path}`).toMatchObject({ AuthorizationType: 'NONE' });
      expect(m!.ApiKeyRequired).not.toBe(true);
      expect(integratedFunction(m!)).toBe(docsId);
    }
    const docs = resources[docsId]!;
    expect(docs.Properties.Environment.Variables.DOCS_DIR).toBe('/var/task/docs');
    expect(docs.Properties.VpcConfig).toBeUndefined();
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { BinaryMediaTypes: ['image/*'] });
  });

  it('runs the migrations as a custom resource inside the VPC on every change of the files, after the proxy exists', () => {
    const [schemaId, schema] = resourcesOf(template, 'Custom::Schema')[0]!;
    expect(schema.Properties.Migrations).toMatch(/^[0-9a-f]{64}$/);
    const migrateId = idOf(stack.operations.migrateFunction);
    const migrate = resources[migrateId]!;
    expect(migrate.Properties.VpcConfig.SubnetIds).toHaveLength(2);
    expect(migrate.Properties.Environment.Variables).toMatchObject({
      MIGRATIONS_DIR: '/var/task/migrations',
      DATABASE_SECRET_ARN: { Ref: adminAttachmentOf(template) },
      API_SECRET_ARN: { Ref: secretIdOf(template, 'api') },
      LOADER_SECRET_ARN: { Ref: secretIdOf(template, 'loader') },
    });
    expect(migrate.Properties.ReservedConcurrentExecutions).toBe(CONCURRENCY.migrate);
    // it tells a rotation under way (DescribeSecret) before it would set a role's password
    expect(actionsOf(template, migrateId)).toEqual(
      expect.arrayContaining(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret']),
    );
    // the provider framework relays CloudFormation's request to the migration function
    const provider = JSON.stringify(resourcesOf(template, 'AWS::Lambda::Function').map(([, f]) => f.Properties.Environment));
    expect(provider).toContain(migrateId);
    const dependsOn = (template.toJSON().Resources[schemaId] as { DependsOn?: string[] }).DependsOn ?? [];
    expect(dependsOn).toContain(logicalId(template, 'AWS::RDS::DBProxy'));
    // every route's function is updated after the migrations, never before them: its nested stack
    // waits for the one that runs them
    const schemaStack = Stack.of(stack.operations.schema) as NestedStack;
    const schemaStackId = stack.getLogicalId(schemaStack.nestedStackResource as CfnElement);
    for (const { fn } of apiConstruct().routes) {
      const routeStack = Stack.of(fn) as NestedStack;
      expect(routeStack).not.toBe(schemaStack);
      const after = (
        template.toJSON().Resources[stack.getLogicalId(routeStack.nestedStackResource as CfnElement)] as { DependsOn?: string[] }
      ).DependsOn;
      expect(after, idOf(fn)).toContain(schemaStackId);
    }
  });

  it('has a loader function inside the VPC, connecting as the loader role, reading only objects of the import bucket', () => {
    const loaderId = idOf(stack.operations.loaderFunction);
    const loader = resources[loaderId]!;
    expect(loader.Properties).toMatchObject({ Timeout: 900, ReservedConcurrentExecutions: CONCURRENCY.loader });
    expect(loader.Properties.VpcConfig.SubnetIds).toHaveLength(2);
    expect(loader.Properties.Environment.Variables).toMatchObject({
      DATABASE_SECRET_ARN: { Ref: secretIdOf(template, 'loader') },
      GEO_DATA_DIR: '/var/task/geo',
    });
    const s3Actions = actionsOf(template, loaderId).filter((a) => a.startsWith('s3:'));
    expect(s3Actions).toEqual(['s3:GetObject']);
    template.hasResourceProperties('AWS::EC2::VPCEndpoint', {
      ServiceName: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
      VpcEndpointType: 'Gateway',
    });
    expect(JSON.stringify(resourcesOf(template, 'AWS::EC2::VPCEndpoint').map(([, e]) => e.Properties.ServiceName))).toContain('.s3');
  });

  it('delivers webhooks: a scheduled dispatcher in the VPC queues to SQS, a delivery function outside it, a dead-letter queue, alarms', () => {
    const { webhooks } = stack.data;
    const dispatcher = resources[idOf(webhooks.dispatcher)]!;
    const delivery = resources[idOf(webhooks.delivery)]!;
    expect(dispatcher.Properties.ReservedConcurrentExecutions).toBe(CONCURRENCY.webhookDispatcher);
    expect(delivery.Properties.ReservedConcurrentExecutions).toBe(CONCURRENCY.webhookDelivery);
    expect(dispatcher.Properties.VpcConfig.SubnetIds).toHaveLength(2);
    expect(dispatcher.Properties.Environment.Variables).toMatchObject({ DATABASE_SECRET_ARN: { Ref: secretIdOf(template, 'api') } });
    // outside the VPC: it reaches subscribers, never the database
    expect(delivery.Properties.VpcConfig).toBeUndefined();
    expect(delivery.Properties.Environment.Variables.DATABASE_SECRET_ARN).toBeUndefined();
    expect(delivery.Properties.Environment.Variables.WEBHOOK_URL_POLICY).toBe('public-https');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [idOf(webhooks.dispatcher), 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: idOf(webhooks.delivery) },
      EventSourceArn: { 'Fn::GetAtt': [idOf(webhooks.deliveryQueue), 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const deliveries = resources[idOf(webhooks.deliveryQueue)]!.Properties;
    expect(deliveries.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [idOf(webhooks.deadLetters), 'Arn'] },
      maxReceiveCount: DELIVERY_MAX_RECEIVES,
    });
    // a message is received for less time in all than the dispatcher's claim lasts
    expect(deliveries.VisibilityTimeout * DELIVERY_MAX_RECEIVES).toBeLessThan(QUEUE_CLAIM_SECONDS);
    expect(deliveries.VisibilityTimeout).toBeGreaterThanOrEqual(delivery.Properties.Timeout);
    // each function sends to or reads from only its queues
    expect(actionsOf(template, idOf(webhooks.delivery)).filter((a) => a.startsWith('sqs:'))).toContain('sqs:SendMessage');
    expect(actionsOf(template, idOf(webhooks.dispatcher)).filter((a) => a.startsWith('sqs:'))).toEqual(
      expect.arrayContaining(['sqs:SendMessage', 'sqs:ReceiveMessage', 'sqs:DeleteMessage']),
    );
    expect(JSON.stringify(resourcesOf(template, 'AWS::EC2::VPCEndpoint').map(([, e]) => e.Properties.ServiceName))).toContain('.sqs');
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    const on = (metric: string, namespace: string) => alarms.filter((a) => a.MetricName === metric && a.Namespace === namespace);
    expect(on('ApproximateAgeOfOldestMessage', 'AWS/SQS')).toHaveLength(1);
    expect(on('ApproximateAgeOfOldestMessage', 'AWS/SQS')[0]!.Threshold).toBe(WEBHOOK_ALARMS.oldestMessageAgeSeconds);
    expect(on('ApproximateNumberOfMessagesVisible', 'AWS/SQS')).toHaveLength(1);
    expect(
      on('Errors', 'AWS/Lambda').filter((a) =>
        [idOf(webhooks.dispatcher), idOf(webhooks.delivery)].includes(
          JSON.stringify(a.Dimensions).match(/"Ref":"([A-Za-z0-9]+)"/)?.[1] ?? '',
        ),
      ),
    ).toHaveLength(2);
  });

  it('creates the api and loader roles in a migration, with read for api and writes for loader', () => {
    const sql = readFileSync(new URL('../../migrations/0031_database_roles.sql', import.meta.url), 'utf8');
    expect(sql).toMatch(/create role api nologin/);
    expect(sql).toMatch(/create role loader nologin/);
    expect(sql).toMatch(/grant select on all tables in schema public to api, loader/);
    expect(sql).toMatch(/grant insert, update, delete, truncate on all tables in schema public to loader/);
    expect(sql).not.toMatch(/grant (insert|update|delete)[^;]*to api\b/);
  });

  it('counts the API Gateway keys every hour with a function that may only read them, and alarms at 80% of the 10,000 ceiling', () => {
    const { counter, alarm, errorsAlarm } = stack.apiKeyCeiling;
    const counterId = idOf(counter);
    const fn = resources[counterId]!;
    expect(fn.Properties.ReservedConcurrentExecutions).toBe(CONCURRENCY.apiKeyCount);
    // API Gateway's control plane is public: the function needs no VPC and reaches no database
    expect(fn.Properties.VpcConfig).toBeUndefined();
    expect(Object.keys(fn.Properties.Environment.Variables).filter((name) => name.startsWith('DATABASE_'))).toEqual(['DATABASE_CA_FILE']);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [counterId, 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [counterId, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
    // least privilege: GET on the account's key list, its own log group, tracing
    const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
    const statements = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as CfnJson[]);
    expect(statements.filter((st) => [st.Action].flat().some((a: string) => a.startsWith('apigateway:')))).toEqual([
      {
        Action: 'apigateway:GET',
        Effect: 'Allow',
        Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':apigateway:', { Ref: 'AWS::Region' }, '::/apikeys']] },
      },
    ]);
    expect(new Set(actionsOf(template, counterId))).toEqual(
      new Set(['apigateway:GET', 'logs:CreateLogStream', 'logs:PutLogEvents', 'xray:PutTraceSegments', 'xray:PutTelemetryRecords']),
    );
    expect(resources[idOf(alarm)]!.Properties).toMatchObject({
      Namespace: API_KEY_METRIC.namespace,
      MetricName: API_KEY_METRIC.metricName,
      Statistic: 'Maximum',
      Period: 3600,
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: API_KEY_ALARM_SHARE * API_KEY_LIMIT - 1,
      AlarmActions: [{ Ref: 'AlarmTopicArn' }],
    });
    expect(resources[idOf(errorsAlarm)]!.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: counterId } }],
      Threshold: 0,
      AlarmActions: [{ Ref: 'AlarmTopicArn' }],
    });
  });

  it('sends every alarm to the AlarmTopicArn parameter: 5xx rate, p99 per route, throttles, authorizer, Aurora, proxy', () => {
    expect((template.toJSON().Parameters as CfnJson).AlarmTopicArn).toMatchObject({ Type: 'String' });
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: 'AlarmTopicArn' }]);
    const metrics = alarms.map((a) => `${a.Namespace}/${a.MetricName}`);
    expect(metrics.filter((m) => m === 'AWS/Lambda/Duration')).toHaveLength(routeList.length);
    expect(metrics).toEqual(
      expect.arrayContaining([
        'AWS/ApiGateway/5XXError',
        'AWS/Lambda/Throttles',
        'AWS/Lambda/Errors',
        'AWS/RDS/CPUUtilization',
        'AWS/RDS/ACUUtilization',
        'AWS/RDS/DatabaseConnections',
        'AWS/RDS/DatabaseConnectionsBorrowLatency',
      ]),
    );
    for (const route of routeList) {
      const fnId = idOf(routeFunction(route));
      const latency = alarms.find((a) => a.MetricName === 'Duration' && a.Dimensions?.[0]?.Value?.Ref === fnId);
      expect(latency, `${route.method} ${route.path}`).toMatchObject({
        ExtendedStatistic: 'p99',
        Threshold: LATENCY_P99_MS[route.category],
      });
    }
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('exports: a private, encrypted, TLS-only bucket expiring files after EXPORT_TTL_HOURS; a runner in the VPC that the job routes start, presign and delete for', () => {
    const exports = stack.routeStacks.get('RoutesExports')!.exports!;
    const bucket = resources[idOf(exports.bucket)]!;
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: {
        Rules: [
          {
            Prefix: 'exports/',
            ExpirationInDays: Math.ceil(EXPORT_TTL_HOURS / 24),
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            Status: 'Enabled',
          },
        ],
      },
    });
    const policy = resourcesOf(template, 'AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === idOf(exports.bucket))![1];
    expect(policy.Properties.PolicyDocument.Statement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      ]),
    );

    const runnerId = idOf(exports.runner);
    const runner = resources[runnerId]!;
    expect(runner.Properties).toMatchObject({ Timeout: 900, MemorySize: 2048, EphemeralStorage: { Size: 10240 } });
    expect(runner.Properties.VpcConfig.SubnetIds).toHaveLength(2);
    expect(runner.Properties.Environment.Variables).toMatchObject({
      EXPORTS_BUCKET: { Ref: idOf(exports.bucket) },
      EXPORT_TTL_HOURS: String(EXPORT_TTL_HOURS),
    });
    expect(JSON.stringify(runner.Properties.Environment.Variables.DATABASE_SECRET_ARN)).toContain(secretIdOf(template, 'api'));
    const invokeConfig = resourcesOf(template, 'AWS::Lambda::EventInvokeConfig').find(
      ([, c]) => JSON.stringify(c.Properties.FunctionName) === JSON.stringify({ Ref: runnerId }),
    )![1];
    expect(invokeConfig.Properties.MaximumRetryAttempts).toBe(0);
    expect(
      actionsOf(template, runnerId)
        .filter((a) => a.startsWith('s3:'))
        .sort(),
    ).toEqual(['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:PutObject']);

    for (const route of routeList) {
      const fnId = idOf(routeFunction(route));
      const actions = actionsOf(template, fnId);
      const jobs = route.category === 'Exports';
      expect(actions.includes('lambda:InvokeFunction'), route.path).toBe(jobs);
      expect(actions.filter((a) => a.startsWith('s3:')).sort(), route.path).toEqual(jobs ? ['s3:DeleteObject', 's3:GetObject'] : []);
      if (!jobs) continue;
      expect(resources[fnId]!.Properties.Environment.Variables).toMatchObject({
        EXPORTS_BUCKET: { Ref: idOf(exports.bucket) },
        EXPORT_RUNNER_FUNCTION: { Ref: runnerId },
      });
    }
  });

  it('loads: the load state machine maps the import objects under its prefix to shards, each looping the loader until done, then finishes once', () => {
    const loaderId = idOf(stack.operations.loaderFunction);
    const bucketId = idOf(stack.operations.importBucket);
    const machine = resources[idOf(stack.operations.loads.stateMachine)]!;
    expect(machine.Properties).toMatchObject({
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false },
    });
    const parts = machine.Properties.DefinitionString['Fn::Join'][1] as unknown[];
    const definition = JSON.parse(parts.map((p) => (typeof p === 'string' ? p : 'REF')).join(''));
    expect(definition.TimeoutSeconds).toBe(LOAD_TIMEOUT.toSeconds());
    expect(definition.StartAt).toBe('Shards');
    const shards = definition.States.Shards;
    expect(shards).toMatchObject({
      Type: 'Map',
      MaxConcurrency: LOAD_SHARDS,
      ResultPath: null,
      Next: 'Finish',
      // every object under the execution's prefix, as s3://bucket/key
      ItemReader: { Resource: 'arn:REF:states:::s3:listObjectsV2', Parameters: { Bucket: 'REF', 'Prefix.$': '$.prefix' } },
      ItemSelector: { 'load.$': '$.load', 'source.$': "States.Format('s3://REF/{}', $$.Map.Item.Value.Key)" },
      ItemProcessor: { ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' }, StartAt: 'LoadShard' },
    });
    const child = shards.ItemProcessor.States;
    const retry = {
      ErrorEquals: ['States.ALL'],
      MaxAttempts: LOAD_STEP_RETRIES.maxAttempts,
      IntervalSeconds: LOAD_STEP_RETRIES.interval.toSeconds(),
      BackoffRate: LOAD_STEP_RETRIES.backoffRate,
    };
    const task = { Type: 'Task', Resource: 'REF', ResultPath: '$.result', TimeoutSeconds: LOADER_TIMEOUT.toSeconds() + 60 };
    expect(child.LoadShard).toMatchObject({
      ...task,
      Parameters: { shard: { 'load.$': '$.load', 'source.$': '$.source' } },
      Next: 'ShardDone',
    });
    expect(child.LoadShard.Retry).toContainEqual(retry);
    expect(child.ShardDone).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.result.done', BooleanEquals: true, Next: 'ShardLoaded' }],
      Default: 'LoadShard',
    });
    expect(definition.States.Finish).toMatchObject({ ...task, Parameters: { finish: { 'load.$': '$.load' } }, Next: 'Finished' });
    expect(definition.States.Finish.Retry).toContainEqual(retry);
    expect(definition.States.Finished).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.result.done', BooleanEquals: true, Next: 'Loaded' }],
      Default: 'Finish',
    });
    const references = JSON.stringify(parts.filter((p) => typeof p !== 'string'));
    expect(references).toContain(loaderId);
    expect(references).toContain(bucketId);

    // the machine invokes the loader, lists the import bucket and runs its own child executions; the
    // loader may take more shards at once than the map runs (an operator's own invocations)
    const roleId = machine.Properties.RoleArn['Fn::GetAtt'][0] as string;
    const actions = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
      .flatMap((st) => [st.Action].flat())
      .filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'));
    expect([...new Set(actions)].sort()).toEqual([
      'lambda:InvokeFunction',
      's3:ListBucket',
      'states:DescribeExecution',
      // a map run redriven with its execution (aws stepfunctions redrive-execution)
      'states:RedriveExecution',
      'states:StartExecution',
      'states:StopExecution',
    ]);
    expect(resources[loaderId]!.Properties.ReservedConcurrentExecutions).toBeGreaterThan(LOAD_SHARDS);
    expect(resources[loaderId]!.Properties.Timeout).toBe(LOADER_TIMEOUT.toSeconds());
  });

  it('exports: a chunked job runs as a state machine looping the runner a part a step, with retries, timeouts and only the runner to invoke', () => {
    const exports = stack.routeStacks.get('RoutesExports')!.exports!;
    const runnerId = idOf(exports.runner);
    const machineId = idOf(exports.chunkedJobs);
    const machine = resources[machineId]!;
    expect(machine.Properties).toMatchObject({
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false },
    });
    // the definition is a Fn::Join of text and references: each reference stands as a placeholder
    const parts = machine.Properties.DefinitionString['Fn::Join'][1] as unknown[];
    const definition = JSON.parse(parts.map((p) => (typeof p === 'string' ? p : 'REF')).join(''));
    expect(definition.TimeoutSeconds).toBe(CHUNKED_JOB_TIMEOUT.toSeconds());
    expect(definition.StartAt).toBe('NextPart');
    const next = definition.States.NextPart;
    expect(next).toMatchObject({
      Type: 'Task',
      // the runner's ARN: the task's input is the function's event, its answer the task's result
      Resource: 'REF',
      TimeoutSeconds: RUNNER_TIMEOUT.toSeconds() + 60,
      Parameters: { 'id.$': '$.id', step: 'next', 'run.$': '$$.Execution.Id' },
      ResultPath: '$.result',
      Next: 'Done',
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FailJob' }],
    });
    expect(next.Retry).toContainEqual({
      ErrorEquals: ['States.ALL'],
      MaxAttempts: STEP_RETRIES.maxAttempts,
      IntervalSeconds: STEP_RETRIES.interval.toSeconds(),
      BackoffRate: STEP_RETRIES.backoffRate,
    });
    expect(definition.States.Done).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.result.done', BooleanEquals: true, Next: 'Written' }],
      Default: 'NextPart',
    });
    expect(definition.States.FailJob).toMatchObject({ Parameters: { 'id.$': '$.id', step: 'fail' }, Next: 'Failed' });
    expect(JSON.stringify(parts.filter((p) => typeof p !== 'string'))).toContain(runnerId);

    // least privilege: the state machine invokes the runner (and its versions), and logs and traces
    const roleId = machine.Properties.RoleArn['Fn::GetAtt'][0] as string;
    const statements = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const invoke = statements.filter((st) => [st.Action].flat().includes('lambda:InvokeFunction'));
    expect(invoke).toHaveLength(1);
    expect([invoke[0]!.Action].flat()).toEqual(['lambda:InvokeFunction']);
    expect(JSON.stringify(invoke[0]!.Resource)).toContain(runnerId);
    expect(
      statements
        .flatMap((st) => [st.Action].flat())
        .filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'))
        .sort(),
    ).toEqual(['lambda:InvokeFunction']);

    // POST's invocation answers {id, started: true} to EventBridge, whose rule starts the machine with the id
    const invokeConfig = resourcesOf(template, 'AWS::Lambda::EventInvokeConfig').find(
      ([, c]) => JSON.stringify(c.Properties.FunctionName) === JSON.stringify({ Ref: runnerId }),
    )![1];
    expect(JSON.stringify(invokeConfig.Properties.DestinationConfig.OnSuccess.Destination)).toContain(':event-bus/default');
    expect(actionsOf(template, runnerId)).toContain('events:PutEvents');
    const rule = resources[idOf(exports.startChunked)]!;
    expect(rule.Properties.EventPattern).toEqual({
      source: ['lambda'],
      'detail-type': ['Lambda Function Invocation Result - Success'],
      detail: {
        requestContext: { functionArn: [{ prefix: { 'Fn::GetAtt': [runnerId, 'Arn'] } }] },
        responsePayload: { started: [true] },
      },
    });
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { Ref: machineId },
        InputTransformer: {
          InputPathsMap: { 'detail-responsePayload-id': '$.detail.responsePayload.id' },
          InputTemplate: '{"id":<detail-responsePayload-id>}',
        },
        RetryPolicy: { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 },
      }),
    ]);
  });

  it('caps every function with reserved concurrency from infra/config.ts', () => {
    for (const [id, fn] of ownFunctions(template)) expect(fn.Properties.ReservedConcurrentExecutions, id).toBeGreaterThan(0);
    expect(resources[idOf(apiConstruct().authorizerFunction)]!.Properties.ReservedConcurrentExecutions).toBe(CONCURRENCY.authorizer);
    // read from each route's declaration (RouteDef.database, RouteDef.deployment)
    for (const route of routeList) {
      const expected =
        route.database === false ? CONCURRENCY.light : route.deployment?.concurrency === 'heavy' ? CONCURRENCY.heavy : CONCURRENCY.route;
      expect(resources[idOf(routeFunction(route))]!.Properties.ReservedConcurrentExecutions, route.path).toBe(expected);
    }
    expect(routeList.filter((r) => r.deployment?.concurrency === 'heavy').length).toBeGreaterThan(0);
  });

  it('keeps every log group for a limited time, the ones of CDK’s helper functions included', () => {
    const groups = resourcesOf(template, 'AWS::Logs::LogGroup');
    for (const [id, group] of groups) expect(group.Properties.RetentionInDays, id).toBeGreaterThan(0);
    const named = new Set(groups.map(([, g]) => JSON.stringify(g.Properties.LogGroupName)));
    for (const [id, fn] of resourcesOf(template, 'AWS::Lambda::Function')) {
      const own = fn.Properties.LoggingConfig?.LogGroup;
      if (own) expect(resources[own.Ref]?.Type, id).toBe('AWS::Logs::LogGroup');
      else
        expect(
          named.has(JSON.stringify({ 'Fn::Join': ['', ['/aws/lambda/', { Ref: id }]] })),
          `${id} has a log group with a retention`,
        ).toBe(true);
    }
  });

  it('traces every function (Powertools Tracer captures the database and AWS SDK calls inside)', () => {
    for (const [id, fn] of ownFunctions(template)) expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
  });
});

/** CloudFormation's limits per template (docs/deployment.md#templates). */
const CFN_LIMITS = { resources: 500, outputs: 200, parameters: 200 };

describe('templates within CloudFormation’s limits, with room for more routes', () => {
  const sizes = (stack: ApiStack) =>
    partsOf(stack).map((part) => ({
      template: part.stack.node.path,
      resources: Object.keys(part.json.Resources).length,
      outputs: Object.keys(part.json.Outputs ?? {}).length,
      parameters: Object.keys(part.json.Parameters ?? {}).length,
    }));
  const withinBudget = (stack: ApiStack) => {
    for (const size of sizes(stack)) {
      expect(size.resources, `${size.template} resources`).toBeLessThanOrEqual(TEMPLATE_RESOURCE_BUDGET);
      expect(size.outputs, `${size.template} outputs`).toBeLessThanOrEqual(CFN_LIMITS.outputs);
      expect(size.parameters, `${size.template} parameters`).toBeLessThanOrEqual(CFN_LIMITS.parameters);
    }
    expect(TEMPLATE_RESOURCE_BUDGET).toBeLessThan(CFN_LIMITS.resources);
  };

  it('keeps every template of the registry’s deployment under the budget, routes’ functions in nested stacks by area', () => {
    const stack = registryBuild();
    withinBudget(stack);
    const byStack = new Map<string, string[]>();
    for (const { route, fn } of stack.apiConstruct.routes) {
      const owner = Stack.of(fn);
      expect(NestedStack.isNestedStack(owner), `${route.path} has its function in a nested stack`).toBe(true);
      expect(owner.node.id).toBe(routeStackId(route));
      byStack.set(owner.node.id, [...(byStack.get(owner.node.id) ?? []), route.path]);
    }
    expect([...byStack.keys()].sort()).toEqual([...routeStacks(routeList).keys()].sort());
    // the stateful resources sit in one nested stack that routes never touch
    for (const construct of [stack.database, stack.proxy, stack.keyTable, stack.operations.schema])
      expect(Stack.of(construct)).toBe(stack.data);
  });

  it(`still fits with ${ROUTE_HEADROOM} more routes, all in one area`, () => {
    const extra: RouteDef[] = Array.from({ length: ROUTE_HEADROOM }, (_, i) => ({
      ...routes.propertySearch,
      path: `/properties/extra-${i}/{propertyId}`,
      method: 'GET',
    }));
    const bigger = build([...routeList, ...extra]);
    withinBudget(bigger);
    const before = new Map(sizes(registryBuild()).map((s) => [s.template.replace(/^Test\//, ''), s.resources]));
    const after = sizes(bigger);
    const grown = after.filter((s) => s.resources > (before.get(s.template.replace(/^Test\//, '')) ?? 0)).map((s) => s.template);
    // each route adds to the root (its methods and path) and to its area's stack (its function), nowhere else
    expect(grown.sort()).toEqual(['Test', `Test/${routeStackId(routes.propertySearch)}`].sort());
  });
});
