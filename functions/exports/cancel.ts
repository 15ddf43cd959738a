import { cancelExport } from '../../shared/exports/jobs.ts';
import { exportRoutes } from '../../shared/exports/routes.ts';
import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(exportRoutes.exportCancel, async ({ params, caller }) =>
  cancelExport(await db(), params.id, caller.subscriberId),
);
