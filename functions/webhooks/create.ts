import { db } from '../../shared/platform/db/client.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { webhookRoutes } from '../../shared/webhooks/routes.ts';
import { createWebhook } from '../../shared/webhooks/webhooks.ts';

export const handler = endpoint(
  webhookRoutes.webhookCreate,
  async ({ body, plan, caller }) =>
    new Reply(await createWebhook(await db(), { subscriberId: caller.subscriberId, plan }, body), { status: 201 }),
);
