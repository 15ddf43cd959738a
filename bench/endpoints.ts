/**
 * The endpoints the HTTP benchmark drives: how to build each request from sample data, the
 * query-layer call that is its database floor (the same inputs, parsed by the route's own
 * schema, with no HTTP, pipeline or serialisation), and its latency target (docs/performance.md).
 */
import type { z } from 'zod';
import { buyerProfile } from '../shared/buyer-profiles/profile.ts';
import { ProfileQuery } from '../shared/buyer-profiles/schemas.ts';
import { buyerActivity, topBuyers } from '../shared/buyers/activity.ts';
import { bestBuyers } from '../shared/buyers/best-buyers.ts';
import { ActivityQuery, BestBuyersQuery, TopBuyersBody } from '../shared/buyers/schemas.ts';
import { ZipAnalysisQuery } from '../shared/geo-analytics/schemas.ts';
import { zipAnalysis } from '../shared/geo-analytics/zips.ts';
import { findLocations } from '../shared/locations/locations.ts';
import { AutocompleteQuery } from '../shared/locations/schemas.ts';
import { db } from '../shared/platform/db/client.ts';
import { batchLookup } from '../shared/properties/batch/batch.ts';
import { findByAddress } from '../shared/properties/lookup/lookup.ts';
import { nearbySales } from '../shared/properties/nearby/nearby.ts';
import { NearbySalesQuery } from '../shared/properties/nearby/schemas.ts';
import { ByAddressQuery, SearchQuery } from '../shared/properties/schemas.ts';
import { search } from '../shared/properties/search/search.ts';
import { estimateFor } from '../shared/properties/valuation/estimates.ts';
import { EstimateQuery } from '../shared/properties/valuation/schemas.ts';
import { subjectFromQuery } from '../shared/properties/valuation/subject.ts';
import { rentalComparables } from '../shared/rental-analytics/comparables.ts';
import { marketAnalysis } from '../shared/rental-analytics/market.ts';
import { ComparablesQuery, MarketAnalysisQuery } from '../shared/rental-analytics/schemas.ts';

export interface Samples {
  addresses: string[];
  states: string[];
  /** CBSA codes of the seeded metros */
  metros: string[];
  /** the most populous city of each seeded state */
  cities: { city: string; state: string }[];
  /** groups of 5 zips of one metro, busiest first */
  zipGroups: string[][];
  /** normalised names of the buyers owning the most properties, largest first */
  largestBuyers: string[];
}

export interface BenchRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface Endpoint {
  name: string;
  /** a function returning the next request */
  requests(s: Samples): () => BenchRequest;
  /** the same work without HTTP, for the database floor */
  direct(s: Samples): () => Promise<unknown>;
  target: string;
  /** statuses other than 2xx that are correct answers for some samples, not failures */
  answers?: readonly number[];
}

function cycle<T>(items: T[]): () => T {
  if (items.length === 0) throw new Error('no samples for this endpoint');
  let i = 0;
  return () => items[i++ % items.length]!;
}

const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** A GET endpoint whose inputs are query parameters: the HTTP request and the direct call get the same ones. */
function getEndpoint<S extends z.ZodType>(
  name: string,
  path: string,
  schema: S,
  inputs: (s: Samples) => Record<string, string>[],
  call: (query: z.output<S>) => Promise<unknown>,
  target: string,
): Endpoint {
  return {
    name,
    target,
    requests: (s) => {
      const next = cycle(inputs(s));
      return () => ({ path: `${path}?${qs(next())}` });
    },
    direct: (s) => {
      const next = cycle(inputs(s).map((q) => schema.parse(q)));
      return () => call(next());
    },
  };
}

const YEAR_AGO = (() => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
})();
const TODAY = new Date().toISOString().slice(0, 10);
const FIVE_YEARS_AGO = `${Number(TODAY.slice(0, 4)) - 5}${TODAY.slice(4)}`;

export const ENDPOINTS: Endpoint[] = [
  getEndpoint(
    'by-address',
    '/properties/by-address',
    ByAddressQuery,
    (s) => s.addresses.map((address) => ({ address })),
    (q) => findByAddress(q.address),
    'p99 <= 25 ms',
  ),
  getEndpoint(
    'search',
    '/properties/search',
    SearchQuery,
    (s) => s.states.flatMap((state) => [2, 3, 4].map((beds) => ({ state, beds_min: String(beds) }))),
    (q) => search(q, 'unlimited'),
    'p99 <= 100 ms',
  ),
  getEndpoint(
    'nearby-sales',
    '/properties/nearby-sales',
    NearbySalesQuery,
    (s) => s.addresses.map((address) => ({ address, radius: '1', page_size: '500', include: 'enrichment,valuation' })),
    async (q) => nearbySales(await findByAddress(q.address), q, 'unlimited'),
    'p99 <= 25 ms',
  ),
  {
    ...getEndpoint(
      'valuation',
      '/properties/valuation',
      EstimateQuery,
      (s) => s.addresses.map((address) => ({ address })),
      async (q) => {
        const { subject } = await subjectFromQuery(q);
        return estimateFor('sale', { subject, asOf: q.as_of, radius: q.radius, maxComparables: q.max_comparables });
      },
      'c1 p99 <= 20 ms, p99 <= 2x SQL floor',
    ),
    // a sampled address whose evidence is too thin is answered 422 (docs/valuation.md#too-little-evidence)
    answers: [422],
  },
  {
    name: 'batch-100',
    requests: (s) => {
      const next = cycle(batchesOf100(s));
      return () => ({ path: `/properties/batch?${qs({ addresses: next().join('|') })}` });
    },
    direct: (s) => {
      const next = cycle(batchesOf100(s));
      return () => batchLookup(next(), 'unlimited', false);
    },
    target: 'p99 <= 150 ms',
  },
  {
    name: 'top-buyers (a metro city over a year)',
    requests: (s) => {
      const next = cycle(topBuyerBodies(s));
      return () => ({ path: '/buyers/activity/top-buyers', method: 'POST', body: next() });
    },
    direct: (s) => {
      const next = cycle(topBuyerBodies(s).map((b) => TopBuyersBody.parse(b)));
      return () => topBuyers(next());
    },
    target: 'p99 <= 100 ms',
  },
  getEndpoint(
    'buyer activity (a metro over 5 years)',
    '/buyers/activity',
    ActivityQuery,
    (s) => s.metros.map((msa) => ({ search_type: 'msa', msa, date_from: FIVE_YEARS_AGO, date_to: TODAY })),
    (q) => buyerActivity(q),
    'p99 <= 100 ms',
  ),
  getEndpoint(
    'best-buyers',
    '/buyers/best-buyers',
    BestBuyersQuery,
    (s) => s.addresses.map((address) => ({ address })),
    async (q) => bestBuyers(await findByAddress(q.address), q),
    'p99 <= 100 ms',
  ),
  {
    name: 'buyer profile (largest institution)',
    requests: (s) => () => ({ path: `/buyer-profiles/${encodeURIComponent(s.largestBuyers[0]!)}` }),
    direct: (s) => {
      const options = ProfileQuery.parse({});
      return () => buyerProfile(s.largestBuyers[0]!, options, 'unlimited');
    },
    target: 'p99 <= 100 ms',
  },
  getEndpoint(
    'rental market-analysis (5 zips)',
    '/rental-analytics/market-analysis',
    MarketAnalysisQuery,
    (s) => s.zipGroups.map((zips) => ({ geography_type: 'zip', geography_values: zips.join(',') })),
    (q) => marketAnalysis(q),
    'p99 <= 100 ms',
  ),
  getEndpoint(
    'rental comparables',
    '/rental-analytics/comparables',
    ComparablesQuery,
    (s) => s.addresses.map((address) => ({ address })),
    async (q) => rentalComparables(await findByAddress(q.address), q),
    'p99 <= 100 ms',
  ),
  getEndpoint(
    'locations autocomplete (keystrokes)',
    '/locations/autocomplete',
    AutocompleteQuery,
    () => KEYSTROKES.map((q) => ({ q })),
    async (q) => findLocations(await db(), { text: q.q, types: q.types, state: q.state, limit: q.limit, fuzzy: 'fallback' }),
    'p99 <= 10 ms',
  ),
  getEndpoint(
    'zip-analysis (5 zips)',
    '/geo-analytics/zip-analysis',
    ZipAnalysisQuery,
    (s) => s.zipGroups.map((zips) => ({ zips: zips.join(',') })),
    (q) => zipAnalysis(q),
    'p99 <= 100 ms',
  ),
];

/** What a user types, keystroke by keystroke, into a place box: prefixes of real names, a typo, zips. */
const KEYSTROKES = [
  'Sacramento',
  'Springfield',
  'Houston, TX',
  'St. Louis',
  'Nashville',
  'Tampa',
  'Atlanta',
  'Miami-Dade',
  '95814',
  '02108',
]
  .flatMap((word) => Array.from({ length: word.length }, (_, k) => word.slice(0, k + 1)))
  .concat(['Sacramneto', 'Nashvile', 'Atlnta']);

function batchesOf100(s: Samples): string[][] {
  return Array.from({ length: 20 }, (_, k) => s.addresses.slice(k * 100, k * 100 + 100)).filter((b) => b.length === 100);
}

function topBuyerBodies(s: Samples) {
  return s.cities.map(({ city, state }) => ({ filters: { state, city, dateFrom: YEAR_AGO, dateTo: TODAY }, limit: 10 }));
}
