/** Buyer activity and buyer profile routes (places as in docs/design.md#geography-selection; top buyers keep their camelCase shape, docs/design.md#naming). */

import { defineRoute, type RouteDef } from '../platform/http/route.ts';
import { ActivityQuery, ActivityResponse, BestBuyersQuery, BestBuyersResponse, TopBuyersBody, TopBuyersResponse } from './schemas.ts';
import { WEIGHTS } from './scoring.ts';

export const buyerRoutes = {
  buyersTopBuyers: defineRoute({
    method: 'POST',
    path: '/buyers/activity/top-buyers',
    handler: 'functions/buyers/top-buyers.ts',
    headers: { dataSource: true },
    category: 'Buyers',
    parameterPaths: { state: 'body.filters.state', city: 'body.filters.city', dateFrom: 'body.filters.dateFrom' },
    summary: 'Top buyers in a state or city',
    description: [
      'The buyers with the most arms-length purchases in a state (or a city in it) over a date range, with their purchase value, average price, cash share, main markets, last purchase and portfolio size. Name variants are merged: a buyer is its normalised name.',
      '`filters.state` is required (a code or a name): a city without its state is a 400, since city names repeat across states. `filters.city` narrows to a city of that state (or "City, ST"). An unknown state code or city is a 404. Dates default to the year up to data_as_of (the latest purchase recorded in the place); any range, answered from a monthly rollup plus the exact days of partial months, equal to a scan of every purchase. Purchases without a recorded buyer name are left out.',
    ].join('\n\n'),
    auth: true,
    body: TopBuyersBody,
    response: TopBuyersResponse,
    responseDescription: 'The ranked buyers and the range used.',
    errors: [400, 404],
  }),
  buyersActivity: defineRoute({
    method: 'GET',
    path: '/buyers/activity',
    handler: 'functions/buyers/activity.ts',
    headers: { dataSource: true },
    category: 'Buyers',
    summary: 'Investor purchase activity by month',
    description: [
      "Arms-length purchases per calendar month in one place (`search_type` and the parameter it names; an MSA by CBSA code or title), with the investor and cash shares, the median price and the split by the buyer's portfolio tier, plus totals over the range.",
      'The range is taken in whole months: from the month of date_from through the month of date_to, any number of months (default: the 24 months ending with the month of data_as_of). Figures come from a monthly rollup refreshed at every data load.',
    ].join('\n\n'),
    auth: true,
    query: ActivityQuery,
    response: ActivityResponse,
    responseDescription: 'The place, the months covered, the totals and one entry per month.',
    errors: [400, 404],
  }),
  buyersBestBuyers: defineRoute({
    method: 'GET',
    path: '/buyers/best-buyers',
    handler: 'functions/buyers/best-buyers.ts',
    headers: { addressMatch: true, dataSource: true },
    category: 'Buyers',
    summary: 'Investors most likely to buy a property',
    description: [
      'Finds the subject property by address (as GET /properties/by-address does, with the same `X-Address-Match` and `X-Address-Normalized` headers), then the investors who bought within `radius` miles of it in the `months` months up to `meta.data_as_of` (the latest purchase recorded in the state of the subject), and ranks them by a 0-100 score with six weighted components (weights in percent): ' +
        `${Object.entries(WEIGHTS)
          .map(([name, weight]) => `${name} ${weight}`)
          .join(', ')}. ` +
        'Each component carries its score, its points and the inputs it was computed from. A component that cannot be computed (the subject has no value; no attribute to compare) is null and the total is taken over the others.',
      "Investor: a buyer whose name is an entity or who made 2 or more purchases in the whole recorded history. The subject's current owner and the subject's own sales are left out. The scan reads at most `meta.scan_limit` purchases of the window nearest first, so its cost does not grow with the radius; in a dense area it may stop short of the radius, which `meta.scan_limit_hit` and `meta.covered_radius_miles` say.",
    ].join('\n\n'),
    auth: true,
    // its queries hold a database connection longest
    deployment: { concurrency: 'heavy' },
    query: BestBuyersQuery,
    response: BestBuyersResponse,
    responseDescription: 'The subject, the ranked buyers with their score components, and the window used.',
    errors: [400, 404],
  }),
} satisfies Record<string, RouteDef>;
