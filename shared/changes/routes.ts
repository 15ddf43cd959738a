/** Change feed routes. */
import { defineRoute, type RouteDef } from '../platform/http/route.ts';
import { ChangesPage, ChangesQuery } from './schemas.ts';

export const changesRoutes = {
  changes: defineRoute({
    method: 'GET',
    path: '/changes',
    handler: 'functions/changes/changes.ts',
    category: 'Changes',
    summary: 'What changed since a cursor',
    description:
      'The change feed: every new or changed property, sale, other document, lease, listing, owner change and valuation move the loads wrote, in the order they became visible, after `since`. Page with `next_cursor` while `has_more`; when it is false the feed is read to its end, and the same `next_cursor` answers what arrives later. Without `since` the answer is the current end of the feed. Filter by `types` and one geography selection (`search_type` with the place, or `geography_values`; at most 25 places) or `property_ids`. A cursor older than the retention (30 days by default) answers 410 with the oldest cursor in `oldest_cursor`. Every plan.',
    auth: true,
    query: ChangesQuery,
    response: ChangesPage,
    responseDescription: 'A page of change events in feed order.',
    errors: [404, 410],
  }),
} satisfies Record<string, RouteDef>;
