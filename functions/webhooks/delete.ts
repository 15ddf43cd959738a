import { db } from '../../shared/platform/db/client.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { webhookRoutes } from '../../shared/webhooks/routes.ts';
import { deleteWebhook } from '../../shared/webhooks/webhooks.ts';

export const handler = endpoint(webhookRoutes.webhookDelete, async ({ params, plan, caller }) => {
  await deleteWebhook(await db(), { subscriberId: caller.subscriberId, plan }, params.id);
  return new Reply(undefined, { status: 204 });
});
