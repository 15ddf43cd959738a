import { submitExport } from '../../shared/exports/jobs.ts';
import { exportRoutes } from '../../shared/exports/routes.ts';
import { db } from '../../shared/platform/db/client.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(exportRoutes.exportCreate, async ({ body, plan, caller }) => {
  const job = await submitExport(await db(), body, plan, caller.subscriberId);
  return new Reply({ id: job.id, status: job.status }, { status: 202 });
});
