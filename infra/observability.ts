/**
 * How the service is watched (docs/deployment.md#operations): the stage's access log, CloudWatch
 * alarms sent to the SNS topic given as the AlarmTopicArn parameter, one dashboard, and a
 * retention on every log group of the stack, the ones Lambda makes by itself for CDK's helper
 * functions included.
 */
import { Aspects, CfnParameter, CfnResource, Duration, Fn, type IAspect, Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as rds from 'aws-cdk-lib/aws-rds';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct, type IConstruct } from 'constructs';
import type { RouteDef } from '../shared/platform/http/route.ts';
import type { DeploymentEnvironment } from './config.ts';
import { LOG_RETENTION } from './lambda.ts';

/** Thresholds of the alarms that are not per route. */
export const ALARM_THRESHOLDS = {
  /** share of requests answered 5xx over 5 minutes */
  serverErrorRate: 0.01,
  /** Lambda throttles (reserved concurrency reached) in 5 minutes, across the account */
  throttles: 10,
  /** authorizer invocation errors in 5 minutes: the key store failing */
  authorizerErrors: 5,
  /** Aurora writer CPU, percent */
  databaseCpu: 80,
  /** Aurora Serverless v2 ACU utilisation, percent of the maximum capacity */
  databaseAcu: 90,
  /** connections on the writer */
  databaseConnections: 400,
  /** RDS Proxy p99 wait for a database connection, microseconds (the client gives up after DB_CONNECT_TIMEOUT) */
  proxyBorrowLatencyMicros: 1_000_000,
  /** share of requests answered 4xx over 5 minutes: above it, a client is broken or someone is probing keys */
  clientErrorRate: 0.2,
  /** throttled DynamoDB requests on the key table in 5 minutes */
  keyTableThrottles: 1,
};

export interface MonitoredParts {
  api: apigateway.RestApi;
  routes: readonly { route: RouteDef; fn: LambdaFunction }[];
  authorizer: LambdaFunction;
  cluster: rds.DatabaseCluster;
  proxy: rds.DatabaseProxy;
  keyTable: dynamodb.ITable;
  /** the migration and loader functions: any error is an alarm */
  operations: Record<string, LambdaFunction>;
}

export class Observability extends Construct {
  readonly accessLogs: logs.LogGroup;
  readonly alarmTopic: sns.ITopic;
  readonly alarms: cloudwatch.Alarm[] = [];
  dashboard?: cloudwatch.Dashboard;

  readonly logRetention: logs.RetentionDays;

  constructor(scope: Construct, id: string, { deployment }: { deployment: DeploymentEnvironment }) {
    super(scope, id);
    this.logRetention = deployment.logRetention;
    this.accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: deployment.logRetention,
      removalPolicy: deployment.removalPolicy,
    });
    const topicArn = new CfnParameter(Stack.of(this), 'AlarmTopicArn', {
      type: 'String',
      description: 'ARN of the SNS topic that receives the alarms (subscribe the on-call address or pager to it)',
      allowedPattern: '^arn:aws[a-z-]*:sns:[a-z0-9-]+:\\d{12}:[A-Za-z0-9_.-]+$',
    });
    this.alarmTopic = sns.Topic.fromTopicArn(this, 'AlarmTopic', topicArn.valueAsString);
    Aspects.of(Stack.of(this)).add(new LogRetentionEverywhere());
  }

  get accessLogDestination(): apigateway.IAccessLogDestination {
    return new apigateway.LogGroupLogDestination(this.accessLogs);
  }

  /**
   * An alarm sent to the alarm topic, in any scope (a route's latency alarm sits beside its
   * function, in the route's nested stack).
   */
  alarm(
    scope: Construct,
    id: string,
    metric: cloudwatch.Metric,
    threshold: number,
    description: string,
    evaluationPeriods = 1,
  ): cloudwatch.Alarm {
    const created = metric.createAlarm(scope, id, {
      threshold,
      evaluationPeriods,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    created.addAlarmAction(new actions.SnsAction(this.alarmTopic));
    created.addOkAction(new actions.SnsAction(this.alarmTopic));
    this.alarms.push(created);
    return created;
  }

  /** The alarms and the dashboard over the parts of the stack, once they exist. */
  watch(parts: MonitoredParts): void {
    const throttles = this.watchRequests(parts);
    const clusterMetric = this.watchDatabase(parts);
    this.addDashboard(parts, throttles, clusterMetric);
  }

  private alarmOf(id: string, metric: cloudwatch.Metric, threshold: number, description: string, evaluationPeriods = 1) {
    return this.alarm(this, id, metric, threshold, description, evaluationPeriods);
  }

  /** The alarms on requests: error rates, throttles, the authorizer, the key table and the operations functions. Returns the throttle metric. */
  private watchRequests({ api, authorizer, keyTable, operations }: MonitoredParts): cloudwatch.Metric {
    const fiveMinutes = Duration.minutes(5);
    const serverErrors = api.metricServerError({ period: fiveMinutes, statistic: 'Average' });
    this.alarmOf(
      'ServerErrorRate',
      serverErrors,
      ALARM_THRESHOLDS.serverErrorRate,
      'More than 1% of requests answered 5xx over 5 minutes.',
      2,
    );
    this.alarmOf(
      'ClientErrorRate',
      api.metricClientError({ period: fiveMinutes, statistic: 'Average' }),
      ALARM_THRESHOLDS.clientErrorRate,
      'More than 20% of requests answered 4xx over 10 minutes: a broken client, a bad deploy of a schema, or key probing (see the WAF).',
      2,
    );
    this.alarmOf(
      'KeyTableThrottles',
      keyTable.metric('ThrottledRequests', { period: fiveMinutes, statistic: 'Sum' }),
      ALARM_THRESHOLDS.keyTableThrottles - 1,
      'DynamoDB throttled the key table: the authorizer answers 503 for uncached keys.',
    );
    for (const [name, fn] of Object.entries(operations))
      this.alarmOf(
        `${name}Errors`,
        fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        0,
        `The ${name.toLowerCase()} function failed (a migration on deploy, or a load): read its log.`,
      );
    const throttles = new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: fiveMinutes });
    this.alarmOf(
      'LambdaThrottles',
      throttles,
      ALARM_THRESHOLDS.throttles,
      'Functions refused invocations: a reserved concurrency (infra/config.ts) was reached.',
    );
    this.alarmOf(
      'AuthorizerErrors',
      authorizer.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
      ALARM_THRESHOLDS.authorizerErrors,
      'The authorizer failed: callers get 503 (the key store is unreachable or slow).',
    );
    return throttles;
  }

  /** The alarms on Aurora and RDS Proxy. Returns how to read a cluster metric. */
  private watchDatabase({ cluster, proxy }: MonitoredParts): (metricName: string, statistic?: string) => cloudwatch.Metric {
    const fiveMinutes = Duration.minutes(5);
    const clusterMetric = (metricName: string, statistic = 'Average') =>
      new cloudwatch.Metric({
        namespace: 'AWS/RDS',
        metricName,
        dimensionsMap: { DBClusterIdentifier: cluster.clusterIdentifier },
        statistic,
        period: fiveMinutes,
      });
    this.alarmOf('DatabaseCpu', clusterMetric('CPUUtilization'), ALARM_THRESHOLDS.databaseCpu, 'Aurora CPU above 80% for 15 minutes.', 3);
    this.alarmOf(
      'DatabaseAcu',
      clusterMetric('ACUUtilization'),
      ALARM_THRESHOLDS.databaseAcu,
      'Aurora near its maximum capacity (ACU) for 15 minutes.',
      3,
    );
    this.alarmOf(
      'DatabaseConnections',
      clusterMetric('DatabaseConnections', 'Maximum'),
      ALARM_THRESHOLDS.databaseConnections,
      'Connections to Aurora near what its capacity allows.',
    );
    const proxyName = Fn.select(0, Fn.split('.', proxy.endpoint));
    this.alarmOf(
      'ProxyBorrowLatency',
      new cloudwatch.Metric({
        namespace: 'AWS/RDS',
        metricName: 'DatabaseConnectionsBorrowLatency',
        dimensionsMap: { ProxyName: proxyName },
        statistic: 'p99',
        period: fiveMinutes,
      }),
      ALARM_THRESHOLDS.proxyBorrowLatencyMicros,
      'Requests wait over a second for a database connection from RDS Proxy: connection borrow timeouts (503) follow.',
      2,
    );
    return clusterMetric;
  }

  private addDashboard(
    { api, routes, authorizer }: MonitoredParts,
    throttles: cloudwatch.Metric,
    clusterMetric: (metricName: string, statistic?: string) => cloudwatch.Metric,
  ): void {
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { dashboardName: `${Stack.of(this).stackName}-operations` });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Requests and errors',
        left: [api.metricCount({ period: Duration.minutes(1) })],
        right: [api.metricClientError({ period: Duration.minutes(1) }), api.metricServerError({ period: Duration.minutes(1) })],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency',
        left: [api.metricLatency({ statistic: 'p50' }), api.metricLatency({ statistic: 'p99' })],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Route p99 duration (ms)',
        left: routes.map(({ route, fn }) => fn.metricDuration({ statistic: 'p99', label: `${route.method} ${route.path}` })),
        width: 24,
        height: 8,
      }),
      new cloudwatch.GraphWidget({ title: 'Throttles and authorizer errors', left: [throttles, authorizer.metricErrors()], width: 12 }),
      new cloudwatch.GraphWidget({
        title: 'Aurora',
        left: [clusterMetric('CPUUtilization'), clusterMetric('ACUUtilization')],
        right: [clusterMetric('DatabaseConnections', 'Maximum')],
        width: 12,
      }),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 }),
    );
  }
}

export function accessLogFormat(): apigateway.AccessLogFormat {
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
      // Which subscriber's key served the request, its plan and owner, for usage questions.
      usageKeyId: f.contextIdentityApiKeyId(),
      subscriber: f.contextAuthorizer('subscriberId'),
      plan: f.contextAuthorizer('plan'),
      owner: f.contextAuthorizer('owner'),
      errorType: f.contextErrorResponseType(),
      error: f.contextErrorMessage(),
      authorizerError: f.contextAuthorizerError(),
    }),
  );
}

/**
 * A retention for the log group of any function that does not name its own (CDK's helper
 * functions, such as the VPC's default-security-group custom resource): the group Lambda would
 * create on first run is created here first, with its retention, under the name Lambda uses.
 */
class LogRetentionEverywhere implements IAspect {
  visit(node: IConstruct): void {
    // CDK's own custom resource providers are plain CfnResources of the Lambda type, without a log group setting
    if (!(node instanceof CfnResource) || node.cfnResourceType !== 'AWS::Lambda::Function') return;
    if (node instanceof lambda.CfnFunction && (node.loggingConfig as lambda.CfnFunction.LoggingConfigProperty | undefined)?.logGroup)
      return;
    new logs.LogGroup(node.node.scope as Construct, `${node.node.id}LogGroup`, {
      logGroupName: Fn.join('', ['/aws/lambda/', node.ref]),
      retention: LOG_RETENTION,
    });
  }
}
