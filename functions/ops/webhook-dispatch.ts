/**
 * The webhook dispatcher on AWS (infra/webhooks.ts), run every minute by EventBridge inside the
 * VPC: records reported attempts, matches the change feed, queues the due deliveries.
 */
import { config } from '../../shared/platform/config.ts';
import { db } from '../../shared/platform/db/client.ts';
import { logger } from '../../shared/platform/log.ts';
import { dispatchRound } from '../../shared/webhooks/queue.ts';

export async function handler(): Promise<{ recorded: number; matched: number; queued: number }> {
  const { WEBHOOK_DELIVERY_QUEUE_URL: delivery, WEBHOOK_RESULT_QUEUE_URL: result } = config();
  if (!delivery || !result) throw new Error('WEBHOOK_DELIVERY_QUEUE_URL and WEBHOOK_RESULT_QUEUE_URL must be set');
  const round = await dispatchRound(await db(), { delivery, result });
  logger.info('webhook dispatch round', round);
  return round;
}
