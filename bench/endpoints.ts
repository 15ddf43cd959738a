/**
 * The endpoints the HTTP benchmark drives: how to build each request from sample data, the
 * query-layer call that is its database floor, and the target the issues set.
 */
import { batchLookup } from '../shared/properties/batch.ts';
import { findByAddress } from '../shared/properties/lookup.ts';
import { nearbySales } from '../shared/properties/nearby.ts';
import { search } from '../shared/properties/search.ts';
import { NearbySalesQuery } from '../shared/schemas/nearby.ts';
import { SearchQuery } from '../shared/schemas/properties.ts';

export interface Samples {
  addresses: string[];
  states: string[];
}

export interface Endpoint {
  name: string;
  /** a function returning the next request path */
  paths(s: Samples): () => string;
  /** the same work without HTTP, for the database floor */
  direct(s: Samples): () => Promise<unknown>;
  target: string;
}

function cycle<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

const q = encodeURIComponent;

export const ENDPOINTS: Endpoint[] = [
  {
    name: 'by-address',
    paths: (s) => {
      const next = cycle(s.addresses);
      return () => `/properties/by-address?address=${q(next())}`;
    },
    direct: (s) => {
      const next = cycle(s.addresses);
      return () => findByAddress(next());
    },
    target: 'p99 <= 25 ms',
  },
  {
    name: 'search',
    paths: (s) => {
      const next = cycle(s.states.flatMap((state) => [2, 3, 4].map((beds) => `state=${state}&beds_min=${beds}`)));
      return () => `/properties/search?${next()}`;
    },
    direct: (s) => {
      const next = cycle(s.states.flatMap((state) => [2, 3, 4].map((beds) => SearchQuery.parse({ state, beds_min: String(beds) }))));
      return () => search(next(), 'unlimited');
    },
    target: 'p99 <= 100 ms',
  },
  {
    name: 'nearby-sales',
    paths: (s) => {
      const next = cycle(s.addresses);
      return () => `/properties/nearby-sales?address=${q(next())}&radius=1&page_size=500&include=enrichment,valuation`;
    },
    direct: (s) => {
      const next = cycle(s.addresses);
      return async () => {
        const query = NearbySalesQuery.parse({ address: next(), radius: '1', page_size: '500', include: 'enrichment,valuation' });
        return nearbySales(await findByAddress(query.address), query, 'unlimited');
      };
    },
    target: 'p99 <= 25 ms',
  },
  {
    name: 'batch-100',
    paths: (s) => {
      const batches = Array.from({ length: 20 }, (_, k) => s.addresses.slice(k * 100, k * 100 + 100)).filter((b) => b.length === 100);
      const next = cycle(batches);
      return () => `/properties/batch?addresses=${q(next().join('|'))}`;
    },
    direct: (s) => {
      const batches = Array.from({ length: 20 }, (_, k) => s.addresses.slice(k * 100, k * 100 + 100)).filter((b) => b.length === 100);
      const next = cycle(batches);
      return () => batchLookup(next(), 'unlimited', false);
    },
    target: 'p99 <= 150 ms',
  },
];
