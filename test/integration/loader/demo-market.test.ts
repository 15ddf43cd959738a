/**
 * The synthetic demo's Tampa market (the demo seed, its first 3,000 Tampa homes) through the
 * loader and the local gateway: every owner of record is explained by its last purchase or a later
 * recorded transfer and owns it under the buyer's name identity, quick flips exist in the share
 * the simulator is calibrated to (docs/data.md#flips), and the metro's investor share is in the
 * range published for US metros. Florida is this file's own state; the ids are its own range.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_SEED, DEMO_WARTS } from '../../../infra/local/prepare-data.ts';
import { simulate } from '../../../loader/demo-data/index.ts';
import { ProfileResponse } from '../../../shared/buyer-profiles/schemas.ts';
import { ActivityResponse, TopBuyersResponse } from '../../../shared/buyers/schemas.ts';
import { HoldTimeResponse } from '../../../shared/geo-analytics/schemas.ts';
import { BatchResponse } from '../../../shared/properties/schemas.ts';
import { KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';

const FIRST_ID = 9_700_001;
const TAMPA_MSA = '45300';
const RECORDS = [...simulate({ properties: 3000, seed: DEMO_SEED, ...DEMO_WARTS, markets: ['tampa'], firstPropertyId: FIRST_ID })];

const { api, sql } = withState('FL', RECORDS, { rollups: true });

async function get<T>(path: string, schema: { parse: (v: unknown) => T }, key: string = KEYS.unlimited): Promise<T> {
  const res = await api.get(path, key);
  expect(res.status, await res.clone().text()).toBe(200);
  return schema.parse(await res.json());
}

describe('owners of record in the demo', () => {
  it('are the buyer of the last purchase, or the grantee of a recorded transfer after it', async () => {
    // the last purchase, then the last deed after it that transfers the home without a sale
    const rows = await sql<{ property_id: string; owner_key: string | null; last_buyer: string | null; transferee: string | null }[]>`
      select p.property_id, p.owner_key, last.buyer_key as last_buyer, later.buyer_key as transferee
      from properties p
      left join lateral (
        select t.seq, t.buyer_key from transactions t where t.property_id = p.property_id and t.is_purchase
        order by coalesce(t.sale_date, t.recording_date) desc, t.seq desc limit 1
      ) last on true
      left join lateral (
        select t.buyer_key from transactions t
        where t.property_id = p.property_id and t.seq > coalesce(last.seq, -1) and not t.is_purchase and t.buyer_key is not null
          and t.document_type not in ('REFINANCE', 'NOTICE_OF_DEFAULT', 'LIS_PENDENS')
        order by t.seq desc limit 1
      ) later on true
      where p.state = 'FL' and p.property_id >= ${FIRST_ID}`;
    expect(rows).toHaveLength(RECORDS.length);
    const unexplained = rows.filter((r) => r.owner_key === null || r.owner_key !== (r.transferee ?? r.last_buyer));
    expect(unexplained.slice(0, 5)).toEqual([]);
    const byPurchase = rows.filter((r) => r.transferee === null).length;
    expect(byPurchase / rows.length).toBeGreaterThan(0.8);
    expect(rows.length - byPurchase).toBeGreaterThan(30);
  });

  it("are found by buyer profiles under the owner line's co-owner form", async () => {
    const couples = RECORDS.filter((r) => r.owner?.name?.includes(' & ')).slice(0, 5);
    expect(couples).toHaveLength(5);
    for (const r of couples) {
      const profile = await get(`/buyer-profiles/${encodeURIComponent(r.owner!.name!)}?page_size=100`, ProfileResponse, KEYS.premium);
      expect(profile.buyer.match.level, r.owner!.name!).toBe('exact');
      expect(profile.buyer.name).toBe(r.owner!.name!.split(' & ')[0]);
      expect(profile.portfolio.data.map((p) => p.property_id)).toContain(r.property_id);
    }
  });

  it('give top buyers the portfolio size their name identity owns', async () => {
    const res = await api.post('/buyers/activity/top-buyers', {
      filters: { state: 'FL', dateFrom: '2024-10-01', dateTo: '2026-09-30' },
      limit: 20,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = TopBuyersResponse.parse(await res.json());
    expect(data.length).toBe(20);
    const owned = await sql<{ owner_key: string; n: number }[]>`
      select owner_key, count(*)::int as n from properties where owner_key = any(${data.map((b) => b.buyerName)}::text[]) group by owner_key`;
    const size = new Map(owned.map((o) => [o.owner_key, o.n]));
    expect(data.map((b) => [b.buyerName, b.portfolioSize])).toEqual(data.map((b) => [b.buyerName, size.get(b.buyerName) ?? 0]));
    expect(data.some((b) => (b.portfolioSize ?? 0) > 0)).toBe(true);
  });
});

describe('flips in the demo', () => {
  it('include quick resales held 90 days or less, a few percent of the flips', async () => {
    // the whole history in one window
    const body = await get(
      `/geo-analytics/flips/hold-time?search_type=msa&msa=${TAMPA_MSA}&date_from=2001-01-01&date_to=2026-12-31`,
      HoldTimeResponse,
    );
    const flips = body.flips.count;
    const quick = body.flips.histogram.filter((b) => b.max_days !== null && b.max_days <= 90).reduce((s, b) => s + b.count, 0);
    expect(flips).toBeGreaterThan(200);
    expect(quick / flips).toBeGreaterThan(0.02);
    expect(quick / flips).toBeLessThan(0.12);
  });
});

describe('investors in the demo', () => {
  it.each([
    ['the 12 months up to the end of the data', '2025-10-01', '2026-09-30'],
    ['the 10 years up to the end of the data', '2016-10-01', '2026-09-30'],
  ])("buy 15-35%% of the metro's homes over %s", async (_, from, to) => {
    const { totals } = await get(`/buyers/activity?search_type=msa&msa=${TAMPA_MSA}&date_from=${from}&date_to=${to}`, ActivityResponse);
    expect(totals.purchases).toBeGreaterThan(100);
    expect(totals.investor_share).toBeGreaterThan(0.15);
    expect(totals.investor_share).toBeLessThan(0.35);
  });
});

describe('the valuation on record in the demo', () => {
  // a batch of 100 demo addresses once disagreed with its own valuation_estimate (median gap -13%,
  // 34 of 85 off by more than 20%): the record's valuation now is that estimate
  const addresses = RECORDS.filter((_, i) => i % 30 === 0).map(
    (r) => `${r.address.formatted_street_address}, ${r.address.city}, ${r.address.state} ${r.address.zip_code}`,
  );

  it('is the valuation_estimate of every address of a 100-address batch', async () => {
    expect(addresses).toHaveLength(100);
    const batch = await get(
      `/properties/batch?${new URLSearchParams({ addresses: addresses.join('|'), include: 'valuation_estimate' })}`,
      BatchResponse,
    );
    const found = batch.filter((b) => b.property);
    expect(found.length).toBeGreaterThan(90);
    const valued = found.filter((b) => b.valuation_estimate);
    expect(valued.length).toBeGreaterThan(80);
    for (const b of found) {
      const e = b.valuation_estimate;
      const onRecord = (b.property as { valuation: unknown }).valuation;
      expect(onRecord, b.address).toEqual(
        e ? { value: e.value, low: e.low, high: e.high, date: e.as_of, forecast_standard_deviation: expect.any(Number) } : null,
      );
    }
  });

  it('is GET /properties/valuation with no parameters, by address', async () => {
    for (const address of addresses.slice(0, 10)) {
      const res = await api.get(`/properties/valuation?${new URLSearchParams({ address })}`, KEYS.unlimited);
      const record = await get(`/properties/by-address?${new URLSearchParams({ address })}`, { parse: (v) => v as { valuation: unknown } });
      if (res.status === 422) expect(record.valuation, address).toBeNull();
      else {
        const v = (await res.json()) as { value: number; low: number; high: number; as_of: string };
        expect(record.valuation, address).toMatchObject({ value: v.value, low: v.low, high: v.high, date: v.as_of });
      }
    }
  });
});
