/**
 * The `Link` header of a page of a list (RFC 8288; docs/design.md#lists): `first`, `prev` (from page
 * 2 on) and `next` (when a later page has rows), each the request's own URL with only `page`
 * changed, every other parameter kept as sent and in its order.
 */

export interface Paging {
  page: number;
  hasMore: boolean;
}

type QueryValues = Readonly<Record<string, readonly string[] | undefined>> | null | undefined;

export function pageLinks(path: string, query: QueryValues, paging: Paging): string {
  const link = (page: number, rel: string) => `<${pageUrl(path, query, page)}>; rel="${rel}"`;
  return [
    link(1, 'first'),
    ...(paging.page > 1 ? [link(paging.page - 1, 'prev')] : []),
    ...(paging.hasMore ? [link(paging.page + 1, 'next')] : []),
  ].join(', ');
}

/** Characters a URI path may hold as they are (RFC 3986 pchar and `/`), `%` kept for what is already escaped. */
const UNSAFE_IN_PATH = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/g;

/**
 * Names and values are percent-encoded (a space is `%20`, never `+`: API Gateway hands a REST
 * integration `+` as it is, not as a space).
 */
export function pageUrl(path: string, query: QueryValues, page: number): string {
  const pairs: string[] = [];
  const pageParam = `page=${page}`;
  let placed = false;
  for (const [name, values] of Object.entries(query ?? {})) {
    if (name === 'page') {
      if (!placed) pairs.push(pageParam);
      placed = true;
    } else for (const value of values ?? []) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  if (!placed) pairs.push(pageParam);
  return `${path.replace(UNSAFE_IN_PATH, encodeURIComponent)}?${pairs.join('&')}`;
}
