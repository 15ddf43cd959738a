import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';
import { webhookRoutes } from '../../shared/webhooks/routes.ts';
import { webhookDeliveries } from '../../shared/webhooks/webhooks.ts';

export const handler = endpoint(webhookRoutes.webhookDeliveries, async ({ params, query, plan, caller }) =>
  webhookDeliveries(await db(), { subscriberId: caller.subscriberId, plan }, params.id, query.limit ?? 50),
);
