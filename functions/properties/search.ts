import { dataSourceHeaders } from '../../shared/analytics/data-source.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { recordForPlan } from '../../shared/properties/records/plan-fields.ts';
import { propertyRoutes } from '../../shared/properties/routes.ts';
import { search } from '../../shared/properties/search/search.ts';

export const handler = endpoint(propertyRoutes.propertySearch, async ({ query, plan }) => {
  const { rows, total } = await search(query, plan);
  const hasMore = query.page * query.page_size < total;
  return new Reply(
    { data: rows.map((r) => recordForPlan(r, plan)), total, page: query.page, page_size: query.page_size, has_more: hasMore },
    { headers: dataSourceHeaders(rows.map((r) => r.data_source)), paging: { page: query.page, hasMore } },
  );
});
