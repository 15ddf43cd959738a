import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';
import { webhookRoutes } from '../../shared/webhooks/routes.ts';
import { updateWebhook } from '../../shared/webhooks/webhooks.ts';

export const handler = endpoint(webhookRoutes.webhookUpdate, async ({ params, body, plan, caller }) =>
  updateWebhook(await db(), { subscriberId: caller.subscriberId, plan }, params.id, body),
);
