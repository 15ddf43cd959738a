/**
 * The webhook path on AWS (docs/webhooks.md#on-aws). The dispatcher runs on a schedule inside the
 * VPC: it records the attempts the delivery function reported on the result queue, matches the
 * feed into deliveries, claims the due ones and sends them to the delivery queue. The delivery
 * function runs outside the VPC (the VPC has no route to the internet, by design): it signs and
 * POSTs each delivery and reports the attempt on the result queue. The database stays the one
 * record of every delivery; a claim outlives the trip through both queues, and a message the
 * delivery function cannot handle goes to the dead-letter queue.
 */
import {
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { Sql } from 'postgres';
import { logger } from '../platform/log.ts';
import { type ClaimedDelivery, claimDue, fanOut, meterDelivery, prepareFeed, recordAttempt, sendDelivery } from './dispatcher.ts';
import type { AttemptResult } from './send.ts';

/** Seconds a claim lasts on AWS: longer than the delivery queue's visibility timeout times its receives (infra/webhooks.ts). */
export const QUEUE_CLAIM_SECONDS = 1_800;
/** SQS takes at most 10 messages a batch; a round sends at most this many batches. */
const BATCH = 10;
const MAX_BATCHES = 50;

export interface AttemptReport {
  delivery: Pick<ClaimedDelivery, 'id' | 'webhook_id' | 'attempts'>;
  result: AttemptResult;
}

let client: SQSClient | undefined;
const sqs = () => (client ??= new SQSClient({}));

/** Records the attempts reported since the last round; answers how many. */
export async function recordReports(sql: Sql, resultQueueUrl: string): Promise<number> {
  let recorded = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const { Messages = [] } = await sqs().send(new ReceiveMessageCommand({ QueueUrl: resultQueueUrl, MaxNumberOfMessages: BATCH }));
    if (Messages.length === 0) break;
    for (const m of Messages) {
      const report = JSON.parse(m.Body!) as AttemptReport;
      await recordAttempt(sql, report.delivery, report.result);
    }
    await sqs().send(
      new DeleteMessageBatchCommand({
        QueueUrl: resultQueueUrl,
        Entries: Messages.map((m, n) => ({ Id: String(n), ReceiptHandle: m.ReceiptHandle! })),
      }),
    );
    recorded += Messages.length;
  }
  return recorded;
}

/** One scheduled round of the dispatcher. */
export async function dispatchRound(
  sql: Sql,
  queues: { delivery: string; result: string },
): Promise<{ recorded: number; matched: number; queued: number }> {
  const recorded = await recordReports(sql, queues.result);
  await prepareFeed(sql, true);
  const matched = await fanOut(sql);
  let queued = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const claimed = await claimDue(sql, BATCH, QUEUE_CLAIM_SECONDS);
    if (claimed.length === 0) break;
    const sendable: ClaimedDelivery[] = [];
    for (const c of claimed) if (await meterDelivery(sql, c)) sendable.push(c);
    if (sendable.length === 0) continue;
    const { Failed = [] } = await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: queues.delivery,
        Entries: sendable.map((c, n) => ({ Id: String(n), MessageBody: JSON.stringify(c) })),
      }),
    );
    // a message SQS did not take stays claimed until its claim runs out, then is due again
    if (Failed.length) logger.warn('deliveries not queued', { failed: Failed.length });
    queued += sendable.length - Failed.length;
  }
  return { recorded, matched, queued };
}

/** The delivery function: each message one signed POST, its attempt reported; a failure to report is retried by SQS. */
export async function deliverMessages(event: SQSEvent, resultQueueUrl: string): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  await Promise.all(
    event.Records.map(async (record) => {
      try {
        const delivery = JSON.parse(record.body) as ClaimedDelivery;
        const result = await sendDelivery(delivery);
        const report: AttemptReport = {
          delivery: { id: delivery.id, webhook_id: delivery.webhook_id, attempts: delivery.attempts },
          result,
        };
        await sqs().send(new SendMessageCommand({ QueueUrl: resultQueueUrl, MessageBody: JSON.stringify(report) }));
      } catch (err) {
        logger.error('webhook delivery not reported', { messageId: record.messageId, error: err as Error });
        failures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  return { batchItemFailures: failures };
}
