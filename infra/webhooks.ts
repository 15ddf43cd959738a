/**
 * Webhook deliveries on AWS (docs/webhooks.md#on-aws): a dispatcher run every minute inside the
 * VPC (records reported attempts, matches the change feed, queues due deliveries), a delivery
 * function fed by the delivery queue outside the VPC (the VPC has no route to the internet) that
 * signs, POSTs and reports each attempt on the result queue, a dead-letter queue for messages it
 * cannot handle, the signing key as a secret, and alarms on the queue's oldest message, the
 * dead letters and both functions' errors.
 */
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { QUEUE_CLAIM_SECONDS } from '../shared/webhooks/queue.ts';
import { DELIVERY_TIMEOUT_MS } from '../shared/webhooks/send.ts';
import { CONCURRENCY } from './config.ts';
import type { Database } from './database.ts';
import { nodeFunction } from './lambda.ts';
import { acknowledge } from './nag.ts';
import type { Network } from './network.ts';
import type { Observability } from './observability.ts';

/** Alarm thresholds of the webhook path. */
export const WEBHOOK_ALARMS = {
  /** seconds the oldest due delivery may wait in the queue */
  oldestMessageAgeSeconds: 300,
  /** messages in the dead-letter queue */
  deadLetters: 0,
  /** function errors in 5 minutes */
  errors: 0,
} as const;

/** Receives of a delivery message before it goes to the dead-letter queue. */
export const DELIVERY_MAX_RECEIVES = 5;

export interface WebhooksProps {
  network: Network;
  database: Database;
  observability: Observability;
  environment: Record<string, string>;
}

export class Webhooks extends Construct {
  readonly signingKey: secretsmanager.Secret;
  readonly deliveryQueue: sqs.Queue;
  readonly resultQueue: sqs.Queue;
  readonly deadLetters: sqs.Queue;
  readonly dispatcher: LambdaFunction;
  readonly delivery: LambdaFunction;

  constructor(scope: Construct, id: string, props: WebhooksProps) {
    super(scope, id);
    this.signingKey = this.signingKeySecret();
    const { deadLetters, deliveryQueue, resultQueue } = this.queues();
    this.deadLetters = deadLetters;
    this.deliveryQueue = deliveryQueue;
    this.resultQueue = resultQueue;
    this.dispatcher = this.dispatcherFunction(props);
    this.delivery = this.deliveryFunction(props.environment);
    this.addAlarms(props.observability);
  }

  private signingKeySecret(): secretsmanager.Secret {
    const key = new secretsmanager.Secret(this, 'SigningKey', {
      description: 'The key webhook signing secrets are derived from (shared/webhooks/secrets.ts)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      key,
      'AwsSolutions-SMG4',
      'Rotating the key would change every subscription’s signing secret, which subscribers were shown once: a rotation is a deliberate operation with notice, not a schedule.',
    );

    return key;
  }

  /** The delivery and result queues and their dead letters. */
  private queues(): { deadLetters: sqs.Queue; deliveryQueue: sqs.Queue; resultQueue: sqs.Queue } {
    const visibility = Duration.seconds(Math.ceil((DELIVERY_TIMEOUT_MS / 1000) * 10 * 1.5));
    // a claim must outlive every receive of its message, or a delivery could be sent twice at once
    if (visibility.toSeconds() * DELIVERY_MAX_RECEIVES >= QUEUE_CLAIM_SECONDS)
      throw new Error('the delivery queue would outlive the dispatcher’s claim');
    const queue = (name: string, props: sqs.QueueProps = {}) =>
      new sqs.Queue(this, name, { encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true, ...props });
    const deadLetters = queue('DeadLetters', { retentionPeriod: Duration.days(14) });
    const deliveryQueue = queue('Deliveries', {
      visibilityTimeout: visibility,
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: DELIVERY_MAX_RECEIVES },
    });
    const resultQueue = queue('Results', {
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: DELIVERY_MAX_RECEIVES },
    });
    for (const q of [deadLetters])
      acknowledge(q, 'AwsSolutions-SQS3', 'The dead-letter queue of the webhook queues: it has none of its own.');

    return { deadLetters, deliveryQueue, resultQueue };
  }

  /** Every minute, inside the VPC: records webhook attempts, matches the change feed, queues due deliveries. */
  private dispatcherFunction({ network, database, environment }: WebhooksProps): LambdaFunction {
    const queues = {
      WEBHOOK_DELIVERY_QUEUE_URL: this.deliveryQueue.queueUrl,
      WEBHOOK_RESULT_QUEUE_URL: this.resultQueue.queueUrl,
    };
    const fn = nodeFunction(
      this,
      'Dispatcher',
      'functions/ops/webhook-dispatch.ts',
      {
        vpc: network.vpc,
        vpcSubnets: network.isolated,
        securityGroups: [network.opsFunctionSg],
        description: 'Every minute: records webhook attempts, matches the change feed, queues due deliveries',
        memorySize: 512,
        timeout: Duration.seconds(50),
        environment: {
          ...environment,
          ...queues,
          DATABASE_HOST: database.proxy.endpoint,
          DATABASE_SECRET_ARN: database.apiSecret.secretArn,
          DB_POOL_MAX: '1',
        },
      },
      { reservedConcurrency: CONCURRENCY.webhookDispatcher, managedPolicies: [network.vpcNetworkInterfaces] },
    );
    database.apiSecret.grantRead(fn);
    this.deliveryQueue.grantSendMessages(fn);
    this.resultQueue.grantConsumeMessages(fn);
    new events.Rule(this, 'Schedule', {
      description: 'Runs the webhook dispatcher',
      schedule: events.Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(fn, { retryAttempts: 0 })],
    });

    return fn;
  }

  /** Signs and POSTs deliveries outside the VPC, fed by the delivery queue. */
  private deliveryFunction(environment: WebhooksProps['environment']): LambdaFunction {
    const fn = nodeFunction(
      this,
      'Delivery',
      'functions/ops/webhook-deliver.ts',
      {
        description: 'Signs and POSTs webhook deliveries to subscribers, outside the VPC; reports each attempt',
        memorySize: 512,
        timeout: Duration.seconds((DELIVERY_TIMEOUT_MS / 1000) * 10),
        environment: {
          ...environment,
          WEBHOOK_RESULT_QUEUE_URL: this.resultQueue.queueUrl,
          WEBHOOK_SIGNING_KEY_SECRET_ARN: this.signingKey.secretArn,
          WEBHOOK_URL_POLICY: 'public-https',
        },
      },
      { reservedConcurrency: CONCURRENCY.webhookDelivery },
    );
    fn.addEventSource(new SqsEventSource(this.deliveryQueue, { batchSize: 10, reportBatchItemFailures: true }));
    this.signingKey.grantRead(fn);
    this.resultQueue.grantSendMessages(fn);

    return fn;
  }

  private addAlarms(observability: WebhooksProps['observability']): void {
    const fiveMinutes = Duration.minutes(5);
    observability.alarm(
      this,
      'OldestDelivery',
      this.deliveryQueue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: 'Maximum' }),
      WEBHOOK_ALARMS.oldestMessageAgeSeconds,
      'Webhook deliveries wait in the queue: the delivery function is failing, throttled or stopped.',
    );
    observability.alarm(
      this,
      'DeadLettersAlarm',
      this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
      WEBHOOK_ALARMS.deadLetters,
      'Webhook messages could not be handled (docs/webhooks.md#on-aws): read them, fix, redrive.',
    );
    for (const [name, fn] of [
      ['DispatcherErrors', this.dispatcher],
      ['DeliveryErrors', this.delivery],
    ] as const)
      observability.alarm(
        this,
        name,
        fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        WEBHOOK_ALARMS.errors,
        'A webhook function failed: deliveries are delayed until it recovers.',
      );
  }
}
