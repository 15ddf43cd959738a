import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';
import { webhookRoutes } from '../../shared/webhooks/routes.ts';
import { webhookOne } from '../../shared/webhooks/webhooks.ts';

export const handler = endpoint(webhookRoutes.webhookGet, async ({ params, plan, caller }) =>
  webhookOne(await db(), { subscriberId: caller.subscriberId, plan }, params.id),
);
