/**
 * The webhook delivery function on AWS (infra/webhooks.ts), fed by the delivery queue, outside the
 * VPC so it reaches subscribers' URLs; it never touches the database.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { config } from '../../shared/platform/config.ts';
import { deliverMessages } from '../../shared/webhooks/queue.ts';

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const result = config().WEBHOOK_RESULT_QUEUE_URL;
  if (!result) throw new Error('WEBHOOK_RESULT_QUEUE_URL must be set');
  return deliverMessages(event, result);
}
