import { listExports } from '../../shared/exports/jobs.ts';
import { exportRoutes } from '../../shared/exports/routes.ts';
import { db } from '../../shared/platform/db/client.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(exportRoutes.exportList, async ({ query, caller }) => {
  const { data, total } = await listExports(await db(), caller.subscriberId, query.page, query.page_size);
  const hasMore = query.page * query.page_size < total;
  return new Reply(
    { data, total, page: query.page, page_size: query.page_size, has_more: hasMore },
    { paging: { page: query.page, hasMore } },
  );
});
