import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { dataSourceHeaders } from '../../shared/properties/data-source.ts';
import { recordForPlan } from '../../shared/properties/present.ts';
import { search } from '../../shared/properties/search.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.propertySearch, async ({ query, plan }) => {
  const { rows, total } = await search(query, plan);
  return new Reply(
    { data: rows.map((r) => recordForPlan(r, plan)), total, page: query.page, page_size: query.page_size },
    { headers: dataSourceHeaders(rows.map((r) => r.data_source)) },
  );
});
