import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';
import { webhookRoutes } from '../../shared/webhooks/routes.ts';
import { webhookList } from '../../shared/webhooks/webhooks.ts';

export const handler = endpoint(webhookRoutes.webhookList, async ({ plan, caller }) =>
  webhookList(await db(), { subscriberId: caller.subscriberId, plan }),
);
