/**
 * The watch on AWS's 10,000 API keys per account and region (docs/deployment.md#the-api-key-ceiling):
 * every hour a function counts the keys (GetApiKeys, page by page) and writes the ApiKeys metric,
 * and an alarm on the alarm topic goes off at 80% of the ceiling. A failed count leaves the metric
 * missing, which the ceiling alarm reads as fine, so the count's own errors are an alarm too.
 */
import { Aws, Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { API_KEY_ALARM_AT, API_KEY_METRIC } from '../shared/platform/api-key-metric.ts';
import { API_KEY_LIMIT } from '../shared/platform/subscribers.ts';
import { CONCURRENCY } from './config.ts';
import { nodeFunction } from './lambda.ts';
import type { Observability } from './observability.ts';

/** How often the keys are counted: keys come from the keys CLI, so an hour is early enough to act. */
export const API_KEY_COUNT_RATE = Duration.hours(1);

export class ApiKeyCeiling extends Construct {
  readonly counter: LambdaFunction;
  readonly alarm: cloudwatch.Alarm;
  readonly errorsAlarm: cloudwatch.Alarm;

  constructor(
    scope: Construct,
    id: string,
    { observability, environment }: { observability: Observability; environment: Record<string, string> },
  ) {
    super(scope, id);
    this.counter = nodeFunction(
      this,
      'Counter',
      'functions/ops/api-key-count.ts',
      {
        description: 'Every hour: counts the API Gateway keys of the account and region (the ApiKeys metric)',
        memorySize: 256,
        timeout: Duration.minutes(1),
        environment,
      },
      { reservedConcurrency: CONCURRENCY.apiKeyCount },
    );
    this.counter.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['apigateway:GET'],
        // GetApiKeys, every page of it; the partition and region tokens keep the ARN valid in any region
        resources: [`arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::/apikeys`],
      }),
    );
    new events.Rule(this, 'Schedule', {
      description: 'Counts the API Gateway keys against the ceiling',
      schedule: events.Schedule.rate(API_KEY_COUNT_RATE),
      targets: [new targets.LambdaFunction(this.counter, { retryAttempts: 2 })],
    });
    this.alarm = observability.alarm(
      this,
      'Alarm',
      new cloudwatch.Metric({ ...API_KEY_METRIC, statistic: 'Maximum', period: API_KEY_COUNT_RATE }),
      API_KEY_ALARM_AT - 1,
      `${API_KEY_ALARM_AT.toLocaleString('en-US')} API keys or more in the account and region, of the ${API_KEY_LIMIT.toLocaleString('en-US')} AWS allows (disabled keys count): purge revoked keys or plan beyond the ceiling (docs/deployment.md#the-api-key-ceiling).`,
    );
    this.errorsAlarm = observability.alarm(
      this,
      'CounterErrors',
      this.counter.metricErrors({ period: API_KEY_COUNT_RATE, statistic: 'Sum' }),
      0,
      'The API key count failed, so the ApiKeys metric and its alarm are blind: read its log.',
    );
  }
}
