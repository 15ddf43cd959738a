import { describe, expect, it } from 'vitest';
import { canonicalRecord } from '../../../../../loader/ingest/records.ts';
import { CANDIDATE_LIMIT, candidateLimit, nearbyMeta, soldProperty } from '../../../../../shared/properties/nearby/nearby.ts';
import type { SoldRow } from '../../../../../shared/properties/nearby/queries.ts';
import { NearbySalesQuery, NearbySoldQuery } from '../../../../../shared/properties/nearby/schemas.ts';
import type { PropertyRecord } from '../../../../../shared/properties/records/record-schema.ts';
import { property } from '../../../../support/records.ts';

describe('nearbyMeta (the nearby-sales meta)', () => {
  const meta = (over: Partial<Parameters<typeof nearbyMeta>[0]>) =>
    nearbyMeta({ page: 1, pageSize: 20, count: 20, total: 46, scanned: 48, candidateLimit: 5000, ...over });

  it('is exact and complete when the scan returned fewer rows than the window', () => {
    expect(meta({})).toEqual({
      page: 1,
      page_size: 20,
      count: 20,
      total: 46,
      total_is_exact: true,
      has_more: true,
      candidate_limit_hit: false,
      candidate_limit: 5000,
    });
  });

  it('has more while page * page_size < total', () => {
    expect(meta({ page: 2 }).has_more).toBe(true); // 40 < 46
    expect(meta({ page: 3, count: 6 }).has_more).toBe(false); // 60 >= 46
    expect(meta({ page: 1, pageSize: 46, count: 46 }).has_more).toBe(false);
    expect(meta({ page: 1, pageSize: 45, count: 45 }).has_more).toBe(true);
    expect(meta({ page: 9, count: 0 })).toMatchObject({ count: 0, has_more: false });
  });

  it('marks a full window: the total is a lower bound and has_more false proves nothing', () => {
    expect(meta({ scanned: 5, total: 3, count: 3, candidateLimit: 5 })).toEqual({
      page: 1,
      page_size: 20,
      count: 3,
      total: 3,
      total_is_exact: false,
      has_more: false,
      candidate_limit_hit: true,
      candidate_limit: 5,
    });
    expect(meta({ scanned: 4, total: 3, count: 3, candidateLimit: 5 })).toMatchObject({ total_is_exact: true, candidate_limit_hit: false });
    expect(meta({ scanned: 0, total: 0, count: 0 })).toMatchObject({
      total: 0,
      total_is_exact: true,
      has_more: false,
      candidate_limit_hit: false,
    });
  });
});

describe('candidateLimit', () => {
  it('is 5000 unless NEARBY_CANDIDATE_LIMIT says otherwise', () => {
    expect(CANDIDATE_LIMIT).toBe(5000);
    expect(candidateLimit()).toBe(5000);
  });
});

const doc = (over: Parameters<typeof property>[2] = {}) =>
  canonicalRecord(
    property(42, '7 Elm St', { zip: '83702', city: 'BOISE', state: 'ID', lat: 43.6, lon: -116.2, ...over }),
  ) as unknown as PropertyRecord;

describe('soldProperty', () => {
  const row = (meters: number, equity: number | null): SoldRow => ({
    property_id: 42,
    data_source: 'test',
    doc: doc({ owner: { name: 'Owner O' } as never, vacant: true }),
    meters,
    equity,
  });

  it('adds the distance in miles (3 decimals) and the equity', () => {
    expect(soldProperty(row(1609.344, 1000), 'premium')).toMatchObject({
      distance_miles: 1,
      equity: 1000,
      owner: { name: 'Owner O' },
      vacant: true,
    });
    expect(soldProperty(row(805.1, null), 'premium')).toMatchObject({ distance_miles: 0.5, equity: null });
    expect(soldProperty(row(0, 0), 'premium').distance_miles).toBe(0);
  });

  it('masks Premium-only fields for the base plan', () => {
    expect(soldProperty(row(10, 5), 'base')).toMatchObject({
      owner: null,
      vacant: null,
      owner_type: null,
      pre_foreclosure: null,
      equity: 5,
    });
  });
});

describe('query defaults', () => {
  it('nearby-sales: page 1 of 50, one mile, arms-length only, no meta, no include, a unit asked for', () => {
    expect(NearbySalesQuery.parse({ address: '1 A St 83702' })).toEqual({
      address: '1 A St 83702',
      page: 1,
      page_size: 50,
      include_meta: false,
      include: [],
      arms_length_only: true,
      radius: 1,
      unit_policy: 'unit',
    });
  });

  it('nearby-sold-properties: page 1 of 50, one mile, a unit asked for', () => {
    expect(NearbySoldQuery.parse({ address: '1 A St 83702' })).toEqual({
      address: '1 A St 83702',
      page: 1,
      page_size: 50,
      radius: 1,
      unit_policy: 'unit',
    });
  });
});
