import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';
import { webhookRoutes } from '../../shared/webhooks/routes.ts';
import { testWebhook } from '../../shared/webhooks/webhooks.ts';

export const handler = endpoint(webhookRoutes.webhookTest, async ({ params, plan, caller }) =>
  testWebhook(await db(), { subscriberId: caller.subscriberId, plan }, params.id),
);
