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
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
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
  readonly dispatcher: NodejsFunction;
  readonly delivery: NodejsFunction;

  constructor(scope: Construct, id: string, { network, database, observability, environment }: WebhooksProps) {
    super(scope, id);
    this.signingKey = new secretsmanager.Secret(this, 'SigningKey', {
      description: 'The key webhook signing secrets are derived from (shared/webhooks/secrets.ts)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      this.signingKey,
      'AwsSolutions-SMG4',
      'Rotating the key would change every subscription’s signing secret, which subscribers were shown once: a rotation is a deliberate operation with notice, not a schedule.',
    );

    const visibility = Duration.seconds(Math.ceil((DELIVERY_TIMEOUT_MS / 1000) * 10 * 1.5));
    // a claim must outlive every receive of its message, or a delivery could be sent twice at once
    if (visibility.toSeconds() * DELIVERY_MAX_RECEIVES >= QUEUE_CLAIM_SECONDS)
      throw new Error('the delivery queue would outlive the dispatcher’s claim');
    const queue = (name: string, props: sqs.QueueProps = {}) =>
      new sqs.Queue(this, name, { encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true, ...props });
    this.deadLetters = queue('DeadLetters', { retentionPeriod: Duration.days(14) });
    this.deliveryQueue = queue('Deliveries', {
      visibilityTimeout: visibility,
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: DELIVERY_MAX_RECEIVES },
    });
    this.resultQueue = queue('Results', {
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: DELIVERY_MAX_RECEIVES },
    });
    for (const q of [this.deadLetters])
      acknowledge(q, 'AwsSolutions-SQS3', 'The dead-letter queue of the webhook queues: it has none of its own.');

    const queues = {
      WEBHOOK_DELIVERY_QUEUE_URL: this.deliveryQueue.queueUrl,
      WEBHOOK_RESULT_QUEUE_URL: this.resultQueue.queueUrl,
    };
    this.dispatcher = nodeFunction(
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
    database.apiSecret.grantRead(this.dispatcher);
    this.deliveryQueue.grantSendMessages(this.dispatcher);
    this.resultQueue.grantConsumeMessages(this.dispatcher);
    new events.Rule(this, 'Schedule', {
      description: 'Runs the webhook dispatcher',
      schedule: events.Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(this.dispatcher, { retryAttempts: 0 })],
    });

    this.delivery = nodeFunction(
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
    this.delivery.addEventSource(new SqsEventSource(this.deliveryQueue, { batchSize: 10, reportBatchItemFailures: true }));
    this.signingKey.grantRead(this.delivery);
    this.resultQueue.grantSendMessages(this.delivery);

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
